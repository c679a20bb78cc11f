import {
  browserVersion,
  checkBudgets,
  describeHost,
  lighthouseFailure,
  median,
  summariseLighthouse,
} from "../scripts/lib/bench-metrics.mjs"

const row = {
  route: "/",
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 90,
  cls: 0,
  siMs: 1200,
  totalKb: 500,
  jsKb: 100,
  imageKb: 300,
  requests: 20,
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
              { resourceType: "Document", transferSize: 10240 },
              { resourceType: "Script", transferSize: 51200 },
              { resourceType: "Image", transferSize: 20480 },
            ],
          },
        },
      },
    }
    expect(summariseLighthouse(lhr)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpMs: 1234,
      tbtMs: 80,
      cls: 0.004,
      siMs: 1500,
      totalKb: 80,
      jsKb: 50,
      imageKb: 20,
      requests: 3,
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
          { ...row, route: "/about/", jsKb: 120, cls: 0.05 },
        ],
        { coldMs: 100, warmMs: 50 },
      ),
    ).toEqual([
      "/: performance 90 < 95",
      "/: JavaScript 120 KB > 110 KB",
      "/: total transfer 800 KB > 700 KB",
      "/about/: CLS 0.05 > 0.01",
      "warm rebuild 50% of the cold build > 40%",
    ])
  })
})

describe("browserVersion", () => {
  it("reads the version from the browser's --version line", () => {
    expect(browserVersion("Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n")).toBe("156.0.8078.79")
    expect(browserVersion("Google Chrome 131.0.6778.85 \n")).toBe("131.0.6778.85")
  })
})

describe("describeHost", () => {
  it("states the host's index and the slowdown, without a warning on a fast enough host", () => {
    expect(describeHost([1700, 1500, 1650], 4, "156.0.8078.79")).toBe(
      "Host: Chromium 156.0.8078.79, Lighthouse benchmarkIndex 1650 (median of 3 runs), CPU slowdown 4×.",
    )
  })
  it("warns that TBT reads high when the host is slower than the default slowdown assumes", () => {
    const text = describeHost([820, 790, 805], 4, "156.0.8078.79")
    expect(text).toMatch(
      /^Host: Chromium 156\.0\.8078\.79, Lighthouse benchmarkIndex 805 \(median of 3 runs\), CPU slowdown 4×\. The 4× slowdown stands for a mid-range phone on a host of 1500-2000; this host is slower, so TBT/,
    )
    expect(text).toContain("BENCH_CPU_SLOWDOWN")
  })
  it("does not warn when the slowdown was calibrated", () => {
    expect(describeHost([800], 2, "156.0.8078.79")).toBe(
      "Host: Chromium 156.0.8078.79, Lighthouse benchmarkIndex 800 (median of 1 run), CPU slowdown 2×.",
    )
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
