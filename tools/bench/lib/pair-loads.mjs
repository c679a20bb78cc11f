/**
 * The figures of `npm run bench:pairs` (tools/bench/pairs.mjs): the main thread's work in one page load, the pairs a
 * run compares, and each pair's verdict over many alternating loads. Pure functions, tested in __tests__/bench-pairs.test.ts.
 */
import { mainThreadFigures, median } from "./bench-metrics.mjs"
import { TARGETS } from "./bench-targets.mjs"
import { markdownTable } from "./markdown-table.mjs"

/**
 * The figures of one load, and their names in the table. Main thread, layout and style are Chrome's own counters of the
 * renderer's main thread (Performance.getMetrics). Script is not its counter: ScriptDuration leaves out the work of
 * promise callbacks (50 ms of busy work in a microtask counts as 0.2 ms), which is most of a Gatsby page's start-up; it
 * is the trace's script time (bench-metrics mainThreadFigures, the benchmark's trace script column), from a light trace.
 */
export const FIGURES = [
  ["mainThreadMs", "main thread"],
  ["scriptMs", "script"],
  ["layoutMs", "layout"],
  ["styleMs", "style"],
]

/** The trace categories of a load: tasks, script events and microtasks, without Lighthouse's screenshots, stacks and sources. */
export const TRACE_CATEGORIES = ["toplevel", "disabled-by-default-lighthouse", "devtools.timeline", "v8", "v8.execute"]

/**
 * One load's figures in milliseconds, from Performance.getMetrics' list (seconds) and the load's trace events.
 * @param {Array<{ name: string, value: number }>} metrics
 * @param {Array<Record<string, any>>} traceEvents
 */
export function figuresOf(metrics, traceEvents) {
  const counter = (name) => {
    const metric = metrics.find((m) => m.name === name)
    if (!metric) throw new Error(`Performance.getMetrics gave no ${name}: has Chromium renamed its counters?`)
    return metric.value * 1000
  }
  const { traceMainMs, traceScriptMs } = mainThreadFigures(traceEvents)
  if (!traceMainMs) throw new Error("The trace has no task of the page's main thread: were the trace categories changed?")
  return {
    mainThreadMs: counter("TaskDuration"),
    scriptMs: traceScriptMs,
    layoutMs: counter("LayoutDuration"),
    styleMs: counter("RecalcStyleDuration"),
  }
}

/**
 * @typedef {{ page: string, against: string, url: string, againstUrl: string, lang: string, againstLang: string,
 *   rule: string, share: number, judged: string[] }} Pair
 *   a page of ours and what it is compared with (its English twin, or the starter's page), the language of the browser
 *   each is loaded in (its audience's: "fr" for a French twin, "en" otherwise), the target's name, the
 *   largest share of the reference's medians it may take, and the figures judged (the others say where a
 *   difference comes from)
 */

/**
 * The pairs of a run. Each French twin against its English page (script ≤ TARGETS.twinShare; its main thread, which
 * carries the French text's extra length into layout, is shown, not judged: issue 60); with
 * the starter's build, the home pages against the starter's home (script ≤ TARGETS.homeScriptShare) and the article
 * and legal pages against the starter's article (script ≤ 1×), both languages. The planner's page (role "planner")
 * against the home page of its language (script and main thread ≤ TARGETS.plannerShare), when the home is measured.
 * @param {object} run
 * @param {string[]} run.english the English routes measured
 * @param {Array<[string, string]>} run.twins [English route, French route]
 * @param {Map<string, string>} run.roles each route's role: "home", "article" or "page" (lib/sitemap-routes.mjs)
 * @param {(route: string) => string} run.ours a route's URL on the local server of our build
 * @param {{ home: string, article: string, url: (route: string) => string } | null} run.starter the starter's pages
 * @returns {Pair[]}
 */
export function pairsOf({ english, twins, roles, ours, starter }) {
  const pairs = []
  for (const en of english) {
    const fr = twins.find(([e]) => e === en)?.[1]
    if (fr)
      pairs.push({
        page: fr,
        against: en,
        url: ours(fr),
        againstUrl: ours(en),
        lang: "fr",
        againstLang: "en",
        rule: "twin",
        share: TARGETS.twinShare,
        judged: ["scriptMs"],
      })
    const role = roles.get(en)
    // the planner's page against the home page of its language, both ours (issue 60: script and main thread ≤ 1.2×)
    const home = english.find((route) => roles.get(route) === "home")
    if (role === "planner" && home) {
      const homeFr = twins.find(([e]) => e === home)?.[1]
      for (const [page, against, lang] of [[en, home, "en"], ...(fr && homeFr ? [[fr, homeFr, "fr"]] : [])])
        pairs.push({
          page,
          against,
          url: ours(page),
          againstUrl: ours(against),
          lang,
          againstLang: lang,
          rule: "plannerHome",
          share: TARGETS.plannerShare,
          judged: ["scriptMs", "mainThreadMs"],
        })
    }
    if (!starter || (role !== "home" && role !== "article")) continue
    const theirs = role === "home" ? starter.home : starter.article
    for (const page of fr ? [en, fr] : [en])
      pairs.push({
        page,
        against: `starter ${theirs}`,
        url: ours(page),
        againstUrl: starter.url(theirs),
        lang: page === fr ? "fr" : "en",
        againstLang: "en",
        rule: role === "home" ? "homeScript" : "articleScript",
        share: role === "home" ? TARGETS.homeScriptShare : 1,
        judged: ["scriptMs"],
      })
  }
  return pairs
}

const round1 = (ms) => Math.round(ms * 10) / 10
const ratio = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1)

/**
 * A pair's verdict: the median of each figure over the page's loads and over the reference's, and whether each
 * judged figure of the page stays within the pair's share of the reference's.
 * @param {Pair} pair
 * @param {Array<Record<string, number>>} pageLoads figuresOf each load of the page
 * @param {Array<Record<string, number>>} againstLoads and of what it is compared with
 */
export function pairVerdict(pair, pageLoads, againstLoads) {
  if (!pageLoads.length || !againstLoads.length)
    throw new Error(`pairVerdict: ${pair.page} and ${pair.against} need at least one load each`)
  const figures = FIGURES.map(([name, label]) => {
    const page = median(pageLoads.map((l) => l[name]))
    const against = median(againstLoads.map((l) => l[name]))
    return { name, label, page: round1(page), against: round1(against), share: Math.round(ratio(page, against) * 100) / 100 }
  })
  const held = figures.filter((f) => pair.judged.includes(f.name)).every((f) => f.share <= pair.share)
  return { ...pair, loads: Math.min(pageLoads.length, againstLoads.length), figures, held }
}

/** How a pair's target reads in the table: "main thread, script ≤ 1.1×". */
const targetOf = (v) =>
  `${FIGURES.filter(([n]) => v.judged.includes(n))
    .map(([, label]) => label)
    .join(", ")} ≤ ${v.share}×`

/** The verdicts as a Markdown table, one row per pair: each figure's medians (page / reference) and their share. */
export function pairTable(verdicts) {
  const head = ["page", "against", ...FIGURES.map(([, label]) => `${label} ms`), "target", "verdict"]
  const rows = verdicts.map((v) => [
    v.page,
    v.against,
    ...v.figures.map((f) => `${f.page} / ${f.against} (${f.share}×)`),
    targetOf(v),
    v.held ? "held" : "missed",
  ])
  return markdownTable(head, rows)
}
