import {
  INP_TARGETS,
  UNREPORTED_MS,
  blockingAfter,
  blockingSummary,
  comparisonTable,
  inpTable,
  inpVerdicts,
  interactionsOf,
  roundOrder,
  stepInteractions,
  summaryOf,
} from "../tools/bench/lib/interactions.mjs"
import { REFERENCE_ID, SCENARIOS, chosenScenarios } from "../tools/bench/lib/inp-scenarios.mjs"

/** An Event Timing entry: `delay` before its handlers, `work` in them, `paint` until the next frame. */
const entry = (name: string, interactionId: number, start: number, delay: number, work: number, paint: number) => ({
  name,
  interactionId,
  startTime: start,
  processingStart: start + delay,
  processingEnd: start + delay + work,
  duration: delay + work + paint,
})

describe("interactionsOf", () => {
  it("groups a keystroke's events into one interaction: its longest event's duration and split, every event's handlers summed", () => {
    const [keystroke] = interactionsOf([entry("keydown", 7, 100, 4, 10, 30), entry("keyup", 7, 160, 2, 3, 20)])
    expect(keystroke).toEqual({
      durationMs: 44,
      inputDelayMs: 4,
      processingMs: 10,
      presentationMs: 30,
      handlersMs: 13,
      events: ["keydown", "keyup"],
      reported: true,
    })
  })

  it("splits the longest event so that its parts add up to its duration, even when a shorter event did more work", () => {
    const [tap] = interactionsOf([entry("pointerdown", 4, 0, 2, 60, 6), entry("click", 4, 70, 1, 5, 90)])
    expect([tap.durationMs, tap.inputDelayMs + tap.processingMs + tap.presentationMs, tap.handlersMs]).toEqual([96, 96, 65])
  })

  it("keeps interactions apart, in the order they started, and ignores entries that are no interaction", () => {
    const found = interactionsOf([
      entry("click", 9, 500, 1, 2, 40),
      entry("mousemove", 0, 10, 0, 50, 0),
      entry("pointerdown", 3, 200, 5, 8, 30),
      entry("pointerup", 3, 260, 1, 1, 20),
    ])
    expect(found.map((i) => [i.events, i.durationMs])).toEqual([
      [["pointerdown", "pointerup"], 43],
      [["click"], 43],
    ])
  })
})

describe("stepInteractions", () => {
  it("counts each interaction the browser did not report (all its events under 16 ms) as 16 ms with nothing split", () => {
    const found = stepInteractions([entry("keydown", 1, 0, 2, 6, 20)], 3)
    expect(found).toHaveLength(3)
    expect(found.filter((i) => !i.reported)).toEqual([
      { durationMs: UNREPORTED_MS, inputDelayMs: 0, processingMs: 0, presentationMs: 0, handlersMs: 0, events: [], reported: false },
      { durationMs: UNREPORTED_MS, inputDelayMs: 0, processingMs: 0, presentationMs: 0, handlersMs: 0, events: [], reported: false },
    ])
  })

  it("keeps every reported interaction even beyond the expected count", () => {
    expect(stepInteractions([entry("click", 1, 0, 1, 1, 20), entry("click", 2, 90, 1, 1, 20)], 1)).toHaveLength(2)
  })
})

describe("summaryOf", () => {
  it("gives the medians of the duration and of each part, the 75th percentile and the handlers' largest time", () => {
    const runs = [10, 20, 30, 40, 50, 60, 70, 80].map((ms, i) => ({
      durationMs: ms,
      inputDelayMs: 1,
      processingMs: i,
      presentationMs: ms - 1 - i,
      handlersMs: 2 * i,
      events: ["click"],
      reported: true,
    }))
    expect(summaryOf(runs)).toEqual({
      count: 8,
      unreported: 0,
      durationMs: 45,
      p75Ms: 60,
      inputDelayMs: 1,
      processingMs: 3.5,
      presentationMs: 40.5,
      handlersMs: 7,
      maxHandlersMs: 14,
    })
  })

  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => summaryOf([])).toThrow("no interaction")
  })
})

