import {
  browserVersion,
  checkBudgets,
  describeEmulation,
  describeHost,
  emulationRatio,
  hostIndexRange,
  recenteredRatio,
  lcpKind,
  lighthouseFailure,
  mainThreadFigures,
  median,
  needsAnotherRun,
  onDemandScripts,
  routeRow,
  scaledRatio,
  scriptlessTbt,
  summariseLighthouse,
} from "../tools/bench/lib/bench-metrics.mjs"

const row = {
  route: "/",
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1450,
  tbtMs: 90,
  cls: 0,
  siMs: 1200,
  totalKb: 500,
  jsKb: 100,
  imageKb: 300,
  requests: 20,
  lcpKind: "image",
}

describe("benchmark figures", () => {
  it("takes the median of odd and even samples", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
  })

  it("summarises a Lighthouse result", () => {
    const lhr = {
      environment: { benchmarkIndex: 1612.5 },
      configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
      categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 0.92 } },
      audits: {
        "largest-contentful-paint": { numericValue: 1234.4 },
        "total-blocking-time": { numericValue: 80.2 },
        "cumulative-layout-shift": { numericValue: 0.0042 },
        "speed-index": { numericValue: 1500 },
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 10240, url: "http://127.0.0.1:9300/" },
              { resourceType: "Script", transferSize: 51200, url: "http://127.0.0.1:9300/app-1.js" },
              { resourceType: "Script", transferSize: 16384, url: "http://127.0.0.1:9300/react-slick-2.js" },
              { resourceType: "Image", transferSize: 20480, url: "http://127.0.0.1:9300/static/a.avif" },
            ],
          },
        },
      },
    }
    expect(summariseLighthouse(lhr, new Set(["react-slick-2.js"]))).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpMs: 1234,
      tbtMs: 80,
      cls: 0.004,
      siMs: 1500,
      totalKb: 96,
      jsKb: 50,
      onDemandJsKb: 16,
      imageKb: 20,
      requests: 4,
      lcpKind: "unknown",
      benchmarkIndex: 1613,
      cpuSlowdown: 4,
    })
  })

  it("passes a row within budget and names each missed budget", () => {
    expect(checkBudgets([row])).toEqual([])
    expect(
      checkBudgets(
        [
          { ...row, performance: 90, jsKb: 120, totalKb: 800 },
          { ...row, route: "/about/", jsKb: 101, cls: 0.05, lcpKind: "text", lcpMs: 1300 },
        ],
        { coldMs: 100, warmMs: 50 },
      ),
    ).toEqual([
      "/: performance 90 < 98",
      "/: JavaScript 120 KB > 100 KB",
      "/: total transfer 800 KB > 700 KB",
      "/about/: LCP 1300 ms > 1200 ms (text)",
      "/about/: CLS 0.05 > 0.01",
      "/about/: JavaScript 101 KB > 100 KB",
      "warm rebuild 50% of the cold build > 40%",
    ])
  })

  it("judges TBT and the score from the calibrated runs only, and not at all when there were none", () => {
    const judged = { ...row, tbtMs: 400, performance: 80, tbtJudged: 120, performanceJudged: 97 }
    expect(checkBudgets([judged])).toEqual(["/: performance 97 < 98", "/: TBT 120 ms > 100 ms"])
    expect(checkBudgets([{ ...judged, tbtJudged: null, performanceJudged: null }])).toEqual([])
  })
})

describe("routeRow", () => {
  const sample = (benchmarkIndex: number, tbtMs: number, performance: number, lcpKind = "image") => ({
    ...row,
    route: undefined,
    benchmarkIndex,
    tbtMs,
    performance,
    lcpKind,
  })
  it("takes medians of every run, and of the calibrated runs for TBT and the score", () => {
    const r = routeRow("/", [sample(2600, 20, 100), sample(1800, 90, 99), sample(1500, 110, 97, "text"), sample(1200, 300, 85)])
    expect(r.tbtMs).toBe(100) // all four runs
    expect(r.tbtJudged).toBe(100) // the 1800 and 1500 runs
    expect(r.performanceJudged).toBe(98)
    expect(r.judgedRuns).toBe(2)
    expect(r.lcpKind).toBe("image")
    expect(r).not.toHaveProperty("benchmarkIndex")
  })
  it("judges nothing when no run was in range, or the slowdown is not the default", () => {
    expect(routeRow("/", [sample(2600, 20, 100)]).tbtJudged).toBeNull()
    expect(routeRow("/", [sample(1800, 20, 100)], 2).performanceJudged).toBeNull()
  })
})

