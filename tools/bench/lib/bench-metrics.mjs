/**
 * The figures the benchmark (tools/bench/bench.mjs) reads from Lighthouse results and Chrome traces, and the
 * medians of a target's runs. Pure functions, tested in __tests__/bench-metrics.test.ts.
 */

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
 * toasts, the e-mail client: the named chunk groups of webpack's stats other than the app, the page components and
 * the languages' interface words),
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
    // a page's language's interface words ("ui-<code>", src/i18n/load-ui.ts) are first-load: its loader starts them
    const target = name === "app" || name.startsWith("component---") || /^ui-[a-z]{2,3}$/.test(name) ? firstLoad : onDemand
    for (const f of files(group)) target.add(f)
  }
  for (const f of firstLoad) onDemand.delete(f)
  return onDemand
}

/**
 * The figures the benchmark keeps from one Lighthouse result (simulated throttling: Lighthouse's main-thread and
 * boot-up figures are the observed times × its CPU slowdown). Category scores are null when the run did not
 * measure that category (only the first round measures accessibility, best practices and SEO).
 * @param {Set<string>} [onDemand] script file names loaded on demand (onDemandScripts), counted apart from jsKb
 */
export function summariseLighthouse(lhr, onDemand = new Set()) {
  const score = (id) => (typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : null)
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
    mainThreadMs: Math.round(audit("mainthread-work-breakdown")),
    bootupMs: Math.round(audit("bootup-time")),
    totalKb: kb(sum(() => true)),
    jsKb: kb(sum((r) => r.resourceType === "Script" && !isOnDemand(r.url))),
    onDemandJsKb: kb(sum((r) => r.resourceType === "Script" && isOnDemand(r.url))),
    requests: requests.length,
    lcpKind: lcpKind(lhr),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  }
}

/**
 * A target's row: the median of each figure over its runs (scores over the runs that measured them), the LCP kind
 * most runs saw, and the range of the host's benchmarkIndex over the runs.
 * @param {string} target the route or the reference page
 * @param {Array<Record<string, any>>} samples summariseLighthouse results, each with the trace's figures merged in
 */
export function targetRow(target, samples) {
  /** @type {Record<string, any>} */
  const row = { target, runs: samples.length }
  for (const key of Object.keys(samples[0])) {
    if (key === "lcpKind" || key === "benchmarkIndex") continue
    const values = samples.map((s) => s[key]).filter((v) => typeof v === "number")
    row[key] = values.length ? median(values) : null
  }
  const kinds = samples.map((s) => s.lcpKind)
  row.lcpKind = kinds.filter((k) => k === "image").length * 2 > kinds.length ? "image" : kinds.includes("text") ? "text" : kinds[0]
  const indices = samples.map((s) => s.benchmarkIndex)
  row.hostIndex = `${Math.min(...indices)}-${Math.max(...indices)}`
  return row
}

/** The version number in a browser's `--version` line ("Chromium 156.0.8078.79 built on Debian…"). */
export const browserVersion = (versionLine) => /\d+(?:\.\d+){3}/.exec(versionLine)?.[0] ?? versionLine.trim()

/**
 * The main-thread figures of one unthrottled page load, from Chrome's trace (Lighthouse's Trace artifact: with
 * simulated throttling the page loads unthrottled): the page's main-thread busy time (its tasks), its longest task
 * and the time spent in script (parse, compile and run of every script, event handlers and timers included).
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
  return { traceMainMs: Math.round(Math.max(0, best.busyMs)), traceScriptMs: best.scriptMs, longestTaskMs: best.longestTaskMs }
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
