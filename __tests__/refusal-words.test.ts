import fs from "fs"
import path from "path"
import { plainProblem, refusalText } from "../src/cms/refusal-words"
import { productSchema } from "../src/content-model/products"
import { blogPostSchema } from "../src/content-model/blog"
import { t, validate, type ContentError, type Fields } from "../src/lib/content/content-schema"
import { mergeTranslation, translationErrors } from "../src/lib/content/content-i18n"
import { productPlannerErrors } from "../src/lib/content/planner-content"
import { keyFactsErrors } from "../src/lib/content/key-facts-check"
import { productFactErrors } from "../src/lib/content/consistency"
import { frenchTypographyProblems } from "../src/lib/content/french-typography-check"

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", rel), "utf8"))
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T
/** a content file as JSON.parse gives it (a check's tests change any field of it) */
type ProductDoc = ReturnType<typeof read>

interface Case {
  what: string
  errors: ContentError[]
  schema: Fields
  doc: unknown
  lang: "en" | "fr"
}

/** Each message of each check, written by the check itself from a real file with one mistake. */
function corpus(): Case[] {
  const product = read("products/apple-cabins.en.json")
  const productFr = read("products/apple-cabins.fr.json")
  const post = read("blog/3.en.json")
  const postFr = read("blog/3.fr.json")
  const cases: Case[] = []
  const en = (what: string, schema: Fields, doc: unknown, errors = validate(doc, schema)) =>
    cases.push({ what, errors, schema, doc, lang: "en" })
  const fr = (what: string, enDoc: unknown, frDoc: unknown, schema: Fields) =>
    cases.push({
      what,
      errors: translationErrors(enDoc, frDoc, schema, "fr"),
      schema,
      doc: mergeTranslation(enDoc, frDoc, schema),
      lang: "fr",
    })

  en("a required field missing", blogPostSchema, (({ title: _t, ...rest }) => rest)(clone(post)))
  en("an empty text", blogPostSchema, { ...clone(post), title: "  " })
  en("a pattern", blogPostSchema, { ...clone(post), id: "x" })
  en("a wrong type", productSchema, { ...clone(product), order: "3" })
  en("a choice that is not one", blogPostSchema, { ...clone(post), category: "News" })
  en("below a minimum", productSchema, { ...clone(product), carousel: { ...product.carousel, base: 0 } })
  en("above a maximum", productSchema, { ...clone(product), carousel: { ...product.carousel, md: 9 } })
  en("too few entries", productSchema, { ...clone(product), intro: [] })
  en("too many entries", { list: t.array(t.text(), { max: 1 }) }, { list: ["a", "b"] })
  en("an unknown block", blogPostSchema, { ...clone(post), content: [{ type: "quote", text: "x" }] })
  en("an unknown field", blogPostSchema, { ...clone(post), subtitle: "x" })
  en("a text too long", blogPostSchema, { ...clone(post), title: "Long ".repeat(1000) })
  en("a day that is not in the calendar", blogPostSchema, { ...clone(post), date: "2025-02-30" })

  fr("a translation missing a field", post, (({ title: _t, ...rest }) => rest)(clone(postFr)), blogPostSchema)
  fr("a shared field in a translation", post, { ...clone(postFr), date: "2025-01-01" }, blogPostSchema)
  fr("an unknown field in a translation", post, { ...clone(postFr), subtitle: "x" }, blogPostSchema)
  const figures = clone(productFr)
  figures.specs[1].value = "1 à 4 jours"
  fr("other figures", product, figures, productSchema)
  fr("a list of another length", post, { ...clone(postFr), content: postFr.content.slice(1) }, blogPostSchema)
  const blocks = clone(postFr)
  blocks.content[1] = { type: "paragraph", text: blocks.content[1].text }
  fr("a block of another type", post, blocks, blogPostSchema)
  const moved = clone(productFr)
  moved.options = [moved.options[1], moved.options[0], ...moved.options.slice(2)]
  fr("a list in another order", product, moved, productSchema)
  fr("a list that is not one", post, { ...clone(postFr), content: "x" }, blogPostSchema)
  fr(
    "a translated field the English lacks",
    { ...clone(post), keywordLinks: undefined },
    { ...clone(postFr), keywordLinks: [{ keyword: "x" }] },
    blogPostSchema,
  )

  const typography = (what: string, text: string) =>
    cases.push({
      what,
      errors: frenchTypographyProblems({ ...postFr, title: text }, blogPostSchema),
      schema: blogPostSchema,
      doc: postFr,
      lang: "fr",
    })
  typography("straight quotes", 'Le "guide" du conteneur')
  typography("a colon glued to words", "Conteneurs:le guide")
  typography("a space after a colon missing", "Conteneurs :le guide")
  typography("a number glued to its unit", "Une maison de 40kg")

  const planner = (what: string, change: (p: typeof product) => void, base = product) => {
    const doc = clone(base)
    change(doc)
    cases.push({ what, errors: productPlannerErrors(doc), schema: productSchema, doc, lang: "en" })
  }
  planner("a sizing without its field", (p) => delete p.planner.sizes)
  planner("a field of another sizing", (p) => (p.planner.area = 20))
  planner("a range upside down", (p) => (p.planner.installationDays = { min: 5, max: 2 }))
  planner("production in part days", (p) => (p.planner.productionDays = { min: 30.5, max: 40 }))
  planner("units and area per container", (p) => Object.assign(p.planner, { unitsPerContainer: 2, areaPerContainer: 30 }))
  planner("a size twice", (p) => (p.planner.sizes = [p.planner.sizes[0], p.planner.sizes[0]]))
  // the 20 ft model gives its mass in a spec row
  const twenty = read("products/expandable-20ft.en.json")
  planner("a mass against its spec row", (p) => (p.planner.massKg = { min: 1, max: 2 }), twenty)
  planner("the mass missing", (p) => delete p.planner.massKg, twenty)
  planner("an occupancy without its people", (p) => delete p.planner.occupancy.sleeps)
  planner("an occupancy size the model does not have", (p) => (p.planner.occupancy.bySize[0].size = 99))
  planner("an occupancy size twice", (p) => (p.planner.occupancy.bySize[1].size = p.planner.occupancy.bySize[0].size))
  planner("occupancy people upside down", (p) => (p.planner.occupancy.seats = { min: 5, max: 2 }))
  planner("occupancy by size for a model counted by its area", (p) => {
    p.planner.occupancy.measure = "floorArea"
  })
  planner("two options with one id", (p) => (p.options[1].id = p.options[0].id))
  planner("sizes against the size row", (p) => (p.planner.sizes = [...p.planner.sizes.slice(0, -1), 999]))

  // the key facts and the areas in prose against the spec rows and the planner, each message from a real file
  const facts = (what: string, check: (doc: unknown) => ContentError[], change: (p: ProductDoc) => void, file: string) => {
    const doc = clone(read(file))
    change(doc)
    cases.push({ what, errors: check(doc), schema: productSchema, doc, lang: "en" })
  }
  const perContainer = (p: ProductDoc) => p.specs.find((r: { key?: string }) => r.key === "perContainer")
  facts(
    "a size row outside the floor area",
    keyFactsErrors,
    (p) => (p.specs.find((r: { key?: string }) => r.key === "size").value = "500 m²"),
    "products/capsule-houses.en.json",
  )
  facts(
    "a shipping row without the planner's units",
    keyFactsErrors,
    (p) => delete p.planner.unitsPerContainer,
    "products/expandable-20ft.en.json",
  )
  facts(
    "a shipping row with other units",
    keyFactsErrors,
    (p) => (perContainer(p).value = "3 units per 40 HQ"),
    "products/expandable-20ft.en.json",
  )
  facts("a shipping row without a number", keyFactsErrors, (p) => (perContainer(p).value = "Per 40 HQ"), "products/expandable-20ft.en.json")
  facts(
    "a measurement tab of another size",
    keyFactsErrors,
    (p) => (p.planner.sizes = p.planner.sizes.slice(0, -1)),
    "products/apple-cabins.en.json",
  )
  facts(
    "an area in prose the model does not have",
    productFactErrors,
    (p) => (p.sizeRange = "From 60 m²"),
    "products/light-steel-villas.en.json",
  )
  facts("a smallest area that is not", productFactErrors, (p) => (p.sizeRange = "from 93 m²"), "products/light-steel-villas.en.json")
  return cases
}

