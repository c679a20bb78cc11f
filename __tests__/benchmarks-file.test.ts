import { isPageLoadHeading, withSection } from "../tools/bench/lib/benchmarks-file.mjs"

const intro = "# Benchmarks\n\nThe latest runs.\n\n"
const inp = "## Interactions, 2026-12-05, commit 235cd05\n\n| a | b |\n\n"
const builds = "## Publishing builds, 2026-12-05, commit c2ddd9c\n\nCold build 187 s.\n\n"
const oldLoad = "## 2026-11-28, commit bdd4846\n\nOld table.\n"
const newLoad = "## Page load, 2026-12-05, commit 1b3a9c2 (`npm run bench`)\n\nNew table.\n"

describe("withSection (BENCHMARKS.md: each benchmark replaces its own section)", () => {
  it("replaces the page-load run in place and keeps the interactions' and the builds' runs", () => {
    expect(withSection(intro + inp + builds + oldLoad, isPageLoadHeading, newLoad)).toBe(intro + inp + builds + newLoad)
    expect(withSection(intro + oldLoad + "\n" + inp, isPageLoadHeading, newLoad)).toBe(intro + newLoad + "\n" + inp)
  })

  it("appends the section when the file has none, after a blank line", () => {
    expect(withSection(intro + inp.trimEnd() + "\n", isPageLoadHeading, newLoad)).toBe(`${intro}${inp.trimEnd()}\n\n${newLoad}`)
  })

  it("keeps one section per benchmark: a second page-load run in the file goes", () => {
    expect(withSection(intro + oldLoad + "\n" + inp + oldLoad, isPageLoadHeading, newLoad)).toBe(intro + newLoad + "\n" + inp)
  })

  it("knows page load's headings, old and new, and no other", () => {
    expect([oldLoad, newLoad, inp, builds].map((s) => isPageLoadHeading(s.split("\n")[0]))).toEqual([true, true, false, false])
  })
})
