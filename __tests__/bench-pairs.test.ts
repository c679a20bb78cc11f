import { figuresOf, pairsOf, pairTable, pairVerdict } from "../tools/bench/lib/pair-loads.mjs"

const metrics = (ms: Record<string, number>) =>
  Object.entries({ TaskDuration: 300, LayoutDuration: 40, RecalcStyleDuration: 15, ...ms }).map(([name, v]) => ({ name, value: v / 1000 }))
/** A trace of the page's main thread: one task of `taskMs` holding a script event of `scriptMs` (and a microtask run after it). */
const trace = (scriptMs: number, taskMs = 300) => [
  { ph: "M", name: "thread_name", pid: 1, tid: 7, args: { name: "CrRendererMain" } },
  { ph: "X", name: "RunTask", pid: 1, tid: 7, ts: 0, dur: taskMs * 1000 },
  { ph: "X", name: "FunctionCall", pid: 1, tid: 7, ts: 1000, dur: (scriptMs - 10) * 1000 },
  { ph: "X", name: "RunMicrotasks", pid: 1, tid: 7, ts: (scriptMs + 1) * 1000, dur: 10_000 },
]
type Load = { TaskDuration?: number; LayoutDuration?: number; RecalcStyleDuration?: number; script?: number }
const loads = (values: Load[]) => values.map(({ script = 50, ...counters }) => figuresOf(metrics(counters), trace(script)))

const ours = (route: string) => `http://ours${route}`
const starter = { home: "/", article: "/hello-world/", url: (route: string) => `http://starter${route}` }
const run = {
  english: ["/", "/contact/", "/blog-details/3/"],
  twins: [
    ["/", "/fr/"],
    ["/contact/", "/fr/contact/"],
    ["/blog-details/3/", "/fr/blog/un-article/"],
  ] as Array<[string, string]>,
  roles: new Map([
    ["/", "home"],
    ["/contact/", "page"],
    ["/blog-details/3/", "article"],
  ]),
  ours,
}
const twin = pairsOf({ ...run, starter: null })[0]

