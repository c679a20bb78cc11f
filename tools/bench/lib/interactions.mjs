/**
 * The figures of `npm run bench:inp` (tools/bench/inp.mjs): the browser's Event Timing entries of a scripted
 * interaction grouped into interactions, each split as Chrome's INP is (input delay, processing, presentation), their
 * medians over the run's repetitions, and each scenario's verdict against the references measured in the same run.
 * Pure functions, tested in __tests__/bench-inp.test.ts.
 */
import { median } from "./bench-metrics.mjs"
import { markdownTable } from "./markdown-table.mjs"

/**
 * The targets of issue 60, relative to references of the same run:
 * - `processingMs`: the page's handlers in one interaction at most 16 ms with the CPU slowed 4×, a frame's worth. Event
 *   Timing's processing of every event of it, summed, holds the browser's own default actions too: a keypress's
 *   processing includes the text's insertion (the reference keystroke, on a page without scripts, has 7-8 ms of it) and
 *   an arrow key's the select's own change; so the rule judges the handlers less the browser's own for the same change:
 *   the scenario's floor's handlers where the run has its floor, the reference's for a keystroke, nothing otherwise;
 * - `overReferenceMs`: an interaction's whole duration at most the reference keystroke's (the same key typed into a
 *   plain text field of the page's scriptless copy: the browser's own cost) + 50 ms;
 * - `typingShare`: typing in a field of the planner at most 1.1× typing in the contact form.
 */
export const INP_TARGETS = { processingMs: 16, overReferenceMs: 50, typingShare: 1.1 }

/**
 * The smallest duration the Event Timing API reports (`durationThreshold` cannot go lower): an interaction whose
 * events all took less is not reported at all, and counts as this much, an upper bound.
 */
export const UNREPORTED_MS = 16

/**
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number, processingStart: number,
 *   processingEnd: number }} EventEntry  a PerformanceEventTiming entry, as JSON
 * @typedef {{ durationMs: number, inputDelayMs: number, processingMs: number, presentationMs: number,
 *   handlersMs: number, events: string[], reported: boolean }} Interaction
 */

/**
 * The interactions of a list of Event Timing entries, in the order they started: the entries of one interactionId
 * together. Like INP, its duration and its split are its longest event's (input delay + processing + presentation =
 * duration); `handlersMs` is the processing of all its events summed (a keystroke's keydown, keypress and keyup; a
 * tap's pointer, mouse and click events), which is what the page's handlers cost in all.
 * Entries without an interactionId (mouse moves, scroll) are not interactions.
 * @param {EventEntry[]} entries
 * @returns {Interaction[]}
 */
export function interactionsOf(entries) {
  const byId = new Map()
  for (const e of entries) {
    if (!e.interactionId) continue
    if (!byId.has(e.interactionId)) byId.set(e.interactionId, [])
    byId.get(e.interactionId).push(e)
  }
  return [...byId.values()]
    .map((events) => {
      const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a))
      const inputDelayMs = Math.max(0, longest.processingStart - longest.startTime)
      const processingMs = Math.max(0, longest.processingEnd - longest.processingStart)
      return {
        start: Math.min(...events.map((e) => e.startTime)),
        durationMs: longest.duration,
        inputDelayMs: round1(inputDelayMs),
        processingMs: round1(processingMs),
        presentationMs: round1(Math.max(0, longest.duration - inputDelayMs - processingMs)),
        handlersMs: round1(events.reduce((sum, e) => sum + Math.max(0, e.processingEnd - e.processingStart), 0)),
        events: [...new Set(events.map((e) => e.name))],
        reported: true,
      }
    })
    .sort((a, b) => a.start - b.start)
    .map(({ start: _start, ...interaction }) => interaction)
}

/** An interaction the browser did not report: all its events under the threshold. */
export const unreported = () => ({
  durationMs: UNREPORTED_MS,
  inputDelayMs: 0,
  processingMs: 0,
  presentationMs: 0,
  handlersMs: 0,
  events: [],
  reported: false,
})

/**
 * The interactions a scripted step made: those reported, and one `unreported` for each of the `expected` the browser
 * left out (too short to report).
 * @param {EventEntry[]} entries
 * @param {number} expected how many interactions the step made (3 for "999" typed, 1 for a click)
 */
export function stepInteractions(entries, expected) {
  const found = interactionsOf(entries)
  return [...found, ...Array.from({ length: Math.max(0, expected - found.length) }, unreported)]
}

const round1 = (ms) => Math.round(ms * 10) / 10