const summary = (durationMs: number, handlersMs: number) => ({
  count: 6,
  unreported: 0,
  durationMs,
  p75Ms: durationMs,
  inputDelayMs: 2,
  processingMs: handlersMs,
  presentationMs: durationMs - handlersMs - 2,
  handlersMs,
  maxHandlersMs: handlersMs,
})

describe("inpVerdicts", () => {
  const reference = { id: "reference", label: "keystroke, scriptless page", route: "/contact/", reference: true, summary: summary(40, 0) }
  const contact = { id: "contact-typing", label: "keystroke, contact form", route: "/contact/", summary: summary(48, 6) }

  it("holds an interaction whose processing fits a frame and whose duration is within the reference's + 50 ms", () => {
    const [menu] = inpVerdicts([reference, { id: "menu", label: "opening the menu", route: "/", summary: summary(90, 16) }], "reference")
    expect(menu.held).toBe(true)
    expect(menu.checks.map((c) => c.rule)).toEqual(["our handlers ≤ 16 ms", "duration ≤ reference + 50 ms (90 ms)"])
  })

  it("misses on processing over 16 ms or a duration over the reference's + 50 ms, naming the rule", () => {
    const verdicts = inpVerdicts(
      [
        reference,
        { id: "slow-handler", label: "a", route: "/", summary: summary(60, 16.5) },
        { id: "slow-paint", label: "b", route: "/", summary: summary(90.5, 3) },
      ],
      "reference",
    )
    expect(verdicts.map((v) => [v.id, v.checks.filter((c) => !c.held).map((c) => c.rule)])).toEqual([
      ["slow-handler", ["our handlers ≤ 16 ms"]],
      ["slow-paint", ["duration ≤ reference + 50 ms (90 ms)"]],
    ])
  })

  it("judges a keystroke's handlers less the reference keystroke's (the text's insertion), a tap's whole", () => {
    const withInsertion = { ...reference, summary: summary(40, 7.5) }
    const verdicts = inpVerdicts(
      [
        withInsertion,
        { ...contact, keystroke: true, summary: summary(48, 23.5) },
        { ...contact, id: "contact-typing-slow", keystroke: true, summary: summary(48, 23.6) },
        { id: "tap", label: "a tap", route: "/", summary: summary(60, 16.5) },
      ],
      "reference",
    )
    expect(verdicts.map((v) => [v.id, v.handlers, v.checks[0].held])).toEqual([
      ["contact-typing", { ownMs: 7.5, oursMs: 16 }, true],
      ["contact-typing-slow", { ownMs: 7.5, oursMs: 16.1 }, false],
      ["tap", { ownMs: 0, oursMs: 16.5 }, false],
    ])
  })

  it("compares typing in the planner with typing in the contact form: at most 1.1×", () => {
    const typing = (ms: number) => ({
      id: "planner-name-typing",
      label: "planner",
      route: "/quote/",
      typingAgainst: "contact-typing",
      summary: summary(ms, 5),
    })
    const held = inpVerdicts([reference, contact, typing(52.8)], "reference").find((v) => v.id === "planner-name-typing")!
    expect(held.held).toBe(true)
    expect(held.checks[2]).toEqual({ rule: "typing ≤ 1.1× keystroke, contact form (1.1×)", held: true })
    const missed = inpVerdicts([reference, contact, typing(56)], "reference").find((v) => v.id === "planner-name-typing")!
    expect(missed.checks[2]).toEqual({ rule: "typing ≤ 1.1× keystroke, contact form (1.17×)", held: false })
  })

  it("refuses a run without its reference, or a comparison with a scenario that did not run", () => {
    expect(() => inpVerdicts([contact], "reference")).toThrow('no reference scenario "reference"')
    expect(() => inpVerdicts([reference, { ...contact, typingAgainst: "absent" }], "reference")).toThrow("did not run")
  })

  it("writes a table with the reference first, the blocking after each step and each miss's rule", () => {
    const all = [
      reference,
      { id: "menu", label: "opening the menu", route: "/", summary: summary(120, 30), blocking: { blockingMs: 43, longestFrameMs: 93 } },
    ]
    const table = inpTable(all, inpVerdicts(all, "reference")).split("\n")
    expect(table[0]).toBe(
      "| interaction | page | n | duration ms (p75) | input delay | processing | presentation | all handlers (max) | ours: less the browser's own | blocked in 2 s (longest frame) | verdict |",
    )
    expect(table[2]).toBe("| keystroke, scriptless page | /contact/ | 6 | 40 (40) | 2 | 0 | 38 | 0 (0) | – | - | reference |")
    expect(table[3]).toBe(
      "| opening the menu | / | 6 | 120 (120) | 2 | 30 | 88 | 30 (30) | 30 | 43 (93) | missed: our handlers ≤ 16 ms; duration ≤ reference + 50 ms (90 ms) |",
    )
  })
})

