import {
  browserVersion,
  lcpKind,
  lighthouseFailure,
  mainThreadFigures,
  median,
  onDemandScripts,
  summariseLighthouse,
  targetRow,
} from "../tools/bench/lib/bench-metrics.mjs"

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
        "mainthread-work-breakdown": { numericValue: 2915.4 },
        "bootup-time": { numericValue: 784.2 },
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
      mainThreadMs: 2915,
      bootupMs: 784,
      totalKb: 96,
      jsKb: 50,
      onDemandJsKb: 16,
      requests: 4,
      lcpKind: "unknown",
      benchmarkIndex: 1613,
    })
  })

  it("leaves the scores of the categories a run did not measure empty", () => {
    const lhr = { categories: { performance: { score: 0.5 } }, audits: {} }
    expect(summariseLighthouse(lhr)).toMatchObject({ performance: 50, accessibility: null, bestPractices: null, seo: null })
  })
})

describe("targetRow", () => {
  const sample = (tbtMs: number, benchmarkIndex: number, extra: Record<string, unknown> = {}) => ({
    performance: 90,
    accessibility: null,
    tbtMs,
    lcpMs: 1200,
    lcpKind: "image",
    benchmarkIndex,
    ...extra,
  })
  it("takes the median of every figure, scores over the runs that measured them, and the host index range", () => {
    const row = targetRow("/", [sample(100, 1500, { accessibility: 100 }), sample(300, 1100), sample(200, 1900, { lcpKind: "text" })])
    expect(row).toEqual({
      target: "/",
      runs: 3,
      performance: 90,
      accessibility: 100,
      tbtMs: 200,
      lcpMs: 1200,
      lcpKind: "image",
      hostIndex: "1100-1900",
    })
  })
  it("calls the paint text unless most runs saw an image", () => {
    expect(targetRow("/", [sample(1, 1, { lcpKind: "text" }), sample(1, 1)]).lcpKind).toBe("text")
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
  it("reads the busiest renderer main thread: its busy time, its script time and its longest task, nested events counted once", () => {
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
    expect(mainThreadFigures(events)).toEqual({ traceMainMs: 110, traceScriptMs: 60, longestTaskMs: 80 })
  })
})

describe("browserVersion", () => {
  it("reads the version from the browser's --version line", () => {
    expect(browserVersion("Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n")).toBe("156.0.8078.79")
    expect(browserVersion("Google Chrome 131.0.6778.85 \n")).toBe("131.0.6778.85")
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
  it("lists the script files only named on-demand chunk groups need, not those the app, a page component or a language's words share", () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "styles-1.css" }, { name: "app-1.js" }] },
        "component---src-templates-product-tsx": { assets: [{ name: "shared-9.js" }, { name: "component---product-1.js" }] },
        "react-slick": { assets: [{ name: "react-slick-1.js" }] },
        "ui-fr": { assets: [{ name: "ui-fr-1.js" }] },
        "enquiry-modal": { assets: ["styles-1.css", "6763-1.js", "shared-9.js", "enquiry-modal-1.js"] },
      },
    }
    expect([...onDemandScripts(stats)].sort()).toEqual(["6763-1.js", "enquiry-modal-1.js", "react-slick-1.js"])
  })
})
