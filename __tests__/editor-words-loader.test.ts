import fs from "fs"
import path from "path"
import { EDITOR_LOCALES } from "../src/gatsby/cms-admin"
const { withSiteWords, OVERRIDES } = require("../src/gatsby/webpack/editor-words-loader.cjs") as {
  withSiteWords: (source: string, language: string) => string
  OVERRIDES: Record<string, Record<string, string>>
}

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
      expect({ ...after, saving_entry: before.saving_entry }).toEqual(before)
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
