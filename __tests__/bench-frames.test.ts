import { INTERACTION_SPAN_MS, PHASES, framePhases, phaseMedians, phasesTable } from "../tools/bench/lib/frame-phases.mjs"

/** A complete trace event on the page's main thread (tid 7) unless told, from `ms` for `durMs`. */
const ev = (name: string, ms: number, durMs: number, extra: Record<string, unknown> = {}) => ({
  ph: "X",
  name,
  pid: 1,
  tid: 7,
  ts: ms * 1000,
  dur: durMs * 1000,
  ...extra,
})
const input = (type: string, ms: number, durMs: number) => ev("EventDispatch", ms, durMs, { args: { data: { type } } })

describe("framePhases", () => {
  it("sums each phase from the first input event to the commit of the frame after that interaction", () => {
    const trace = [
      // before the step: not counted
      ev("Paint", 10, 5),
      input("keydown", 100, 2),
      input("keypress", 103, 6),
      // the input event is dispatched from the keypress's text insertion: counted once, in the keypress
      input("input", 104, 4),
      input("keyup", 110, 1),
      // React's scheduler runs its work in a MessageChannel's message: not an input event's handler
      ev("EventDispatch", 111, 0.5, { args: { data: { type: "message" } } }),
      ev("UpdateLayoutTree", 112, 1.5),
      ev("Layout", 114, 3),
      ev("PrePaint", 118, 1),
      // a layer painted within the document's paint counts once
      ev("Paint", 120, 4),
      ev("Paint", 121, 2),
      ev("Layerize", 125, 0.5),
      ev("Commit", 126, 2),
      // the next key, 120 ms later, and its frame: another interaction
      input("keydown", 230, 2),
      ev("Paint", 240, 3),
      ev("Commit", 245, 2),
      // another thread's work (a worker, the compositor) is not the page's main thread
      ev("Layout", 115, 9, { tid: 8 }),
    ]
    expect(framePhases(trace)).toEqual({
      EventDispatch: 9,
      UpdateLayoutTree: 1.5,
      Layout: 3,
      PrePaint: 1,
      Paint: 4,
      Layerize: 0.5,
      Commit: 2,
      frameMs: 28,
    })
  })

  it("takes a tap's events as one interaction however many frames come between them", () => {
    const trace = [
      input("pointerdown", 0, 3),
      ev("Commit", 5, 1),
      input("pointerup", 20, 1),
      input("click", 22, 10),
      ev("Paint", 34, 2),
      ev("Commit", 37, 1),
    ]
    const phases = framePhases(trace) as Record<string, number> | null
    expect(phases?.frameMs).toBe(38)
    expect(phases?.Commit).toBe(2)
    expect(phases?.Paint).toBe(2)
    expect(INTERACTION_SPAN_MS).toBeGreaterThanOrEqual(22)
  })

  it("is null for a trace without an input event (a scenario that no longer reaches the page)", () => {
    expect(framePhases([ev("Paint", 0, 1)])).toBeNull()
  })
})

describe("phaseMedians and phasesTable", () => {
  const run = (paint: number) => ({ ...Object.fromEntries(PHASES.map(([name]) => [name, 1])), Paint: paint, frameMs: 30 + paint })
  it("gives each phase's median and sets this build beside the base", () => {
    const ours = phaseMedians([run(1), run(2), run(9)])
    const base = phaseMedians([run(4), run(5), run(6)])
    expect(ours.Paint).toBe(2)
    expect(base.frameMs).toBe(35)
    const table = phasesTable(ours, base).split("\n")
    expect(table[0]).toBe("| ms (median) | base | this build | ratio |")
    expect(table).toContain("| paint | 5 | 2 | 0.4× |")
    expect(table).toContain("| input to the frame's commit | 35 | 32 | 0.91× |")
    expect(phasesTable(ours).split("\n")[0]).toBe("| ms (median) | this build |")
  })

  it("names the columns of a scenario played against its floor", () => {
    const table = phasesTable(phaseMedians([run(3)]), phaseMedians([run(2)]), ["its floor", "the scenario"]).split("\n")
    expect(table[0]).toBe("| ms (median) | its floor | the scenario | ratio |")
    expect(table).toContain("| paint | 2 | 3 | 1.5× |")
  })
})
