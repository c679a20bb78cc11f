import type { UiStrings } from "../src/i18n"
import { LANGS } from "../src/lib/content/content-i18n"
import { lazilyApplied, typography } from "../src/i18n/typography"
import { LANGUAGE_WORDS } from "../src/i18n/language-words"

/** A fresh registry of interface words: empty, or with every language (src/i18n/all.ts). */
function fresh({ all }: { all: boolean }) {
  jest.resetModules()
  if (all) require("../src/i18n/all")
  return require("../src/i18n") as typeof import("../src/i18n")
}

/** Every string of a value, read through it (a lazy view gives its strings with their typography). */
function stringsOf(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${at}[${i}]`))
  if (value && typeof value === "object")
    return Object.keys(value).flatMap((k) => stringsOf((value as Record<string, unknown>)[k], `${at}.${k}`))
  return []
}

describe("uiFor: French words get their typography string by string, when first read", () => {
  it("gives the French words with their no-break spaces", () => {
    const i18n = fresh({ all: true })
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
    const i18n = fresh({ all: true })
    expect(i18n.uiFor("en")).toBe((require("../src/i18n/en") as { en: UiStrings }).en)
  })

  it.each(LANGS)("gives every %s string with its language's typography (a language's folder applies its own)", (lang) => {
    const strings = stringsOf(fresh({ all: true }).uiFor(lang))
    expect(strings.length).toBeGreaterThan(150)
    expect(strings.filter(([, s]) => typography(lang, s) !== s)).toEqual([])
  })

  it.each(LANGS)("has %s language-switch words that need no typography (every page carries them, without the rules)", (lang) => {
    expect(stringsOf(LANGUAGE_WORDS[lang]).filter(([, s]) => typography(lang, s) !== s)).toEqual([])
  })
})

describe("the words a page has", () => {
  it("are only those provided: uiFor names a language that is not loaded, and where it comes from", () => {
    const i18n = fresh({ all: false })
    expect(i18n.hasUi("fr")).toBe(false)
    expect(() => i18n.uiFor("fr")).toThrow(
      'The "fr" interface words are not loaded: the browser loads them with loadUi (src/i18n/load-ui.ts), the build and the tests import src/i18n/all.ts',
    )
  })

  it("loadUi loads a language once and provides it; a second call gives the same words", async () => {
    const i18n = fresh({ all: false })
    const { loadUi } = require("../src/i18n/load-ui") as typeof import("../src/i18n/load-ui")
    const [a, b] = await Promise.all([loadUi("fr"), loadUi("fr")])
    expect(a).toBe(b)
    expect(i18n.hasUi("fr")).toBe(true)
    expect(i18n.hasUi("en")).toBe(false)
    expect(i18n.uiFor("fr").forms.quote.success).toBe("Demande envoyée\u202F!")
    expect(await loadUi("fr")).toBe(a)
  })

  it("loadUi tries again after a failed load (offline, then back)", async () => {
    const i18n = fresh({ all: false })
    let offline = true
    jest.doMock("../src/i18n/fr", () => {
      if (offline) throw new Error("Loading chunk ui-fr failed")
      return jest.requireActual("../src/i18n/fr")
    })
    const { loadUi } = require("../src/i18n/load-ui") as typeof import("../src/i18n/load-ui")
    await expect(loadUi("fr")).rejects.toThrow("Loading chunk ui-fr failed")
    expect(i18n.hasUi("fr")).toBe(false)
    offline = false
    const loaded = await loadUi("fr")
    expect(loaded).toBe(i18n.uiFor("fr"))
    jest.dontMock("../src/i18n/fr")
  })
})