describe("a floor (the same change by a plain listener)", () => {
  const reference = { id: "reference", label: "keystroke, scriptless page", route: "/contact/", reference: true, summary: summary(40, 0) }
  const menu = { id: "menu", label: "opening the menu", route: "/", summary: summary(120, 30) }
  const floor = {
    id: "menu-floor",
    label: "opening the menu, by a plain listener (floor)",
    route: "/",
    floorOf: "menu",
    summary: summary(100, 12),
  }

  it("is not judged, and is listed after the reference, naming the scenario it is the floor of", () => {
    const all = [reference, menu, floor]
    const verdicts = inpVerdicts(all, "reference")
    expect(verdicts.map((v) => v.id)).toEqual(["menu"])
    const table = inpTable(all, verdicts).split("\n")
    expect(table[3]).toBe(
      '| opening the menu, by a plain listener (floor) | / | 6 | 100 (100) | 2 | 12 | 86 | 12 (12) | – | - | floor of "opening the menu" |',
    )
    expect(table[4]).toMatch(/^\| opening the menu \| \/ \|/)
  })

  it("is the browser's own part of its scenario's handlers: the rest is judged, and shown less it", () => {
    const all = [reference, { ...menu, summary: summary(120, 28) }, floor]
    const [judged] = inpVerdicts(all, "reference")
    expect(judged.handlers).toEqual({ ownMs: 12, oursMs: 16 })
    expect(judged.checks[0]).toEqual({ rule: "our handlers ≤ 16 ms", held: true })
    expect(inpTable(all, [judged]).split("\n")[4]).toContain("| 28 (28) | 16 (less 12) |")
    // without its floor in the run, nothing is taken off
    expect(inpVerdicts([reference, menu], "reference")[0].handlers).toEqual({ ownMs: 0, oursMs: 30 })
  })
})

describe("blockingAfter and blockingSummary (what a step keeps the page busy with)", () => {
  const frame = (startTime: number, duration: number) => ({ startTime, duration, blockingDuration: Math.max(0, duration - 50) })

  it("sums the blocking of the long frames from the step's start on and keeps the longest; earlier frames do not count", () => {
    expect(blockingAfter([frame(900, 300), frame(1000, 80), frame(1200, 140.6), frame(2500, 60)], 1000)).toEqual({
      blockingMs: 131,
      longestFrameMs: 141,
    })
  })

  it("gives nothing blocked when no long frame followed the step", () => {
    expect(blockingAfter([frame(10, 200)], 1000)).toEqual({ blockingMs: 0, longestFrameMs: 0 })
  })

  it("takes the medians over the repetitions, and refuses an empty list", () => {
    const runs = [
      { blockingMs: 10, longestFrameMs: 60 },
      { blockingMs: 200, longestFrameMs: 180 },
      { blockingMs: 30, longestFrameMs: 75 },
    ]
    expect(blockingSummary(runs)).toEqual({ blockingMs: 30, longestFrameMs: 75 })
    expect(() => blockingSummary([])).toThrow("no run to summarise")
  })
})