describe("hostIndexRange", () => {
  const at = (...indices: number[]) => indices.map((benchmarkIndex) => ({ benchmarkIndex }))
  it("is the index range alone when every one of the planned runs was judged", () => {
    expect(hostIndexRange(at(1500, 2100, 1700), 3, 3)).toBe("1500-2100")
  })
  it("says how many runs were judged when some were out of range or extra runs were made", () => {
    expect(hostIndexRange(at(1500, 1200, 1700), 2, 3)).toBe("1200-1700 (2 of 3 judged)")
    expect(hostIndexRange(at(1200, 1500, 1700, 1600), 3, 3)).toBe("1200-1700 (3 of 4 judged)")
  })
})

describe("needsAnotherRun", () => {
  const runsAt = (...indices: number[]) => indices.map((benchmarkIndex) => ({ benchmarkIndex }))
  it("asks for the first runs whatever the host", () => {
    expect(needsAnotherRun(runsAt(), 5, 10)).toBe(true)
    expect(needsAnotherRun(runsAt(1800, 1800, 1800, 1800), 5, 10)).toBe(true)
  })
  it("stops at the runs asked for when enough of them were in the calibrated range", () => {
    expect(needsAnotherRun(runsAt(1800, 1500, 2100, 1400, 2200), 5, 10)).toBe(false)
  })
  it("asks for more while fewer than the runs asked for were in range, up to the maximum", () => {
    const mixed = runsAt(1800, 1200, 2300, 1500, 1600)
    expect(needsAnotherRun(mixed, 5, 10)).toBe(true)
    expect(needsAnotherRun([...mixed, ...runsAt(1100, 1900)], 5, 10)).toBe(true)
    expect(needsAnotherRun([...mixed, ...runsAt(1100, 1900, 1700)], 5, 10)).toBe(false) // 5 in range
    expect(needsAnotherRun([...mixed, ...runsAt(1100, 1100, 1100, 1100, 1100)], 5, 10)).toBe(false) // 10 runs
  })
  it("asks for no extra run when TBT is not judged (another slowdown than the default)", () => {
    expect(needsAnotherRun(runsAt(1200, 1200, 1200, 1200, 1200), 5, 10, 2)).toBe(false)
    expect(needsAnotherRun(runsAt(1200, 1200, 1200, 1200, 1200), 5, 10, null)).toBe(true)
  })
})

describe("lcpKind", () => {
  const lhr = (snippet: string) => ({
    audits: { "largest-contentful-paint-element": { details: { items: [{ items: [{ node: { type: "node", snippet } }] }] } } },
  })
  it("tells an image from text", () => {
    expect(lcpKind(lhr('<img alt="Apple Cabin" src="/static/x.avif">'))).toBe("image")
    expect(lcpKind(lhr('<h1 class="title">Terms and Conditions</h1>'))).toBe("text")
    expect(lcpKind({ audits: {} })).toBe("unknown")
    const v13 = {
      audits: {
        "lcp-breakdown-insight": {
          details: {
            type: "list",
            items: [
              { type: "table", items: [] },
              { type: "node", snippet: '<img src="/static/banner.avif" alt="">' },
            ],
          },
        },
      },
    }
    expect(lcpKind(v13)).toBe("image")
  })
})

describe("mainThreadFigures", () => {
  const meta = (pid: number, tid: number, name: string) => ({ ph: "M", name: "thread_name", pid, tid, args: { name } })
  const x = (pid: number, tid: number, name: string, ts: number, dur: number) => ({ ph: "X", name, pid, tid, ts, dur })
  it("reads the busiest renderer main thread: its longest task and its script time, nested events counted once", () => {
    const events = [
      meta(1, 1, "CrBrowserMain"),
      meta(2, 7, "CrRendererMain"), // an idle about:blank renderer
      meta(3, 9, "CrRendererMain"),
      x(1, 1, "RunTask", 0, 900_000),
      x(2, 7, "RunTask", 0, 1_000),
      x(3, 9, "RunTask", 0, 80_000),
      x(3, 9, "EvaluateScript", 1_000, 50_000),
      x(3, 9, "FunctionCall", 2_000, 40_000), // inside the evaluation
      x(3, 9, "RunTask", 100_000, 30_000),
      x(3, 9, "TimerFire", 101_000, 10_000),
      x(3, 9, "Layout", 120_000, 5_000),
    ]
    expect(mainThreadFigures(events)).toEqual({ longestTaskMs: 80, scriptMs: 60 })
  })
})

