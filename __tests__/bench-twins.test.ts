import { countersOf, twinTable, twinVerdict } from "../tools/bench/lib/twin-loads.mjs"

const metrics = (ms: Record<string, number>) =>
  Object.entries({ TaskDuration: 300, ScriptDuration: 50, LayoutDuration: 40, RecalcStyleDuration: 15, ...ms }).map(([name, v]) => ({
    name,
    value: v / 1000,
  }))
const loads = (values: Array<Record<string, number>>) => values.map((v) => countersOf(metrics(v)))

describe("countersOf", () => {
  it("reads the main thread's counters in milliseconds", () => {
    expect(countersOf(metrics({ TaskDuration: 412.5 }))).toEqual({
      TaskDuration: 412.5,
      ScriptDuration: 50,
      LayoutDuration: 40,
      RecalcStyleDuration: 15,
    })
  })

  it("names a counter Chrome no longer gives", () => {
    expect(() => countersOf([{ name: "TaskDuration", value: 0.3 }])).toThrow(/gave no ScriptDuration/)
  })
})

describe("twinVerdict", () => {
  const en = loads([{ TaskDuration: 300 }, { TaskDuration: 320 }, { TaskDuration: 900 }])

  it("compares the medians, so one slow load of the host does not decide", () => {
    const v = twinVerdict("/contact/", "/fr/contact/", en, loads([{ TaskDuration: 330 }, { TaskDuration: 310 }, { TaskDuration: 340 }]))
    expect(v.figures.find((f) => f.name === "TaskDuration")).toEqual({
      name: "TaskDuration",
      label: "main thread",
      en: 320,
      fr: 330,
      share: 1.03,
    })
    expect(v.held).toBe(true)
    expect(v.loads).toBe(3)
  })

  it("misses when the French main thread or script is above 1.1× the English one", () => {
    const slowTasks = twinVerdict("/", "/fr/", en, loads([{ TaskDuration: 360 }, { TaskDuration: 355 }, { TaskDuration: 350 }]))
    expect(slowTasks.held).toBe(false)
    const slowScript = twinVerdict("/", "/fr/", en, loads([{ ScriptDuration: 56 }, { ScriptDuration: 56 }, { ScriptDuration: 56 }]))
    expect(slowScript.figures.find((f) => f.name === "ScriptDuration")?.share).toBe(1.12)
    expect(slowScript.held).toBe(false)
  })

  it("does not judge layout and style: they say where a difference comes from", () => {
    const longerText = twinVerdict("/", "/fr/", en, loads([{ LayoutDuration: 60 }, { LayoutDuration: 60 }, { LayoutDuration: 60 }]))
    expect(longerText.figures.find((f) => f.name === "LayoutDuration")?.share).toBe(1.5)
    expect(longerText.held).toBe(true)
  })

  it("needs loads of both pages", () => {
    expect(() => twinVerdict("/", "/fr/", en, [])).toThrow(/at least one load/)
  })
})

describe("twinTable", () => {
  it("writes one row per twin with each counter's medians and the verdict", () => {
    const held = twinVerdict("/contact/", "/fr/contact/", loads([{}]), loads([{}]))
    const missed = twinVerdict("/", "/fr/", loads([{}]), loads([{ ScriptDuration: 60 }]))
    expect(twinTable([held, missed]).split("\n")).toEqual([
      "| French page | main thread ms (en / fr, share) | script ms (en / fr, share) | layout ms (en / fr, share) | style ms (en / fr, share) | ≤ 1.1× |",
      "| --- | --- | --- | --- | --- | --- |",
      "| /fr/contact/ | 300 / 300 (1×) | 50 / 50 (1×) | 40 / 40 (1×) | 15 / 15 (1×) | held |",
      "| /fr/ | 300 / 300 (1×) | 50 / 60 (1.2×) | 40 / 40 (1×) | 15 / 15 (1×) | missed |",
    ])
  })
})
