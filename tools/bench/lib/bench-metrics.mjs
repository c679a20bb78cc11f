/** The performance budgets of the performance issues (medians, every route). */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** LCP when the largest paint is text (a heading, a paragraph) */
  textLcpMs: 1200,
  /** LCP when the largest paint is an image */
  imageLcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  jsKb: 100,
  homeTotalKb: 700,
  warmRebuildShare: 0.4,
  describe:
    "Lighthouse performance ≥ 98, accessibility / best practices / SEO 100; LCP ≤ 1.2 s where the largest paint is text and ≤ 1.5 s where it is an image; TBT ≤ 100 ms; CLS ≤ 0.01; first-load JavaScript ≤ 100 KB gzip on every route; home page total ≤ 700 KB at phone width; warm rebuild after a one-file content edit ≤ 40% of the cold build. TBT and the performance score are judged only from runs on a host whose benchmarkIndex is within the calibrated range (see the host line).",
}

/**
 * Lighthouse's default 4× CPU slowdown stands for a mid-range phone only on a host whose benchmarkIndex lies in
 * this range: on a faster host TBT reads better than the phone would see, on a slower one worse.
 */
export const CALIBRATED_INDEX = { min: 1400, max: 2200 }

/** The benchmarkIndex a slowed-down host aims at (tools/bench/lib/host-emulation.mjs): the middle of the calibrated range. */
export const CALIBRATION_TARGET = (CALIBRATED_INDEX.min + CALIBRATED_INDEX.max) / 2

/**
 * The share of a core each Chromium thread may use so that a host of `nativeIndex` measures about
 * CALIBRATION_TARGET (the index scales with the CPU time the page's thread gets); null when the host is not faster
 * than the calibrated range (a host cannot be made faster).
 */
export function emulationRatio(nativeIndex) {
  if (!(nativeIndex > CALIBRATED_INDEX.max)) return null
  return scaledRatio(1, nativeIndex)
}

/** How far (as a share of the target) the median index of a route's runs may drift before the cap is corrected. */
export const RECENTER_TOLERANCE = 0.05

/**
 * The cap that brings the next runs back to CALIBRATION_TARGET, from the benchmarkIndex Lighthouse measured in the
 * runs just made under `ratio` (the index scales with the cap); null when their median is within RECENTER_TOLERANCE
 * of the target or there is nothing to go by. The calibration measures the index in a warm page; Lighthouse measures
 * it at the start of each run, in a fresh browser, and read about 10% lower (median 1619 for an aim of 1800 over the
 * 80 runs of 2026-11-24): the runs measured a slower host than the middle of the range the cap aims at.
 */
export function recenteredRatio(ratio, indices) {
  const values = indices.filter((i) => Number.isFinite(i) && i > 0)
  if (!ratio || !values.length) return null
  const m = median(values)
  if (Math.abs(m / CALIBRATION_TARGET - 1) <= RECENTER_TOLERANCE) return null
  const next = scaledRatio(ratio, m)
  return next === ratio ? null : next
}

/**
 * The cap that moves runs that measured `index` under `ratio` to CALIBRATION_TARGET, at most a whole core: a cap
 * cannot make a host faster, and one above a core let a slow hour push it to 62.8 cores (2026-11-26), which the
 * next fast hour would have had to bring down over many routes, unjudged.
 */
export function scaledRatio(ratio, index) {
  return Math.min(1, Math.round(ratio * (CALIBRATION_TARGET / index) * 1000) / 1000)
}

export const inCalibratedRange = (index) => index >= CALIBRATED_INDEX.min && index <= CALIBRATED_INDEX.max

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

/** Whether the largest contentful paint was an image or text, from the element Lighthouse names. */
export function lcpKind(lhr) {
  const found = []
  const walk = (v) => {
    if (!v || typeof v !== "object") return
    if (v.type === "node" && typeof v.snippet === "string") found.push(v.snippet)
    for (const child of Object.values(v)) walk(child)
  }
  // Lighthouse 13 names the element in its LCP breakdown insight; older versions in an audit of its own
  walk(lhr.audits["lcp-breakdown-insight"]?.details ?? lhr.audits["largest-contentful-paint-element"]?.details)
  if (!found.length) return "unknown"
  return /^<(img|picture|video|svg|image)\b/i.test(found[0].trim()) ? "image" : "text"
}

