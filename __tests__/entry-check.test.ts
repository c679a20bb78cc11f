import fs from "fs"
import path from "path"
import { entryProblems, refusal } from "../src/cms/entry-check"

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", rel), "utf8"))

describe("the editor's check before saving (the build's content checks, in both languages)", () => {
  const en = read("blog/3.en.json")
  const fr = read("blog/3.fr.json")

  it("lets a valid article through", () => {
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr } })).toEqual([])
  })

  it("names the language and the field the build would stop on", () => {
    const { title: _title, ...frWithoutTitle } = fr
    expect(entryProblems({ collection: "blog", data: { ...en, id: "x" }, i18n: { fr: frWithoutTitle } })).toEqual([
      'English: field "id" is not valid: expected a whole number written as text, e.g. "7", found the text "x"',
      'French: field "title" is missing: the English version has it, so the translation must have it too',
    ])
  })

  it("lets an article through with its French slug left empty: the build makes it from the French title", () => {
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: { ...fr, slug: "" } } })).toEqual([])
    const { slug: _slug, ...frWithoutSlug } = fr
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: frWithoutSlug } })).toEqual([])
  })

  it("refuses a new article whose French side was left empty, block by block", () => {
    const problems = entryProblems({ collection: "blog", data: en, i18n: { fr: {} } })
    expect(problems[0]).toMatch(/^French: field "/)
    expect(refusal(problems)).toMatch(/^Not saved: the site's build would stop on these\. French: field "/)
  })

  it("checks a single file's English entry, and leaves its French entry (only words) to the build", () => {
    const site = read("site.en.json")
    expect(entryProblems({ collection: "site", slug: "en", data: site })).toEqual([])
    expect(entryProblems({ collection: "site", slug: "en", data: { ...site, brand: "" } })).toEqual([
      expect.stringMatching(/^English: field "brand" /),
    ])
    expect(entryProblems({ collection: "site", slug: "fr", data: {} })).toEqual([])
    expect(entryProblems({ collection: "unknown", data: {} })).toEqual([])
  })
})