/** How long after a step its frames are gathered (ms): a chunk the step starts loading has arrived and run by then. */
export const AFTER_STEP_MS = 2000

/**
 * What a step kept the page busy with, from its start to `AFTER_STEP_MS` after it: the long animation frames (over
 * 50 ms, Chrome's Long Animation Frames API) that began from `since` on, their blocking time summed (each frame's time
 * over 50 ms, as TBT counts a task's) and the longest. Work a step starts after its own frame (a chunk it loads, a
 * deferred render) is in no Event Timing entry, but a visitor's next tap or keystroke waits behind it.
 * @param {Array<{ startTime: number, duration: number, blockingDuration: number }>} frames
 * @param {number} since the step's start, on the page's clock
 */
export function blockingAfter(frames, since) {
  const after = frames.filter((f) => f.startTime >= since)
  return {
    blockingMs: Math.round(after.reduce((sum, f) => sum + f.blockingDuration, 0)),
    longestFrameMs: Math.round(Math.max(0, ...after.map((f) => f.duration))),
  }
}

/**
 * A scenario's blocking over its repetitions (one `blockingAfter` each): the medians of the blocking time and of the
 * longest frame.
 * @param {Array<ReturnType<typeof blockingAfter>>} runs
 */
export function blockingSummary(runs) {
  if (!runs.length) throw new Error("blockingSummary: no run to summarise")
  return { blockingMs: median(runs.map((r) => r.blockingMs)), longestFrameMs: median(runs.map((r) => r.longestFrameMs)) }
}

/** A scenario's blocking as a table cell: "blocking (longest frame)", or "-" for a run without the figure. */
const blockingCell = (blocking) => (blocking ? `${blocking.blockingMs} (${blocking.longestFrameMs})` : "-")

/**
 * A scenario's figures over its repetitions: the medians of the duration and of each part, and the worst
 * interaction (its 75th percentile as INP's field figure is too, over few samples: the largest but one from 8 up).
 * @param {Interaction[]} interactions every interaction of every repetition of the scenario
 */
export function summaryOf(interactions) {
  if (!interactions.length) throw new Error("summaryOf: no interaction to summarise")
  const of = (key) => interactions.map((i) => i[key])
  const durations = of("durationMs").sort((a, b) => a - b)
  const p75 = durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.75) - 1)]
  return {
    count: interactions.length,
    unreported: interactions.filter((i) => !i.reported).length,
    durationMs: median(of("durationMs")),
    p75Ms: p75,
    inputDelayMs: median(of("inputDelayMs")),
    processingMs: median(of("processingMs")),
    presentationMs: median(of("presentationMs")),
    handlersMs: median(of("handlersMs")),
    maxHandlersMs: Math.max(...of("handlersMs")),
  }
}

/**
 * The browser's own part of a scenario's handlers (see INP_TARGETS): its floor's median handlers where the run has the
 * floor, the reference keystroke's for a keystroke (`keystroke`), else 0; and what is left of the scenario's, the page's.
 */
function handlersSplit(s, scenarios, reference) {
  const floor = scenarios.find((f) => f.floorOf === s.id)
  const ownMs = floor ? floor.summary.handlersMs : s.keystroke ? reference.summary.handlersMs : 0
  return { ownMs, oursMs: Math.round(Math.max(0, s.summary.handlersMs - ownMs) * 100) / 100 }
}

/**
 * Each scenario's verdict: its handlers' median time (every event's processing) less the browser's own (handlersSplit) within `INP_TARGETS.processingMs`; its median duration within the
 * reference's + `INP_TARGETS.overReferenceMs`; and, for a scenario with `typingAgainst`, its median duration within
 * `INP_TARGETS.typingShare` of that scenario's. A floor (`floorOf`: the same change made by a plain listener) is not
 * judged: it shows what the browser alone costs for what that scenario shows.
 * @param {Array<{ id: string, label: string, route: string, reference?: boolean, typingAgainst?: string, floorOf?: string, keystroke?: boolean, summary: ReturnType<typeof summaryOf> }>} scenarios
 * @param {string} referenceId the reference keystroke's scenario
 */