/**
 * The script files that only code loaded on demand needs (react-slick, the lightbox, the enquiry dialogs and forms,
 * toasts, the e-mail client: the named chunk groups of webpack's stats other than the app and the page components),
 * which a page fetches after its first load, when it is used or once the page has loaded: they are counted apart
 * from the first-load JavaScript that the budget is about.
 * @param {{ namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }> }} stats public/webpack.stats.json
 * @returns {Set<string>} file names
 */
export function onDemandScripts(stats) {
  const files = (group) => group.assets.map((a) => (typeof a === "string" ? a : a.name)).filter((f) => f.endsWith(".js"))
  const firstLoad = new Set()
  const onDemand = new Set()
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
    const target = name === "app" || name.startsWith("component---") ? firstLoad : onDemand
    for (const f of files(group)) target.add(f)
  }
  for (const f of firstLoad) onDemand.delete(f)
  return onDemand
}

/**
 * The figures the benchmark keeps from one Lighthouse result.
 * @param {Set<string>} [onDemand] script file names loaded on demand (onDemandScripts), counted apart from jsKb
 */
export function summariseLighthouse(lhr, onDemand = new Set()) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const sum = (filter) => requests.filter(filter).reduce((n, r) => n + (r.transferSize || 0), 0)
  const isOnDemand = (url) => onDemand.has(new URL(url).pathname.split("/").pop())
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
    jsKb: kb(sum((r) => r.resourceType === "Script" && !isOnDemand(r.url))),
    onDemandJsKb: kb(sum((r) => r.resourceType === "Script" && isOnDemand(r.url))),
    imageKb: kb(sum((r) => r.resourceType === "Image")),
    requests: requests.length,
    lcpKind: lcpKind(lhr),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 0,
  }
}

/** Lighthouse's default cpuSlowdownMultiplier for the mobile form factor. */
export const DEFAULT_CPU_SLOWDOWN = 4

/** The version number in a browser's `--version` line ("Chromium 156.0.8078.79 built on Debian…"). */
export const browserVersion = (versionLine) => /\d+(?:\.\d+){3}/.exec(versionLine)?.[0] ?? versionLine.trim()

/**
 * One sentence on the machine the figures come from: Lighthouse's benchmarkIndex (range and median over every
 * run), the CPU slowdown applied, and whether TBT could be judged (the index within the calibrated range).
 * @param {number[]} indices benchmarkIndex of each run
 * @param {number} slowdown the cpuSlowdownMultiplier the runs used
 * @param {string} chrome the browser's version
 * @param {{ nativeIndex: number, ratio: number | null, cores: number, note?: string | null } | null} [emulation] the calibrated host, when this machine was slowed down to one (tools/bench/lib/host-emulation.mjs)
 */
export function describeHost(indices, slowdown, chrome, emulation = null) {
  const lo = Math.min(...indices)
  const hi = Math.max(...indices)
  const inRange = indices.filter(inCalibratedRange).length
  const base = `Host: ${describeEmulation(emulation)}Chromium ${chrome}, Lighthouse benchmarkIndex ${lo === hi ? lo : `${lo}-${hi}`} (median ${Math.round(median(indices))} of ${indices.length} run${indices.length === 1 ? "" : "s"}), CPU slowdown ${slowdown}×.`
  const range = `${CALIBRATED_INDEX.min}-${CALIBRATED_INDEX.max}`
  if (slowdown !== DEFAULT_CPU_SLOWDOWN)
    return `${base} TBT and the performance score are not judged: the budgets assume Lighthouse's default ${DEFAULT_CPU_SLOWDOWN}× slowdown.`
  if (inRange === indices.length)
    return `${base} Every run was on a host in the calibrated range (${range}): TBT and the performance score are judged.`
  if (inRange === 0)
    return `${base} No run was on a host in the calibrated range (${range}), where the ${DEFAULT_CPU_SLOWDOWN}× slowdown stands for a mid-range phone: TBT and the performance score are shown but not judged; LCP, CLS and bytes still count.`
  return `${base} ${inRange} of ${indices.length} runs were in the calibrated range (${range}); TBT and the performance score are the medians of those runs only (— where a route had none).`
}

/**
 * The first words of the host line: the machine and, when it was slowed down to a calibrated host, how.
 * @param {{ nativeIndex: number, ratio: number | null, ratios?: number[], cores: number, note?: string | null } | null} emulation
 */
