import type { UiStrings } from "../src/i18n"
import { lazilyApplied } from "../src/lib/content/typography"

/** A fresh copy of src/i18n and its sources. */
function load() {
  jest.resetModules()
  const i18n = require("../src/i18n") as typeof import("../src/i18n")
  const sources = { en: require("../src/i18n/en").en as UiStrings, fr: require("../src/i18n/fr").fr as UiStrings }
  return { i18n, sources }
}

describe("uiFor: French words get their typography string by string, when first read", () => {
  it("gives the French words with their no-break spaces", () => {
    const { i18n } = load()
    expect(i18n.uiFor("fr").forms.quote.success).toBe("Demande envoyée\u202F!")
    expect(i18n.uiFor("fr").enquiry.productQuote.title).toBe("Demander un devis\u00A0: {product}")
    expect(i18n.uiFor("fr")).toBe(i18n.uiFor("fr"))
  })

  it("sets a string's typography on its first read only, and no other string's", () => {
    const seen: string[] = []
    const words = lazilyApplied(
      (text) => {
        seen.push(text)
        return text.toUpperCase()
      },
      { a: "one", nested: { b: "two", list: ["three", "four"] }, f: (n: number) => `n=${n}` },
    )
    expect(seen).toEqual([])
    expect(words.nested.b).toBe("TWO")
    expect(words.nested.b).toBe("TWO")
    expect(seen).toEqual(["two"])
    expect(words.nested.list.map((x) => x)).toEqual(["THREE", "FOUR"])
    expect(words.nested).toBe(words.nested)
    expect(words.f(2)).toBe("n=2")
    expect(seen).toEqual(["two", "three", "four"])
    expect(JSON.stringify(words)).toBe('{"a":"ONE","nested":{"b":"TWO","list":["THREE","FOUR"]}}')
  })

  it("leaves the English words as they are written, without a view", () => {
    const { i18n, sources } = load()
    expect(i18n.uiFor("en")).toBe(sources.en)
  })

  it("keeps every section of the words (the same keys as the source)", () => {
    const { i18n, sources } = load()
    expect(Object.keys(i18n.uiFor("fr"))).toEqual(Object.keys(sources.fr))
  })
})
