import { baselineOf, describeVerdicts, judgeTargets } from "../tools/bench/lib/bench-targets.mjs"

const row = (figures: Record<string, number | null> = {}) => ({
  tbtMs: 150,
  floorTbtMs: 100,
  mainThreadMs: 2000,
  bootupMs: 600,
  traceMainMs: 500,
  traceScriptMs: 150,
  lcpMs: 1300,
  cls: 0,
  totalKb: 250,
  jsKb: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  ...figures,
})
const starterHome = row({ tbtMs: 250, bootupMs: 680, traceScriptMs: 170 })
const starterArticle = row({ tbtMs: 190, bootupMs: 390, traceScriptMs: 120 })
const baseline = (routes: string[]) => ({
  commit: "abc1234",
  date: "2026-11-27",
  routes: Object.fromEntries(routes.map((r) => [r, { lcpMs: 1300, cls: 0, totalKb: 250, jsKb: 95 }])),
})

/** The verdicts of one rule, as target → held. */
const held = (verdicts: ReturnType<typeof judgeTargets>, rule: RegExp) =>
  Object.fromEntries(verdicts.filter((v) => rule.test(v.rule)).map((v) => [v.target, v.held]))

describe("judgeTargets", () => {
  const roles = new Map([
    ["/", "home"],
    ["/fr/", "home"],
    ["/blog-details/3/", "article"],
  ])
  const judge = (rows: Array<[string, ReturnType<typeof row>]>, reference = { home: starterHome, article: starterArticle }) =>
    judgeTargets({
      rows: new Map(rows),
      twins: [["/", "/fr/"]],
      roles,
      reference,
      baseline: baseline(rows.map(([r]) => r)),
    })

  it("holds a French twin's script within 10% of its English page's, and shows its main thread without judging it", () => {
    const ok = judge([
      ["/", row()],
      ["/fr/", row({ mainThreadMs: 2600, traceMainMs: 560, traceScriptMs: 160 })],
    ])
    expect(held(ok, /French twin/)).toEqual({ "/fr/": true })
    expect(ok.find((v) => /French twin/.test(v.rule))?.detail).toContain("trace main thread 560 / 500 ms (1.12×, shown)")
    const slow = judge([
      ["/", row()],
      ["/fr/", row({ traceScriptMs: 166 })],
    ])
    expect(held(slow, /French twin/)).toEqual({ "/fr/": false })
    expect(slow.find((v) => /French twin/.test(v.rule))?.detail).toContain("trace script 166 / 150 ms (1.11×)")
  })

  it("holds the home page's script to 1.2× the starter's home and an article's to the starter's article", () => {
    const verdicts = judge([
      ["/", row({ bootupMs: 816, traceScriptMs: 204 })],
      ["/fr/", row({ bootupMs: 817 })],
      ["/blog-details/3/", row({ bootupMs: 390, traceScriptMs: 121 })],
    ])
    expect(held(verdicts, /the starter/)).toEqual({ "/": true, "/fr/": false, "/blog-details/3/": false })
  })

  it("holds TBT to the route's own floor + 60 ms, showing the starter's home page beside it without judging it", () => {
    const verdicts = judge([
      ["/", row({ tbtMs: 160, floorTbtMs: 100 })],
      ["/fr/", row({ tbtMs: 161, floorTbtMs: 100 })],
      ["/blog-details/3/", row({ tbtMs: 300, floorTbtMs: 240 })],
    ])
    expect(held(verdicts, /^TBT/)).toEqual({ "/": true, "/fr/": false, "/blog-details/3/": true })
    expect(verdicts.find((v) => v.target === "/blog-details/3/" && /^TBT/.test(v.rule))?.detail).toBe(
      "TBT 300 ms against floor 240 + 60 ms ✓; the starter's home 250 ms, shown",
    )
  })

  it("does not judge the starter's rules when no starter page was measured, but still judges the floor", () => {
    const verdicts = judge([["/", row()]], { home: null, article: null } as never)
    expect(held(verdicts, /the starter/)).toEqual({ "/": null })
    expect(held(verdicts, /^TBT/)).toEqual({ "/": true })
  })

  it("never lets LCP, CLS or bytes get worse than the baseline beyond the run-to-run noise", () => {
    const verdicts = judge([
      ["/", row({ lcpMs: 1365, totalKb: 251 })],
      ["/fr/", row({ lcpMs: 1366 })],
      ["/blog-details/3/", row({ cls: 0.01, jsKb: 96.5 })],
    ])
    expect(held(verdicts, /baseline/)).toEqual({ "/": true, "/fr/": false, "/blog-details/3/": false })
    expect(verdicts.find((v) => v.target === "/blog-details/3/" && /baseline/.test(v.rule))?.detail).toBe("CLS 0.01 > 0, JS 96.5 > 95 KB")
  })

  it("asks 100 for accessibility, best practices and SEO", () => {
    const verdicts = judge([["/", row({ seo: 92 })]])
    expect(verdicts.find((v) => /SEO/.test(v.rule))).toMatchObject({ held: false, detail: "SEO 92" })
  })
})

describe("baselineOf and describeVerdicts", () => {
  it("keeps the figures that must never get worse", () => {
    expect(baselineOf(new Map([["/", row()]]), "abc1234", "2026-11-27")).toEqual(baseline(["/"]))
  })

  it("counts what held per rule and names each miss and each target not judged", () => {
    const text = describeVerdicts([
      { rule: "R", target: "/", held: true, detail: "" },
      { rule: "R", target: "/fr/", held: false, detail: "too slow" },
      { rule: "S", target: "/", held: null, detail: "no starter" },
    ])
    expect(text).toBe("- ✗ R: 1 of 2 held\n  - missed /fr/: too slow\n- – S: 0 of 1 held\n  - not judged /: no starter")
  })
})