export function describeEmulation(emulation) {
  if (!emulation) return ""
  const machine = `this machine (${emulation.cores} cores, native benchmarkIndex ${emulation.nativeIndex})`
  if (emulation.ratio === null) return `${machine}${emulation.note ? ` (${emulation.note})` : ""}, `
  const pct = (r) => Math.round(r * 1000) / 10
  const ratios = [...new Set(emulation.ratios ?? [emulation.ratio])]
  const cap =
    ratios.length > 1
      ? `${Math.min(...ratios.map(pct))}-${Math.max(...ratios.map(pct))}% of a core (${ratios.length - 1} correction${ratios.length > 2 ? "s" : ""} between routes, to keep Lighthouse's own benchmarkIndex near ${CALIBRATION_TARGET})`
      : `${pct(emulation.ratio)}% of a core`
  return `${machine} emulating a calibrated host: each Chromium thread capped at ${cap} by a CFS bandwidth cgroup of its own (tools/bench/lib/host-emulation.mjs), `
}

/**
 * The runs whose TBT and performance score are judged: those on a host in the calibrated range, and none when the
 * runs used another CPU slowdown than Lighthouse's default.
 */
const calibratedRuns = (samples, slowdown) =>
  slowdown === DEFAULT_CPU_SLOWDOWN ? samples.filter((s) => inCalibratedRange(s.benchmarkIndex)) : []

/** How a column says that only some of a route's runs were judged. */
const judgedOf = (judged, runs) => `(${judged} of ${runs} judged)`

/**
 * The median row of a route from its Lighthouse samples: every figure is the median of all runs, except TBT and
 * the performance score, which are medians of the runs whose host index lay in the calibrated range (null, not
 * judged, when none did); the LCP kind is the one most runs saw.
 */
export function routeRow(route, samples, slowdown = DEFAULT_CPU_SLOWDOWN) {
  /** @type {Record<string, any>} */
  const row = { route }
  for (const key of Object.keys(samples[0])) {
    if (key === "lcpKind" || key === "benchmarkIndex" || key === "cpuSlowdown") continue
    row[key] = median(samples.map((s) => s[key]))
  }
  const kinds = samples.map((s) => s.lcpKind)
  row.lcpKind = kinds.filter((k) => k === "image").length * 2 > kinds.length ? "image" : kinds.includes("text") ? "text" : kinds[0]
  const calibrated = calibratedRuns(samples, slowdown)
  row.judgedRuns = calibrated.length
  row.tbtJudged = calibrated.length ? median(calibrated.map((s) => s.tbtMs)) : null
  row.performanceJudged = calibrated.length ? median(calibrated.map((s) => s.performance)) : null
  return row
}

/**
 * The scriptless column of a route (BENCH_SCRIPTLESS): the median TBT of the page without its scripts, from the
 * runs on a host in the calibrated range, saying how many were judged when not all were; in brackets, not judged,
 * the median of all of them when none was; "—" when there were none (a reference site's pages).
 * @param {Array<{ tbtMs: number, benchmarkIndex: number }>} samples
 * @param {number | null} slowdown the cpuSlowdownMultiplier the runs used
 */
export function scriptlessTbt(samples, slowdown = DEFAULT_CPU_SLOWDOWN) {
  if (!samples.length) return "—"
  const calibrated = calibratedRuns(samples, slowdown)
  if (!calibrated.length) return `(${median(samples.map((s) => s.tbtMs))})`
  const value = median(calibrated.map((s) => s.tbtMs))
  return calibrated.length === samples.length ? String(value) : `${value} ${judgedOf(calibrated.length, samples.length)}`
}

/**
 * The host index column of a route: the range of Lighthouse's benchmarkIndex over its runs, and how many of them
 * were judged when that is not simply all of its `runs` runs (extra runs were made, or some were out of range).
 * @param {Array<{ benchmarkIndex: number }>} samples the route's runs
 * @param {number} judgedRuns how many of them were in the calibrated range (routeRow's `judgedRuns`)
 * @param {number} runs the runs a route was meant to have (BENCH_RUNS)
 */
export function hostIndexRange(samples, judgedRuns, runs) {
  const indices = samples.map((s) => s.benchmarkIndex)
  const range = `${Math.min(...indices)}-${Math.max(...indices)}`
  return samples.length > runs || judgedRuns < samples.length ? `${range} ${judgedOf(judgedRuns, samples.length)}` : range
}