describe("browserVersion", () => {
  it("reads the version from the browser's --version line", () => {
    expect(browserVersion("Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n")).toBe("156.0.8078.79")
    expect(browserVersion("Google Chrome 131.0.6778.85 \n")).toBe("131.0.6778.85")
  })
})

describe("describeHost", () => {
  it("states the host's index range and median, and that TBT is judged when every run was in range", () => {
    expect(describeHost([1700, 1500, 1650], 4, "156.0.8078.79")).toBe(
      "Host: Chromium 156.0.8078.79, Lighthouse benchmarkIndex 1500-1700 (median 1650 of 3 runs), CPU slowdown 4×. Every run was on a host in the calibrated range (1400-2200): TBT and the performance score are judged.",
    )
  })
  it("says why TBT is not judged on a host outside the range", () => {
    const text = describeHost([2820, 2790], 4, "156.0.8078.79")
    expect(text).toMatch(
      /^Host: Chromium 156\.0\.8078\.79, Lighthouse benchmarkIndex 2790-2820 \(median 2805 of 2 runs\), CPU slowdown 4×\. No run/,
    )
    expect(text).toContain("not judged; LCP, CLS and bytes still count")
  })
  it("counts the runs in range when some were", () => {
    expect(describeHost([1800, 2500], 4, "1")).toContain("1 of 2 runs were in the calibrated range")
  })
  it("judges nothing under another slowdown", () => {
    expect(describeHost([800], 2, "156.0.8078.79")).toContain("not judged: the budgets assume Lighthouse's default 4× slowdown")
  })
})

describe("lighthouseFailure", () => {
  const ok = { categories: { performance: { score: 0.99 } }, audits: {} }
  it("is null for a run with a performance score", () => {
    expect(lighthouseFailure(ok)).toBeNull()
  })
  it("names a runtime error", () => {
    expect(lighthouseFailure({ ...ok, runtimeError: { code: "NO_FCP", message: "The page did not paint any content." } })).toBe(
      "NO_FCP: The page did not paint any content.",
    )
  })
  it("names the metrics Lighthouse could not compute when the score is missing", () => {
    const lhr = {
      categories: { performance: { score: null } },
      audits: { "largest-contentful-paint": { errorMessage: "NO_LCP" }, "speed-index": { numericValue: 900 } },
    }
    expect(lighthouseFailure(lhr)).toBe("largest-contentful-paint: NO_LCP")
    expect(lighthouseFailure({ categories: { performance: { score: null } }, audits: {} })).toBe("no performance score")
  })
})

describe("onDemandScripts", () => {
  it("lists the script files only named on-demand chunk groups need, not those the app or a page component shares", () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "styles-1.css" }, { name: "app-1.js" }] },
        "component---src-templates-product-tsx": { assets: [{ name: "shared-9.js" }, { name: "component---product-1.js" }] },
        "react-slick": { assets: [{ name: "react-slick-1.js" }] },
        "enquiry-modal": { assets: ["styles-1.css", "6763-1.js", "shared-9.js", "enquiry-modal-1.js"] },
      },
    }
    expect([...onDemandScripts(stats)].sort()).toEqual(["6763-1.js", "enquiry-modal-1.js", "react-slick-1.js"])
  })
})