describe("the scenarios", () => {
  it("have one reference, on the scriptless copy, and unique ids; every comparison names a scenario that exists", () => {
    const ids = SCENARIOS.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(SCENARIOS.filter((s) => s.reference).map((s) => [s.id, s.scriptless])).toEqual([[REFERENCE_ID, true]])
    for (const s of SCENARIOS.filter((s) => s.typingAgainst)) expect(ids).toContain(s.typingAgainst)
    for (const s of SCENARIOS.filter((s) => s.floorOf)) expect(ids).toContain(s.floorOf)
  })

  it("cover what issue 60 names: the planner's buttons, typing, options and port, the menu, dialog, lightbox, FAQ, a carousel and the language switch", () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        "planner-first-plus",
        "planner-later-plus",
        "planner-quantity-typing",
        "planner-options-open",
        "planner-option-tick",
        "planner-port",
        "planner-name-typing",
        "planner-send-empty",
        "menu",
        "quote-dialog",
        "lightbox",
        "faq",
        "carousel",
        "language",
      ]),
    )
  })

  it("chosen with BENCH_INP_ONLY bring the reference, their floors and what they are compared with; an unknown id stops the run", () => {
    const ids = (only?: string[]) => chosenScenarios(SCENARIOS, only).map((s) => s.id)
    expect(ids(undefined)).toEqual(SCENARIOS.map((s) => s.id))
    expect(ids(["menu", "faq"])).toEqual([REFERENCE_ID, "menu", "menu-floor", "faq", "faq-floor"])
    expect(ids(["lightbox"])).toEqual([REFERENCE_ID, "lightbox"])
    expect(ids(["planner-quantity-typing"])).toEqual([
      REFERENCE_ID,
      "contact-typing",
      "planner-quantity-typing",
      "planner-quantity-typing-floor",
    ])
    expect(() => ids(["menu", "the-menu"])).toThrow("BENCH_INP_ONLY: no scenario the-menu (scenarios: reference, contact-typing,")
  })

  it("play the phone field's first load on the French pages too, in a French browser", () => {
    const french = SCENARIOS.filter((s) => s.lang === "fr")
    expect(french.map((s) => [s.id, s.route])).toEqual([
      ["planner-first-plus-fr", "/fr/devis/"],
      ["quote-dialog-fr", "/fr/cabine-apple/"],
    ])
  })

  it("alternate their order each round", () => {
    expect(roundOrder(["a", "b", "c"], 0)).toEqual(["a", "b", "c"])
    expect(roundOrder(["a", "b", "c"], 1)).toEqual(["c", "b", "a"])
  })

  it("hold the targets of issue 60", () => {
    expect(INP_TARGETS).toEqual({ processingMs: 16, overReferenceMs: 50, typingShare: 1.1 })
  })
})

describe("comparisonTable (BENCH_INP_BASE: two builds in one run)", () => {
  it("puts each scenario's base and current medians side by side with their ratio, in the current run's order", () => {
    const current = [
      { id: "menu", label: "opening the menu", route: "/", summary: summary(80, 12), blocking: { blockingMs: 0, longestFrameMs: 0 } },
      {
        id: "plus",
        label: "planner: first +",
        route: "/quote/",
        summary: summary(150, 20),
        blocking: { blockingMs: 43, longestFrameMs: 84 },
      },
      { id: "only-here", label: "a scenario the base did not play", route: "/", summary: summary(10, 1) },
    ]
    const base = [
      { id: "plus", summary: summary(200, 45), blocking: { blockingMs: 270, longestFrameMs: 159 } },
      { id: "menu", summary: summary(160, 30) },
    ]
    expect(comparisonTable(current, base).split("\n")).toEqual([
      "| interaction | page | duration ms: base | this build | ratio | handlers ms: base | this build | input delay: base | this build | blocked after: base | this build |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      "| opening the menu | / | 160 | 80 | 0.5× | 30 | 12 | 2 | 2 | - | 0 (0) |",
      "| planner: first + | /quote/ | 200 | 150 | 0.75× | 45 | 20 | 2 | 2 | 270 (159) | 43 (84) |",
    ])
  })
})
