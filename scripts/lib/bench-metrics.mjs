/** The performance budgets of the performance issue (medians, every route). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.01,
  homeJsKb: 110,
  otherJsKb: 130,
  homeTotalKb: 700,
  warmRebuildShare: 0.4,
  describe:
    "Lighthouse performance ≥ 95, accessibility / best practices / SEO 100; LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.01; first-load JavaScript ≤ 110 KB gzip on the home page and ≤ 130 KB elsewhere; home page total ≤ 700 KB at phone width; warm rebuild after a one-file content edit ≤ 40% of the cold build.",
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const m = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return Math.round(m * 1000) / 1000
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10

const METRIC_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
]

/**
 * Why a Lighthouse run gave no performance score (a runtime error, or a metric it could not compute, such as
 * NO_LCP when the trace missed the paint), or null when it did. Such a run is repeated, not counted as 0.
 */
export function lighthouseFailure(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  if (typeof lhr.categories.performance?.score === "number") return null
  const errors = METRIC_AUDITS.map((id) => lhr.audits[id]?.errorMessage && `${id}: ${lhr.audits[id].errorMessage}`).filter(Boolean)
  return errors.length ? errors.join("; ") : "no performance score"
}

/** The figures the benchmark keeps from one Lighthouse result. */
export function summariseLighthouse(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const sum = (filter) => requests.filter(filter).reduce((n, r) => n + (r.transferSize || 0), 0)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    siMs: Math.round(audit("speed-index")),
    totalKb: kb(sum(() => true)),
    jsKb: kb(sum((r) => r.resourceType === "Script")),
    imageKb: kb(sum((r) => r.resourceType === "Image")),
    requests: requests.length,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 0,
  }
}

/**
 * Lighthouse's default CPU slowdown (4×) turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-range
 * phone; below this index the host itself is slower than that, and TBT reads higher than the phone would see.
 */
export const HIGH_END_DESKTOP_INDEX = 1500

/** Lighthouse's default cpuSlowdownMultiplier for the mobile form factor. */
export const DEFAULT_CPU_SLOWDOWN = 4

/** The version number in a browser's `--version` line ("Chromium 156.0.8078.79 built on Debian…"). */
export const browserVersion = (versionLine) => /\d+(?:\.\d+){3}/.exec(versionLine)?.[0] ?? versionLine.trim()

/**
 * One sentence on the machine the figures come from: Lighthouse's benchmarkIndex (median over every run) and
 * the CPU slowdown it applied, with a warning when the host is too slow for the slowdown to mean a mid-range
 * phone (Lighthouse docs/throttling.md, "Calibrating the CPU slowdown").
 * @param {number[]} indices benchmarkIndex of each run
 * @param {number} slowdown the cpuSlowdownMultiplier the runs used
 * @param {string} chrome the browser's version
 */
export function describeHost(indices, slowdown, chrome) {
  const index = Math.round(median(indices))
  const base = `Host: Chromium ${chrome}, Lighthouse benchmarkIndex ${index} (median of ${indices.length} run${indices.length === 1 ? "" : "s"}), CPU slowdown ${slowdown}×.`
  if (slowdown !== DEFAULT_CPU_SLOWDOWN || index >= HIGH_END_DESKTOP_INDEX) return base
  return `${base} The ${DEFAULT_CPU_SLOWDOWN}× slowdown stands for a mid-range phone on a host of ${HIGH_END_DESKTOP_INDEX}-2000; this host is slower, so TBT (and the performance score) read worse than that phone would see. Compare with runs of a similar index, or calibrate with BENCH_CPU_SLOWDOWN.`
}

/**
 * Lists every budget a set of median rows (and build times) misses.
 * @param {Array<Record<string, any>>} rows
 * @param {{ coldMs?: number | null, warmMs?: number | null }} [times]
 * @returns {string[]}
 */
export function checkBudgets(rows, { coldMs = null, warmMs = null } = {}) {
  const problems = []
  for (const r of rows) {
    const home = r.route === "/"
    if (r.performance < BUDGETS.performance) problems.push(`${r.route}: performance ${r.performance} < ${BUDGETS.performance}`)
    for (const key of ["accessibility", "bestPractices", "seo"])
      if (r[key] < BUDGETS[key]) problems.push(`${r.route}: ${key} ${r[key]} < ${BUDGETS[key]}`)
    if (r.lcpMs > BUDGETS.lcpMs) problems.push(`${r.route}: LCP ${r.lcpMs} ms > ${BUDGETS.lcpMs} ms`)
    if (r.tbtMs > BUDGETS.tbtMs) problems.push(`${r.route}: TBT ${r.tbtMs} ms > ${BUDGETS.tbtMs} ms`)
    if (r.cls > BUDGETS.cls) problems.push(`${r.route}: CLS ${r.cls} > ${BUDGETS.cls}`)
    const jsBudget = home ? BUDGETS.homeJsKb : BUDGETS.otherJsKb
    if (r.jsKb > jsBudget) problems.push(`${r.route}: JavaScript ${r.jsKb} KB > ${jsBudget} KB`)
    if (home && r.totalKb > BUDGETS.homeTotalKb) problems.push(`/: total transfer ${r.totalKb} KB > ${BUDGETS.homeTotalKb} KB`)
  }
  if (coldMs && warmMs && warmMs / coldMs > BUDGETS.warmRebuildShare)
    problems.push(`warm rebuild ${Math.round((warmMs / coldMs) * 100)}% of the cold build > ${BUDGETS.warmRebuildShare * 100}%`)
  return problems
}