describe("figuresOf", () => {
  it("reads the main thread, layout and style from Chrome's counters in milliseconds, script from the trace with its microtasks", () => {
    expect(figuresOf(metrics({ TaskDuration: 412.5, ScriptDuration: 3 } as Record<string, number>), trace(64))).toEqual({
      mainThreadMs: 412.5,
      scriptMs: 64,
      layoutMs: 40,
      styleMs: 15,
    })
  })

  it("names a counter Chrome no longer gives", () => {
    expect(() => figuresOf([{ name: "TaskDuration", value: 0.3 }], trace(50))).toThrow(/gave no LayoutDuration/)
  })

  it("refuses a trace without the page's tasks", () => {
    expect(() => figuresOf(metrics({}), trace(50).slice(0, 1))).toThrow(/no task of the page's main thread/)
  })
})

describe("pairsOf", () => {
  it("pairs the planner's page with the home page of its language, judged on script and main thread at 1.2×", () => {
    const withPlanner = {
      ...run,
      english: [...run.english, "/quote/"],
      twins: [...run.twins, ["/quote/", "/fr/devis/"]] as Array<[string, string]>,
      roles: new Map([...run.roles, ["/quote/", "planner"]]),
    }
    expect(pairsOf({ ...withPlanner, starter: null }).filter((p) => p.rule === "plannerHome")).toEqual([
      {
        page: "/quote/",
        against: "/",
        url: "http://ours/quote/",
        againstUrl: "http://ours/",
        lang: "en",
        againstLang: "en",
        rule: "plannerHome",
        share: 1.2,
        judged: ["scriptMs", "mainThreadMs"],
      },
      expect.objectContaining({ page: "/fr/devis/", against: "/fr/", lang: "fr", againstLang: "fr" }),
    ])
    // without the home page in the run, no such pair
    const noHome = { ...withPlanner, english: ["/quote/"] }
    expect(pairsOf({ ...noHome, starter: null }).filter((p) => p.rule === "plannerHome")).toEqual([])
  })

  it("pairs each French twin with its English page, judged on script at 1.1× (its main thread shown, not judged)", () => {
    expect(pairsOf({ ...run, starter: null })).toEqual([
      {
        page: "/fr/",
        against: "/",
        url: "http://ours/fr/",
        againstUrl: "http://ours/",
        lang: "fr",
        againstLang: "en",
        rule: "twin",
        share: 1.1,
        judged: ["scriptMs"],
      },
      expect.objectContaining({ page: "/fr/contact/", against: "/contact/" }),
      expect.objectContaining({ page: "/fr/blog/un-article/", against: "/blog-details/3/" }),
    ])
  })

  it("with the starter, adds the home pages against its home (script 1.2×) and the articles against its article (script 1×)", () => {
    const withStarter = pairsOf({ ...run, starter }).filter((p) => p.rule !== "twin")
    expect(withStarter).toEqual([
      {
        page: "/",
        against: "starter /",
        url: "http://ours/",
        againstUrl: "http://starter/",
        lang: "en",
        againstLang: "en",
        rule: "homeScript",
        share: 1.2,
        judged: ["scriptMs"],
      },
      expect.objectContaining({ page: "/fr/", against: "starter /", rule: "homeScript", lang: "fr", againstLang: "en" }),
      {
        page: "/blog-details/3/",
        against: "starter /hello-world/",
        url: "http://ours/blog-details/3/",
        againstUrl: "http://starter/hello-world/",
        lang: "en",
        againstLang: "en",
        rule: "articleScript",
        share: 1,
        judged: ["scriptMs"],
      },
      expect.objectContaining({ page: "/fr/blog/un-article/", against: "starter /hello-world/", rule: "articleScript" }),
    ])
  })
})

describe("pairVerdict", () => {
  const en = loads([{ TaskDuration: 300 }, { TaskDuration: 320 }, { TaskDuration: 900 }])

  it("compares the medians, so one slow load of the host does not decide", () => {
    const v = pairVerdict(twin, loads([{ TaskDuration: 330 }, { TaskDuration: 310 }, { TaskDuration: 340 }]), en)
    expect(v.figures.find((f) => f.name === "mainThreadMs")).toEqual({
      name: "mainThreadMs",
      label: "main thread",
      page: 330,
      against: 320,
      share: 1.03,
    })
    expect(v.held).toBe(true)
    expect(v.loads).toBe(3)
  })

  it("misses when a judged figure is above the pair's share, and not for a figure only shown", () => {
    expect(pairVerdict(twin, loads([{ TaskDuration: 360 }, { TaskDuration: 355 }, { TaskDuration: 350 }]), en).held).toBe(true)
    const slowScript = pairVerdict(twin, loads([{ script: 56 }, { script: 56 }, { script: 56 }]), en)
    expect(slowScript.figures.find((f) => f.name === "scriptMs")?.share).toBe(1.12)
    expect(slowScript.held).toBe(false)
  })

  it("judges only the pair's counters: a starter pair's main thread and any layout say where a difference comes from", () => {
    const article = pairsOf({ ...run, starter }).find((p) => p.rule === "articleScript")!
    const heavier = pairVerdict(article, loads([{ TaskDuration: 450, LayoutDuration: 60 }]), loads([{}]))
    expect(heavier.figures.find((f) => f.name === "mainThreadMs")?.share).toBe(1.5)
    expect(heavier.held).toBe(true)
    expect(pairVerdict(article, loads([{ script: 51 }]), loads([{}])).held).toBe(false)
  })

  it("needs loads of both pages", () => {
    expect(() => pairVerdict(twin, [], en)).toThrow(/at least one load/)
  })
})

describe("pairTable", () => {
  it("writes one row per pair with each counter's medians, the target and the verdict", () => {
    const held = pairVerdict(twin, loads([{}]), loads([{}]))
    const home = pairsOf({ ...run, starter }).find((p) => p.rule === "homeScript")!
    const missed = pairVerdict(home, loads([{ script: 61 }]), loads([{}]))
    expect(pairTable([held, missed]).split("\n")).toEqual([
      "| page | against | main thread ms | script ms | layout ms | style ms | target | verdict |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| /fr/ | / | 300 / 300 (1×) | 50 / 50 (1×) | 40 / 40 (1×) | 15 / 15 (1×) | script ≤ 1.1× | held |",
      "| / | starter / | 300 / 300 (1×) | 61 / 50 (1.22×) | 40 / 40 (1×) | 15 / 15 (1×) | script ≤ 1.2× | missed |",
    ])
  })
})