describe("host emulation", () => {
  it("caps each thread so that a faster host measures the middle of the calibrated range, and never speeds a host up", () => {
    expect(emulationRatio(4000)).toBe(0.45)
    expect(emulationRatio(3600)).toBe(0.5)
    expect(emulationRatio(2200)).toBeNull()
    expect(emulationRatio(1200)).toBeNull()
    expect(emulationRatio(Number.NaN)).toBeNull()
  })
  it("names the machine and the cap on the host line", () => {
    const emulation = { nativeIndex: 4000, ratio: 0.45, cores: 2 }
    expect(describeEmulation(emulation)).toBe(
      "this machine (2 cores, native benchmarkIndex 4000) emulating a calibrated host: each Chromium thread capped at 45% of a core by a CFS bandwidth cgroup of its own (tools/bench/lib/host-emulation.mjs), ",
    )
    expect(describeHost([1700, 1800], 4, "156", emulation)).toMatch(
      /^Host: this machine \(2 cores, native benchmarkIndex 4000\) emulating .*, Chromium 156, Lighthouse benchmarkIndex 1700-1800 .* Every run was on a host in the calibrated range/,
    )
    expect(describeEmulation({ nativeIndex: 1900, ratio: null, cores: 2, note: null })).toBe(
      "this machine (2 cores, native benchmarkIndex 1900), ",
    )
    expect(describeEmulation(null)).toBe("")
  })
  it("corrects the cap when the index Lighthouse measures drifts more than 5% from the middle of the range", () => {
    // Lighthouse read about 10% below the aim: the cap grows in proportion
    expect(recenteredRatio(0.43, [1600, 1620, 1640])).toBe(0.478)
    expect(recenteredRatio(0.5, [2000, 2050])).toBe(0.444)
    // within 5% of 1800 (1710-1890): kept
    expect(recenteredRatio(0.43, [1720, 1880, 1800])).toBeNull()
    expect(recenteredRatio(0.43, [])).toBeNull()
    expect(recenteredRatio(null, [1500])).toBeNull()
    expect(recenteredRatio(0.43, [Number.NaN])).toBeNull()
  })
  it("never caps a thread above a whole core, and keeps a whole core when a slow hour measures below the target", () => {
    // 2026-11-26: a slow hour raised the cap correction after correction, up to 62.8 cores
    expect(recenteredRatio(0.9, [1081, 1389])).toBe(1)
    expect(recenteredRatio(1, [1081, 1389])).toBeNull()
    // a fast hour after it brings the cap straight back under a core
    expect(recenteredRatio(1, [2400, 2500])).toBe(0.735)
    expect(scaledRatio(1.07, 1434)).toBe(1)
    expect(scaledRatio(0.813, 2215)).toBe(0.661)
  })
  it("names every cap a run used when it was corrected between routes", () => {
    expect(describeEmulation({ nativeIndex: 4000, ratio: 0.47, ratios: [0.43, 0.478, 0.47], cores: 2 })).toBe(
      "this machine (2 cores, native benchmarkIndex 4000) emulating a calibrated host: each Chromium thread capped at 43-47.8% of a core (2 corrections between routes, to keep Lighthouse's own benchmarkIndex near 1800) by a CFS bandwidth cgroup of its own (tools/bench/lib/host-emulation.mjs), ",
    )
    expect(describeEmulation({ nativeIndex: 4000, ratio: 0.45, ratios: [0.45], cores: 2 })).toContain("capped at 45% of a core by")
  })
})

describe("scriptlessTbt", () => {
  const run = (tbtMs: number, benchmarkIndex: number) => ({ tbtMs, benchmarkIndex })

  it("is the median of the runs on a calibrated host, naming how many were judged when not all were", () => {
    expect(scriptlessTbt([run(91, 1835), run(159, 2060), run(129, 1959)])).toBe("129")
    expect(scriptlessTbt([run(91, 1835), run(263, 1161), run(159, 2060), run(129, 1959)])).toBe("129 (3 of 4 judged)")
    expect(scriptlessTbt([run(91, 1835), run(263, 1161), run(159, 2060)])).toBe("125 (2 of 3 judged)")
  })

  it("is the bracketed median of all runs when none was on a calibrated host or the slowdown is not the default", () => {
    expect(scriptlessTbt([run(263, 1161), run(151, 1102), run(205, 1139)])).toBe("(205)")
    expect(scriptlessTbt([run(91, 1835), run(159, 2060)], 2)).toBe("(125)")
  })

  it("is a dash for a route without scriptless runs (another site's page)", () => {
    expect(scriptlessTbt([])).toBe("—")
  })
})