export function inpVerdicts(scenarios, referenceId, targets = INP_TARGETS) {
  const reference = scenarios.find((s) => s.id === referenceId)
  if (!reference) throw new Error(`inpVerdicts: no reference scenario "${referenceId}"`)
  const byId = new Map(scenarios.map((s) => [s.id, s]))
  return scenarios
    .filter((s) => s.id !== referenceId && !s.floorOf)
    .map((s) => {
      const handlers = handlersSplit(s, scenarios, reference)
      const checks = [
        { rule: `our handlers ≤ ${targets.processingMs} ms`, held: handlers.oursMs <= targets.processingMs },
        {
          rule: `duration ≤ reference + ${targets.overReferenceMs} ms (${reference.summary.durationMs + targets.overReferenceMs} ms)`,
          held: s.summary.durationMs <= reference.summary.durationMs + targets.overReferenceMs,
        },
      ]
      const against = s.typingAgainst && byId.get(s.typingAgainst)
      if (s.typingAgainst && !against) throw new Error(`inpVerdicts: ${s.id} is compared with "${s.typingAgainst}", which did not run`)
      if (against) {
        const share = Math.round((s.summary.durationMs / Math.max(against.summary.durationMs, 1)) * 100) / 100
        checks.push({ rule: `typing ≤ ${targets.typingShare}× ${against.label} (${share}×)`, held: share <= targets.typingShare })
      }
      return { ...s, handlers, checks, held: checks.every((c) => c.held) }
    })
}

/** The run as a Markdown table: the reference and the floors first, then each scenario's medians, split, and verdict. */
export function inpTable(scenarios, verdicts) {
  const head = [
    "interaction",
    "page",
    "n",
    "duration ms (p75)",
    "input delay",
    "processing",
    "presentation",
    "all handlers (max)",
    "ours: less the browser's own",
    `blocked in ${AFTER_STEP_MS / 1000} s (longest frame)`,
    "verdict",
  ]
  const row = (s, verdict) => [
    s.label,
    s.route,
    `${s.summary.count}${s.summary.unreported ? ` (${s.summary.unreported} < ${UNREPORTED_MS} ms)` : ""}`,
    `${s.summary.durationMs} (${s.summary.p75Ms})`,
    s.summary.inputDelayMs,
    s.summary.processingMs,
    s.summary.presentationMs,
    `${s.summary.handlersMs} (${s.summary.maxHandlersMs})`,
    s.handlers ? (s.handlers.ownMs ? `${s.handlers.oursMs} (less ${s.handlers.ownMs})` : `${s.handlers.oursMs}`) : "–",
    blockingCell(s.blocking),
    verdict,
  ]
  const reference = scenarios.find((s) => s.reference)
  const labelOf = (id) => scenarios.find((s) => s.id === id)?.label ?? id
  const rows = [
    ...(reference ? [row(reference, "reference")] : []),
    ...scenarios.filter((s) => s.floorOf).map((s) => row(s, `floor of "${labelOf(s.floorOf)}"`)),
    ...verdicts.map((v) =>
      row(
        v,
        v.held
          ? "held"
          : `missed: ${v.checks
              .filter((c) => !c.held)
              .map((c) => c.rule)
              .join("; ")}`,
      ),
    ),
  ]
  return markdownTable(head, rows)
}

/**
 * The order the scenarios run in at repetition `i`: as given on even repetitions, reversed on odd ones, so that no
 * scenario always meets the host a moment after the same other one.
 */
export const roundOrder = (ids, i) => (i % 2 ? [...ids].reverse() : [...ids])

/**
 * Two builds side by side (BENCH_INP_BASE): for each scenario both ran, the base's and this build's median duration,
 * their ratio, the medians of the handlers and of the input delay, and the blocking after the step. Rows in
 * `current`'s order.
 * @param {Array<{ id: string, label: string, route: string, summary: ReturnType<typeof summaryOf>, blocking?: ReturnType<typeof blockingSummary> }>} current
 * @param {Array<{ id: string, summary: ReturnType<typeof summaryOf>, blocking?: ReturnType<typeof blockingSummary> }>} base
 */
export function comparisonTable(current, base) {
  const baseById = new Map(base.map((s) => [s.id, s]))
  const head = [
    "interaction",
    "page",
    "duration ms: base",
    "this build",
    "ratio",
    "handlers ms: base",
    "this build",
    "input delay: base",
    "this build",
    "blocked after: base",
    "this build",
  ]
  const rows = current
    .filter((s) => baseById.has(s.id))
    .map((s) => {
      const { summary: b, blocking } = baseById.get(s.id)
      const ratio = Math.round((s.summary.durationMs / Math.max(b.durationMs, 1)) * 100) / 100
      return [
        s.label,
        s.route,
        b.durationMs,
        s.summary.durationMs,
        `${ratio}×`,
        b.handlersMs,
        s.summary.handlersMs,
        b.inputDelayMs,
        s.summary.inputDelayMs,
        blockingCell(blocking),
        blockingCell(s.blocking),
      ]
    })
  return markdownTable(head, rows)
}
