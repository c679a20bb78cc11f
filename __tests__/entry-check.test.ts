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

  it("names the field in the maintainer's words, its language side, and its code path, as the build would stop on it", () => {
    const { title: _title, ...frWithoutTitle } = fr
    expect(entryProblems({ collection: "blog", data: { ...en, id: "x" }, i18n: { fr: frWithoutTitle } })).toEqual([
      'Id, English side [id]: is not valid: expected a whole number written as text, e.g. "7", found the text "x"',
      "Title, French side [title]: is missing: the English version has it, so the translation must have it too",
    ])
  })

  it("names a spec row by its own label, in each language, with its code path once", () => {
    const product = read("products/apple-cabins.en.json")
    const productFr = read("products/apple-cabins.fr.json")
    productFr.specs[1].value = "2 à 4 jours"
    expect(entryProblems({ collection: "products", data: product, i18n: { fr: productFr } })).toEqual([
      "Specs, row 2 (Installation sur site), French side [specs[1].value]: gives the figures 2, 4 where the English version gives 1, 3: a translation changes their format, never their values",
    ])
  })

  it("lets an article through with its French slug left empty: the build makes it from the French title", () => {
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: { ...fr, slug: "" } } })).toEqual([])
    const { slug: _slug, ...frWithoutSlug } = fr
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: frWithoutSlug } })).toEqual([])
  })

  it("refuses a new article whose French side was left empty, block by block", () => {
    const problems = entryProblems({ collection: "blog", data: en, i18n: { fr: {} } })
    expect(problems[0]).toMatch(/^[A-Z][^[]*, French side \[[^\]]+\]: /)
    expect(refusal(problems)).toMatch(
      /^Non enregistré : la construction du site s'arrêterait sur ces points\. Not saved: the site's build would stop on these\. [A-Z][^[]*, French side \[/,
    )
  })

  it("checks a single file's English entry, and leaves its French entry (only words) to the build", () => {
    const site = read("site.en.json")
    expect(entryProblems({ collection: "site", path: "data/site.en.json", data: site })).toEqual([])
    expect(entryProblems({ collection: "site", path: "data/site.en.json", data: { ...site, brand: "" } })).toEqual([
      "Brand, English side [brand]: is empty (expected a text)",
    ])
    expect(entryProblems({ collection: "site", path: "data/site.fr.json", data: {} })).toEqual([])
    expect(entryProblems({ collection: "unknown", data: {} })).toEqual([])
  })
})