/**
 * Whether a route needs one more Lighthouse run: always until it has `runs` of them; then, when TBT can be judged
 * (the default slowdown), until `runs` of them were on a host in the calibrated range, or it has had `maxRuns`. A
 * machine whose speed wanders in and out of the range (a shared 2-core host: Lighthouse's index 1030-2050 from
 * one minute to the next) then still gives every route a judged median of `runs` runs, not of the one or two that
 * happened to land in the range.
 * @param {Array<{ benchmarkIndex: number }>} samples the route's runs so far
 * @param {number} runs
 * @param {number} maxRuns
 * @param {number | null} slowdown the cpuSlowdownMultiplier the runs used (null: not known yet, the default)
 */
export function needsAnotherRun(samples, runs, maxRuns, slowdown = DEFAULT_CPU_SLOWDOWN) {
  if (samples.length < runs) return true
  if ((slowdown ?? DEFAULT_CPU_SLOWDOWN) !== DEFAULT_CPU_SLOWDOWN || samples.length >= maxRuns) return false
  return samples.filter((s) => inCalibratedRange(s.benchmarkIndex)).length < runs
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
    const perf = r.performanceJudged === undefined ? r.performance : r.performanceJudged
    const tbt = r.tbtJudged === undefined ? r.tbtMs : r.tbtJudged
    if (perf !== null && perf < BUDGETS.performance) problems.push(`${r.route}: performance ${perf} < ${BUDGETS.performance}`)
    for (const key of ["accessibility", "bestPractices", "seo"])
      if (r[key] < BUDGETS[key]) problems.push(`${r.route}: ${key} ${r[key]} < ${BUDGETS[key]}`)
    const lcpBudget = r.lcpKind === "image" ? BUDGETS.imageLcpMs : BUDGETS.textLcpMs
    if (r.lcpMs > lcpBudget) problems.push(`${r.route}: LCP ${r.lcpMs} ms > ${lcpBudget} ms (${r.lcpKind === "image" ? "image" : "text"})`)
    if (tbt !== null && tbt > BUDGETS.tbtMs) problems.push(`${r.route}: TBT ${tbt} ms > ${BUDGETS.tbtMs} ms`)
    if (r.cls > BUDGETS.cls) problems.push(`${r.route}: CLS ${r.cls} > ${BUDGETS.cls}`)
    if (r.jsKb > BUDGETS.jsKb) problems.push(`${r.route}: JavaScript ${r.jsKb} KB > ${BUDGETS.jsKb} KB`)
    if (home && r.totalKb > BUDGETS.homeTotalKb) problems.push(`/: total transfer ${r.totalKb} KB > ${BUDGETS.homeTotalKb} KB`)
  }
  if (coldMs && warmMs && warmMs / coldMs > BUDGETS.warmRebuildShare)
    problems.push(`warm rebuild ${Math.round((warmMs / coldMs) * 100)}% of the cold build > ${BUDGETS.warmRebuildShare * 100}%`)
  return problems
}

/**
 * The main-thread figures of one unthrottled page load, from Chrome's trace (Lighthouse's Trace artifact): the
 * longest task of the page's main thread and the total time spent evaluating script (parse, compile and run of
 * every script, event handlers and timers included). Host speed changes them less than TBT's simulation.
 * @param {Array<Record<string, any>>} traceEvents
 */
export function mainThreadFigures(traceEvents) {
  const mains = traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
  let best = { longestTaskMs: 0, scriptMs: 0, busyMs: -1 }
  for (const m of mains) {
    const onThread = traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === "X" && typeof e.dur === "number")
    const tasks = onThread.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
    const busyMs = tasks.reduce((n, t) => n + t.dur, 0) / 1000
    if (busyMs <= best.busyMs) continue
    const scripts = onThread.filter((e) => SCRIPT_EVENTS.has(e.name))
    best = {
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.dur)) / 1000),
      scriptMs: Math.round(sumOutermost(scripts) / 1000),
      busyMs,
    }
  }
  return { longestTaskMs: best.longestTaskMs, scriptMs: best.scriptMs }
}

/** Trace events that are script work: evaluation, compilation, function calls from tasks, timers and events. */
const SCRIPT_EVENTS = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "FireIdleCallback",
  "V8.Execute",
  "v8.produceCache",
  "v8.produceModuleCache",
  "RunMicrotasks",
])

/** The summed duration (µs) of events, counting an event nested in another counted one once. */
function sumOutermost(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let total = 0
  let end = -Infinity
  for (const e of sorted) {
    if (e.ts >= end) {
      total += e.dur
      end = e.ts + e.dur
    } else if (e.ts + e.dur > end) {
      total += e.ts + e.dur - end
      end = e.ts + e.dur
    }
  }
  return total
}
