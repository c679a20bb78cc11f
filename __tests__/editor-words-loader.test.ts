import fs from "fs"
import path from "path"
import { EDITOR_LOCALES } from "../src/gatsby/cms-admin"
import * as typographyModule from "../src/i18n/typography"
type Loader = ((this: object, source: string) => string | undefined) & {
  withSiteWords: (source: string, language: string, typeset?: (text: string) => string) => string
  OVERRIDES: Record<string, Record<string, string>>
  ADDITIONS: Record<string, Record<string, string>>
  TYPOGRAPHY_MODULE: string
}
const loader = require("../src/gatsby/webpack/editor-words-loader.cjs") as Loader
const { withSiteWords, OVERRIDES, ADDITIONS } = loader

/** The loader's output for a locale file, run as webpack runs it: `importModule` gives the module it names. */
function runLoader(language: string, modules: Record<string, object> = { [loader.TYPOGRAPHY_MODULE]: typographyModule }) {
  return new Promise<string>((resolve, reject) => {
    const context = {
      resourcePath: locale(language),
      importModule: (request: string) =>
        modules[request] ? Promise.resolve(modules[request]) : Promise.reject(new Error(`no module ${request}`)),
      async: () => (error: Error | null, result?: string) => (error ? reject(error) : resolve(result ?? "")),
    }
    const sync = loader.call(context, fs.readFileSync(locale(language), "utf8"))
    if (sync !== undefined) resolve(sync)
  })
}

type Words = { [key: string]: string | Words }
/** Every key of a locale file, dotted, with its text. */
const flat = (words: Words, prefix = ""): Array<[string, string]> =>
  Object.entries(words).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`)))
const read = (language: string): Words => JSON.parse(fs.readFileSync(locale(language), "utf8"))

const locale = (language: string) => path.join(__dirname, "..", "node_modules", "@sveltia", "cms", "locales", `${language}.json`)

describe("the editor's words: no « try again later » above a refusal of the build's check", () => {
  it("replaces the save-error dialog's first sentence in French and English, and nothing else", () => {
    for (const language of Object.keys(OVERRIDES)) {
      const source = fs.readFileSync(locale(language), "utf8")
      const before = JSON.parse(source)
      const after = JSON.parse(withSiteWords(source, language))
      expect(before.saving_entry.error.description).toMatch(/réessayer plus tard|try again later/i)
      expect(after.saving_entry.error.description).toBe(
        language === "fr" ? "L’entrée n’a pas été enregistrée." : "The entry was not saved.",
      )
      const added = new Set(Object.keys(ADDITIONS[language] ?? {}))
      const untouched = flat(after).filter(([key]) => key !== "saving_entry.error.description" && !added.has(key))
      expect(untouched).toEqual(flat(before).filter(([key]) => key !== "saving_entry.error.description"))
    }
  })

  it("fails the build when the editor no longer has the sentence (an upgrade renamed it)", () => {
    expect(() => withSiteWords(JSON.stringify({ saving_entry: {} }), "fr")).toThrow(/saving_entry.error.description/)
  })

  it("applies to the editor's locale files only", () => {
    expect(EDITOR_LOCALES.test(locale("fr"))).toBe(true)
    expect(EDITOR_LOCALES.test(path.join("data", "site.fr.json"))).toBe(false)
  })
})

describe("the editor's words in French: none left in English", () => {
  const english = new Map(flat(read("en-US")))
  const french = new Map(flat(read("fr")))
  const loaded = new Map<string, string>()
  const additions = Object.entries(ADDITIONS.fr)
  beforeAll(async () => {
    for (const [key, text] of flat(JSON.parse(await runLoader("fr")))) loaded.set(key, text)
  })

  it("has a French text for every word of the English interface but the configuration's errors", () => {
    expect([...english.keys()].filter((key) => !key.startsWith("config.") && !loaded.has(key))).toEqual([])
  })

  it.each(additions)("adds %s, a key of the English file that the French file still lacks", (key) => {
    expect([key, english.has(key), french.has(key)]).toEqual([key, true, false])
  })

  it.each(additions)("%s keeps the English placeholders and plural cases", (key, text) => {
    const parts = (t: string) =>
      [...t.matchAll(/\{\$\w+[^}]*\}|\.match \$\w+|(?<=\}\} )(?:one|\*|0)(?= \{\{)|(?<=\.match \$\w+ )(?:one|\*|0)/g)]
        .map((m) => m[0])
        .sort()
    expect(parts(text)).toEqual(parts(english.get(key) ?? ""))
  })

  it("sets what it adds by the site's French typography, and leaves the message format's options alone", () => {
    expect(loaded.get("assets_dialog.selected_folder")).toBe("Dossier sélectionné\u00a0: {$path}")
    expect(loaded.get("new_folder_description")).toBe("Le nouveau dossier sera créé dans «\u00a0{$folder}\u00a0».")
    expect(loaded.get("confirm_deleting_folder")).toMatch(/^\.input \{\$count :integer\} .*«\u00a0\{\$name\}\u00a0»\u202f\?\}\}/)
    expect(loaded.get("remote_change.confirm_reloading_entry")).toBe(
      "Voulez-vous vraiment recharger l’entrée\u202f? Vos modifications non enregistrées seront perdues.",
    )
    for (const [key, text] of additions) expect([key, loaded.get(key)]).toEqual([key, typographyModule.frenchTypography(text)])
    for (const [key] of additions) expect([key, / [?!:;](?=\s|$|\})|« | »/.test(loaded.get(key) ?? "")]).toEqual([key, false])
  })

  it("fails the build, naming the module, when the typography is not where it reads it", async () => {
    await expect(runLoader("fr", {})).rejects.toThrow(/no module .*typography\.ts/)
    await expect(runLoader("fr", { [loader.TYPOGRAPHY_MODULE]: {} })).rejects.toThrow(
      'editor-words-loader: src/i18n/typography.ts exports no function "typography"',
    )
  })

  it("reads no module for a language it adds nothing to", async () => {
    expect(JSON.parse(await runLoader("en-US", {})).saving_entry.error.description).toBe("The entry was not saved.")
  })
})
