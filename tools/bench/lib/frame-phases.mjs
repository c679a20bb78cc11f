/**
 * The frame of an interaction, phase by phase (`npm run bench:frames`, tools/bench/frames.mjs): from a Chromium trace of
 * the step, the main thread's time in the handlers of its input events and in each step of the rendering that follows (style, layout,
 * pre-paint, paint, layerize, commit). bench:inp gives an interaction's duration in steps of 8 ms (Event Timing rounds
 * it), too coarse for a change of a few milliseconds in paint; these are the trace's own durations. Pure functions,
 * tested in __tests__/bench-frames.test.ts.
 */
import { median } from "./bench-metrics.mjs"
import { markdownTable } from "./markdown-table.mjs"

/** The trace events summed, and their names in the table. */
export const PHASES = [
  ["EventDispatch", "input handlers"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["PrePaint", "pre-paint"],
  ["Paint", "paint"],
  ["Layerize", "layerize"],
  ["Commit", "commit"],
]

/**
 * How far apart the events of one interaction may be: a key's keydown, keypress, input and keyup, a tap's pointer, mouse
 * and click events come within a few milliseconds of each other; the next key of a typed word, 100 ms later.
 */
export const INTERACTION_SPAN_MS = 50

/** The input events a step's window starts at. */
const INPUT_EVENTS = new Set(["keydown", "keypress", "input", "keyup", "pointerdown", "pointerup", "mousedown", "mouseup", "click"])

/**
 * Each phase's milliseconds in the step's first interaction: from its first input event to the end of the first commit
 * after its last one (the frame that shows it; the events within INTERACTION_SPAN_MS of the first are that
 * interaction's), on the thread that handled the input. An event inside another of the same name
 * (an event dispatched from a handler, a layer painted within its parent's paint) counts once, in the outer one.
 * Null when the trace has no input event.
 * @param {Array<Record<string, any>>} traceEvents
 */
export function framePhases(traceEvents) {
  const inputs = traceEvents.filter((e) => e.name === "EventDispatch" && e.ph === "X" && INPUT_EVENTS.has(e.args?.data?.type))
  if (!inputs.length) return null
  const tid = inputs[0].tid
  const start = Math.min(...inputs.map((e) => e.ts))
  const ofFirst = inputs.filter((e) => e.ts - start <= INTERACTION_SPAN_MS * 1000)
  const lastInput = Math.max(...ofFirst.map((e) => e.ts + (e.dur ?? 0)))
  const onThread = traceEvents.filter((e) => e.ph === "X" && e.tid === tid && e.dur != null && e.ts >= start)
  const frameCommit = onThread.filter((e) => e.name === "Commit" && e.ts >= lastInput).sort((a, b) => a.ts - b.ts)[0]
  const end = frameCommit ? frameCommit.ts + frameCommit.dur : Infinity
  const inWindow = onThread.filter((e) => e.ts + e.dur <= end)
  const phases = Object.fromEntries(PHASES.map(([name]) => [name, 0]))
  // the handlers of input events only: a MessageChannel's message (React's scheduler) is an EventDispatch too
  const counted = (e) => e.name !== "EventDispatch" || INPUT_EVENTS.has(e.args?.data?.type)
  for (const [name] of PHASES) {
    const events = inWindow.filter((e) => e.name === name && counted(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    let outerEnd = -Infinity
    for (const e of events) {
      if (e.ts < outerEnd) continue
      phases[name] += e.dur / 1000
      outerEnd = e.ts + e.dur
    }
  }
  return { ...phases, frameMs: (end === Infinity ? lastInput : end) / 1000 - start / 1000 }
}

const round2 = (ms) => Math.round(ms * 100) / 100

/**
 * The medians of several runs, phase by phase, with the time from the first input to the frame's commit.
 * @param {Array<Record<string, number>>} runs framePhases of each run
 */
export function phaseMedians(runs) {
  const keys = [...PHASES.map(([name]) => name), "frameMs"]
  return Object.fromEntries(keys.map((k) => [k, round2(median(runs.map((r) => r[k])))]))
}

/**
 * The table of a run: each phase's median on this build, and what it was played against beside it when there is
 * something (the base build, or the scenario's floor: `names` then says so).
 * @param {Record<string, number>} ours phaseMedians on this build
 * @param {Record<string, number> | null} base phaseMedians of what it was played against
 * @param {[string, string]} names the columns of the two
 */
export function phasesTable(ours, base = null, names = ["base", "this build"]) {
  const rows = [...PHASES, ["frameMs", "input to the frame's commit"]].map(([key, label]) =>
    base ? [label, base[key], ours[key], base[key] ? `${round2(ours[key] / base[key])}×` : "–"] : [label, ours[key]],
  )
  return markdownTable(base ? ["ms (median)", ...names, "ratio"] : ["ms (median)", names[1]], rows)
}
