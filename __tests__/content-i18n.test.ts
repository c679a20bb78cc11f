import {
  figuresIn,
  isTranslated,
  langFile,
  mergeTranslation,
  parsePublishedLangs,
  isSourceLangFile,
  splitLangFile,
  translatedPart,
  translationErrors,
} from "../src/lib/content/content-i18n"
import { t } from "../src/lib/content/content-schema"
import { productSchema } from "../src/content-model/products"
import { legalPageSchema } from "../src/content-model/legal"
import { blogPostSchema } from "../src/content-model/blog"

const schema = {
  id: t.string(),
  path: t.path({ i18n: "translate" }),
  title: t.text(),
  area: t.number(),
  image: t.image(),
  link: t.path(),
  gallery: t.array(t.object({ image: t.image(), alt: t.text() })),
  blocks: t.array(
    t.union("type", { text: { heading: t.text({ optional: true }), body: t.text() }, video: { src: t.video(), label: t.text() } }),
  ),
  slug: t.string({ optional: true, i18n: "translate", perLanguage: true }),
}

const en = {
  id: "7",
  path: "/apple-cabins",
  title: "Apple Cabin",
  area: 19.8,
  image: "../images/a.jpg",
  link: "/contact",
  gallery: [
    { image: "../images/1.jpg", alt: "Front" },
    { image: "../images/2.jpg", alt: "Back" },
  ],
  blocks: [
    { type: "text", heading: "Why", body: "Because" },
    { type: "video", src: "../videos/v.mp4", label: "Film" },
  ],
}
const fr = {
  path: "/fr/cabine-apple",
  title: "Cabine Apple",
  gallery: [{ alt: "Face" }, { alt: "Dos" }],
  blocks: [
    { type: "text", heading: "Pourquoi", body: "Parce que" },
    { type: "video", label: "Film" },
  ],
  slug: "cabine-apple",
}

