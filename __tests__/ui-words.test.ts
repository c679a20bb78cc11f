import type { UiStrings } from "../src/i18n"

/** A fresh copy of src/i18n whose typography calls are counted, by the section of words they are given. */
function load() {
  jest.resetModules()
  const actual = jest.requireActual("../src/lib/content/typography") as typeof import("../src/lib/content/typography")
  const walked: unknown[] = []
  jest.doMock("../src/lib/content/typography", () => ({
    ...actual,
    withTypography: (lang: "en" | "fr", value: unknown) => {
      walked.push(value)
      return actual.withTypography(lang, value)
    },
  }))
  const i18n = require("../src/i18n") as typeof import("../src/i18n")
  const sources = { en: require("../src/i18n/en").en as UiStrings, fr: require("../src/i18n/fr").fr as UiStrings }
  return { i18n, walked, sources }
}

describe("uiFor: French words get their typography section by section, when first read", () => {
  it("gives the French words with their no-break spaces", () => {
    const { i18n } = load()
    expect(i18n.uiFor("fr").forms.quote.success).toBe("Demande envoyée\u202F!")
    expect(i18n.uiFor("fr").enquiry.productQuote.title).toBe("Demander un devis\u00A0: {product}")
  })

  it("walks a section once, on its first read, and no other section", () => {
    const { i18n, walked, sources } = load()
    const fr = i18n.uiFor("fr")
    expect(walked).toEqual([])
    expect(fr.layout.skipLink).toBe("Aller au contenu principal")
    void fr.layout.language
    expect(walked).toEqual([sources.fr.layout])
    void fr.forms
    expect(walked).toEqual([sources.fr.layout, sources.fr.forms])
    expect(i18n.uiFor("fr")).toBe(fr)
  })

  it("leaves the English words as they are written, without walking them", () => {
    const { i18n, walked, sources } = load()
    expect(i18n.uiFor("en")).toBe(sources.en)
    expect(walked).toEqual([])
  })

  it("keeps every section of the words (the same keys as the source)", () => {
    const { i18n, sources } = load()
    expect(Object.keys(i18n.uiFor("fr"))).toEqual(Object.keys(sources.fr))
  })
})
