import path from "path"
import { ALL_UI } from "../src/i18n/all"
import { LANGUAGES } from "../src/i18n/languages"
import { frenchTypography, withTypography } from "../src/i18n/typography"
import { WORDS_TYPESET_RULE } from "../src/gatsby/overrides/words-typeset-rule"
import { forms } from "../src/i18n/fr/forms"
import { layout } from "../src/i18n/fr/layout"

interface Loader {
  (this: LoaderContext): void
  wordsModule: (exportName: string, words: unknown) => string
  SOURCE_QUERY: string
}
interface LoaderContext {
  resourcePath: string
  async: () => (error: Error | null, text?: string) => void
  importModule: (request: string, options: object) => Promise<Record<string, unknown>>
}
const loader = require("../src/gatsby/overrides/words-typeset-loader.cjs") as Loader

/** The object a module written by the loader exports. */
const exported = (text: string, name: string): unknown => {
  const prefix = `export const ${name} = `
  expect(text.startsWith(prefix)).toBe(true)
  return JSON.parse(text.slice(prefix.length).replace(/;\n$/, ""))
}

const strings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).flatMap(strings) : []

/** Runs the loader on a module path, its build-time run answering `exports`. */
const run = (resourcePath: string, exports: Record<string, unknown>) =>
  new Promise<{ text?: string; request: string }>((resolve, reject) => {
    let request = ""
    loader.call({
      resourcePath,
      async: () => (error, text) => (error ? reject(error) : resolve({ text, request })),
      importModule: (r) => {
        request = r
        return Promise.resolve(exports)
      },
    })
  })

describe("the interface words in the browser's bundles: plain strings, typography set at build time", () => {
  it("writes the French words with the French typography, as the module's view reads them", () => {
    const words = exported(loader.wordsModule("fr", ALL_UI.fr), "fr") as typeof ALL_UI.fr
    // the words typed with plain spaces, typeset by the same rules
    expect(words.forms).toEqual(withTypography("fr", forms))
    expect(words.layout).toEqual(withTypography("fr", layout))
    expect(words.forms.email.productQuoteSubject).toBe("Demande de devis\u00a0: {product} [FR]")
    expect(words).toEqual(JSON.parse(JSON.stringify(ALL_UI.fr)))
    // typeset once for all: the rules find nothing more to set
    for (const s of strings(words)) expect(frenchTypography(s)).toBe(s)
  })

  it("writes the English words as they are", () => {
    expect(exported(loader.wordsModule("en", ALL_UI.en), "en")).toEqual(JSON.parse(JSON.stringify(ALL_UI.en)))
  })

  it("refuses words that are not data, naming the module and the key", () => {
    expect(() => loader.wordsModule("fr", { forms: { send: () => "Envoyer" } })).toThrow('src/i18n/fr: "send" is a function')
    expect(() => loader.wordsModule("fr", undefined)).toThrow('src/i18n/fr/index.ts exports no object named "fr"')
  })

  it("runs the module's own source at build time and exports it under its language's name", async () => {
    const file = path.join("/site", "src", "i18n", "fr", "index.ts")
    const { text, request } = await run(file, { fr: { common: { close: "Fermer ?" } } })
    expect(request).toBe(file + loader.SOURCE_QUERY)
    expect(exported(text!, "fr")).toEqual({ common: { close: "Fermer ?" } })
    await expect(run(path.join("/site", "src", "i18n", "all.ts"), {})).rejects.toThrow("is not a language's words module")
  })

  it("applies to every language's words module and to nothing else, never to the module's run at build time", () => {
    for (const lang of Object.keys(LANGUAGES)) {
      expect(WORDS_TYPESET_RULE.test.test(path.join(process.cwd(), "src", "i18n", lang, "index.ts"))).toBe(true)
      expect(WORDS_TYPESET_RULE.test.test(path.join(process.cwd(), "src", "i18n", lang, "forms.ts"))).toBe(false)
    }
    expect(WORDS_TYPESET_RULE.test.test(path.join(process.cwd(), "src", "i18n", "index.ts"))).toBe(false)
    expect(WORDS_TYPESET_RULE.test.test(path.join(process.cwd(), "src", "i18n", "all.ts"))).toBe(false)
    expect(WORDS_TYPESET_RULE.resourceQuery.not.some((re) => re.test(loader.SOURCE_QUERY))).toBe(true)
    expect(WORDS_TYPESET_RULE.loader).toMatch(/words-typeset-loader\.cjs$/)
    expect(WORDS_TYPESET_RULE.enforce).toBe("pre")
  })
})