describe("translation files (Decap's multiple_files: 3.en.json beside 3.fr.json)", () => {
  it("names the language of a file from its name, and the item key both files share", () => {
    expect(splitLangFile("blog/3.fr.json")).toEqual({ base: "blog/3.json", lang: "fr" })
    expect(splitLangFile("home.en.json")).toEqual({ base: "home.json", lang: "en" })
    expect(splitLangFile("products/expandable-20ft.en.json")).toEqual({ base: "products/expandable-20ft.json", lang: "en" })
    expect(langFile("site.json", "fr")).toBe("site.fr.json")
    expect(langFile("site.json", "en")).toBe("site.en.json")
  })

  it("gives no language to a file whose name has none, or another language than the site's", () => {
    expect(splitLangFile("home.json")).toEqual({ base: "home.json", lang: undefined })
    expect(splitLangFile("blog/3.de.json")).toEqual({ base: "blog/3.de.json", lang: undefined })
    expect(isSourceLangFile("3.en.json")).toBe(true)
    expect(isSourceLangFile("3.fr.json")).toBe(false)
    expect(isSourceLangFile("3.json")).toBe(false)
  })

  it("knows which fields are written in each language: reader text and page paths, not figures, images, ids or links", () => {
    expect(isTranslated(schema.title)).toBe(true)
    expect(isTranslated(schema.path)).toBe(true)
    expect(isTranslated(schema.gallery)).toBe(true)
    expect(isTranslated(schema.id)).toBe(false)
    expect(isTranslated(schema.area)).toBe(false)
    expect(isTranslated(schema.image)).toBe(false)
    expect(isTranslated(schema.link)).toBe(false)
    expect(isTranslated(productSchema.carousel)).toBe(false)
    expect(isTranslated(blogPostSchema.date)).toBe(false)
  })

  it("finds nothing to say about a faithful translation", () => {
    expect(translationErrors(en, fr, schema)).toEqual([])
  })

  it("names every disagreement: a missing text, another list length, another block, a shared field written again", () => {
    const broken = {
      path: "/fr/cabine-apple",
      gallery: [{ alt: "Face" }],
      blocks: [
        { type: "video", label: "Film" },
        { type: "text", body: "x" },
      ],
      area: 19.8,
      titre: "Cabine",
    }
    expect(translationErrors(en, broken, schema)).toEqual([
      { field: "title", message: "is missing: the English version has it, so the translation must have it too" },
      { field: "gallery", message: "has 1 entries, the English version has 2: the two must match one to one" },
      { field: "blocks[0].type", message: 'is "video", the English version has "text": the blocks must be the same, in the same order' },
      { field: "blocks[1].type", message: 'is "text", the English version has "video": the blocks must be the same, in the same order' },
      { field: "area", message: "is shared by every language and stored once, in the English file: remove it from the translation" },
      { field: "titre", message: "is not a known field (misspelt?)" },
    ])
  })

  it("an optional text must be present in both languages or in neither", () => {
    const noHeading = { ...fr, blocks: [{ type: "text", body: "Parce que" }, fr.blocks[1]] }
    expect(translationErrors(en, noHeading, schema)).toEqual([
      { field: "blocks[0].heading", message: "is missing: the English version has it, so the translation must have it too" },
    ])
  })

  it("merges: translated texts from the translation, everything else from English, links mapped to the language's pages", () => {
    const map: Record<string, string> = { "/contact": "/fr/contact" }
    expect(mergeTranslation(en, fr, schema, (p) => map[p])).toEqual({
      id: "7",
      path: "/fr/cabine-apple",
      title: "Cabine Apple",
      area: 19.8,
      image: "../images/a.jpg",
      link: "/fr/contact",
      gallery: [
        { image: "../images/1.jpg", alt: "Face" },
        { image: "../images/2.jpg", alt: "Dos" },
      ],
      blocks: [
        { type: "text", heading: "Pourquoi", body: "Parce que" },
        { type: "video", src: "../videos/v.mp4", label: "Film" },
      ],
      slug: "cabine-apple",
    })
  })

  it("a per-language field is never inherited from English", () => {
    const withSlug = { ...en, slug: "apple" }
    const { slug, ...frWithout } = fr
    expect(slug).toBeDefined()
    expect(translationErrors(withSlug, frWithout, schema)).toEqual([])
    expect(mergeTranslation(withSlug, frWithout, schema).slug).toBeUndefined()
  })

  it("reduces a full translated copy to the translation file: texts and block types, nothing shared", () => {
    const fullCopy = mergeTranslation(en, fr, schema)
    expect(translatedPart(fullCopy, schema)).toEqual(fr)
  })

  it("legal texts are each language's own: their sections may differ in number", () => {
    const enLegal = {
      path: "/terms",
      title: "Terms",
      seo: { description: "d" },
      banner: "x.jpg",
      sections: [{ heading: "A" }, { heading: "B" }],
    }
    const frLegal = {
      path: "/fr/cgv",
      title: "CGV",
      seo: { description: "d" },
      lastUpdated: "2026-11-23",
      sections: [{ heading: "A" }, { heading: "B" }, { heading: "C", details: [{ label: "l", value: "v" }] }],
    }
    expect(translationErrors(enLegal, frLegal, legalPageSchema)).toEqual([])
    const merged = mergeTranslation(enLegal, frLegal, legalPageSchema)
    expect(merged.sections).toHaveLength(3)
    expect(merged.banner).toBe("x.jpg")
    expect(merged.lastUpdated).toBe("2026-11-23")
  })

  it("reads the figures of a text in each language's format", () => {
    expect(figuresIn("74.34 m²", "en")).toEqual(["74.34"])
    expect(figuresIn("74,34 m²", "fr")).toEqual(["74.34"])
    expect(figuresIn("3500-4500 kg", "en")).toEqual(["3500", "4500"])
    expect(figuresIn("3 500-4 500 kg", "fr")).toEqual(["3500", "4500"])
    expect(figuresIn("W6240*L11800*H2480", "fr")).toEqual(["6240", "11800", "2480"])
    expect(figuresIn("2\u00A0270 mm", "fr")).toEqual(["2270"])
  })

  it("refuses a spec value whose figures differ from the English ones", () => {
    const spec = { specs: t.array(t.object({ label: t.text(), value: t.text({ figures: true }) })) }
    const en = { specs: [{ label: "Total area", value: "74.34 m²" }] }
    expect(translationErrors(en, { specs: [{ label: "Surface totale", value: "74,34 m²" }] }, spec)).toEqual([])
    expect(translationErrors(en, { specs: [{ label: "Surface totale", value: "74,43 m²" }] }, spec)).toEqual([
      {
        field: "specs[0].value",
        message: "gives the figures 74.43 where the English version gives 74.34: a translation changes their format, never their values",
      },
    ])
  })

  it("lets a translation order the figures its own way, never change one: dimensions as a French reader reads them", () => {
    const spec = { specs: t.array(t.object({ label: t.text(), value: t.text({ figures: true }) })) }
    const en = { specs: [{ label: "External dimensions", value: "W6240*L11800*H2480" }] }
    const fr = (value: string) => ({ specs: [{ label: "Dimensions extérieures", value }] })
    expect(translationErrors(en, fr("11 800 × 6 240 × 2 480 mm (L × l × H)"), spec)).toEqual([])
    expect(translationErrors(en, fr("11 800 × 6 240 × 2 840 mm (L × l × H)"), spec)).toEqual([
      {
        field: "specs[0].value",
        message:
          "gives the figures 11800, 6240, 2840 where the English version gives 6240, 11800, 2480: a translation changes their format, never their values",
      },
    ])
  })

  it("publishes every language unless told which; English always", () => {
    expect(parsePublishedLangs(undefined)).toEqual(["en", "fr"])
    expect(parsePublishedLangs("")).toEqual(["en", "fr"])
    expect(parsePublishedLangs("en")).toEqual(["en"])
    expect(parsePublishedLangs("fr,en")).toEqual(["en", "fr"])
    expect(parsePublishedLangs(" fr ")).toEqual(["en", "fr"])
    expect(() => parsePublishedLangs("en,de")).toThrow('GATSBY_PUBLISHED_LANGS names "de"')
  })
})
