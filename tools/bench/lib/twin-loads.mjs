/**
 * The figures of `npm run bench:twins` (tools/bench/twins.mjs): Chrome's own main-thread counters of one page load
 * (Performance.getMetrics), and the verdict of each French twin against its English page over many alternating
 * loads. Pure functions, tested in __tests__/bench-twins.test.ts.
 */
import { median } from "./bench-metrics.mjs"
import { TARGETS } from "./bench-targets.mjs"

/** The counters read, in milliseconds, and their names in the table: all of the renderer's main thread's work. */
export const TWIN_COUNTERS = [
  ["TaskDuration", "main thread"],
  ["ScriptDuration", "script"],
  ["LayoutDuration", "layout"],
  ["RecalcStyleDuration", "style"],
]
/** The counters the twin target judges (the others say where a difference comes from). */
const JUDGED = new Set(["TaskDuration", "ScriptDuration"])

/**
 * One load's counters in milliseconds, from Performance.getMetrics' list (seconds).
 * @param {Array<{ name: string, value: number }>} metrics
 */
export function countersOf(metrics) {
  return Object.fromEntries(
    TWIN_COUNTERS.map(([name]) => {
      const metric = metrics.find((m) => m.name === name)
      if (!metric) throw new Error(`Performance.getMetrics gave no ${name}: has Chromium renamed its counters?`)
      return [name, metric.value * 1000]
    }),
  )
}

const round1 = (ms) => Math.round(ms * 10) / 10
const share = (fr, en) => (en > 0 ? fr / en : fr > 0 ? Infinity : 1)

/**
 * A French twin's verdict: the median of each counter over the English page's loads and the French page's, and
 * whether the French main thread and script stay within TARGETS.twinShare of the English ones.
 * @param {string} en the English route
 * @param {string} fr its French twin
 * @param {Array<Record<string, number>>} enLoads countersOf each load of the English page
 * @param {Array<Record<string, number>>} frLoads and of the French page
 */
export function twinVerdict(en, fr, enLoads, frLoads) {
  if (!enLoads.length || !frLoads.length) throw new Error(`twinVerdict: ${en} and ${fr} need at least one load each`)
  const figures = TWIN_COUNTERS.map(([name, label]) => {
    const a = median(enLoads.map((l) => l[name]))
    const b = median(frLoads.map((l) => l[name]))
    return { name, label, en: round1(a), fr: round1(b), share: Math.round(share(b, a) * 100) / 100 }
  })
  const held = figures.filter((f) => JUDGED.has(f.name)).every((f) => f.share <= TARGETS.twinShare)
  return { en, fr, loads: Math.min(enLoads.length, frLoads.length), figures, held }
}

/** The verdicts as a Markdown table, one row per twin: each counter's English and French medians and their share. */
export function twinTable(verdicts) {
  const head = ["French page", ...TWIN_COUNTERS.map(([, label]) => `${label} ms (en / fr, share)`), `≤ ${TARGETS.twinShare}×`]
  const rows = verdicts.map((v) => [v.fr, ...v.figures.map((f) => `${f.en} / ${f.fr} (${f.share}×)`), v.held ? "held" : "missed"])
  return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n")
}