describe("the editor's refusals, in the maintainer's words: French first, then English", () => {
  const cases = corpus()

  it.each(cases.map((c) => [c.what, c] as const))(
    "%s: every message of the check is said in French, naming the field, with no code",
    (_what, c) => {
      expect(c.errors.length).toBeGreaterThan(0)
      for (const error of c.errors) {
        const { fr, en } = plainProblem(error, c.schema, c.doc, c.lang)
        // read by a pattern of the table, not the fallback
        expect(fr).not.toMatch(/phrase anglaise/)
        // no code path, no command, no "try again"
        for (const words of [fr, en]) {
          expect(words).not.toMatch(/\[\w*\]|\w\[\d+\]|\b(planner|specs|options|content)\.\w|npm|`|réessayer|try again/i)
          expect(words).toMatch(/\.$/)
        }
        expect(fr).toMatch(/^[A-ZÉÀ«][^:]*, côté (anglais|français)\u00A0: /)
        // French typography: no breaking space before a colon, a semicolon, ? or !
        expect(fr.replace(/«[^»]*»/g, "« »")).not.toMatch(/ [:;?!]/)
        expect(en).toMatch(/^[A-Z][^:]*, (English|French) side: /)
      }
    },
  )

  it("says a French figure that differs as the maintainer reads it", () => {
    const product = read("products/apple-cabins.en.json")
    const productFr = read("products/apple-cabins.fr.json")
    productFr.specs[1].value = "1 à 4 jours"
    const [error] = translationErrors(product, productFr, productSchema, "fr")
    expect(plainProblem(error, productSchema, mergeTranslation(product, productFr, productSchema), "fr")).toEqual({
      fr: "Caractéristiques, ligne 2 (Installation sur site), côté français\u00A0: donne 1 et 4 là où la version anglaise donne 1 et 3\u00A0: une traduction écrit les chiffres à sa façon, sans en changer la valeur\u202F; écrivez les mêmes.",
      en: "Specs, row 2 (Installation sur site), French side: gives 1, 4 where the English version gives 1, 3: a translation writes the figures its own way, never other values; write the same ones.",
    })
  })

  it("says a message no pattern reads in French all the same, its English with the code paths in words", () => {
    const post = read("blog/3.en.json")
    const { fr, en } = plainProblem({ field: "title", message: "clashes with content[2].text somehow" }, blogPostSchema, post, "en")
    expect(fr).toBe(
      "Titre, côté anglais\u00A0: la construction du site refuse ce champ tel qu’il est écrit\u202F; corrigez-le comme le dit la phrase anglaise qui suit.",
    )
    expect(en).toBe("Title, English side: clashes with Content, block 3 (Paragraph), text somehow.")
  })

  it("writes the refusal as a heading, then each problem on its own lines, French first", () => {
    expect(
      refusalText([{ fr: "Titre, côté français\u00A0: est vide : remplissez-le.", en: "Title, French side: is empty: fill it in." }]),
    ).toBe(
      [
        "Rien n’a été enregistré\u00A0: la construction du site refuserait cette page telle qu’elle est. Nothing was saved: the site's build would refuse this page as it is.",
        "• Titre, côté français\u00A0: est vide : remplissez-le.",
        "  Title, French side: is empty: fill it in.",
      ].join("\n"),
    )
  })
})
