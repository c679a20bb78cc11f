import { otherLanguages, suggestedLanguage } from "../src/lib/ui/language-choice"

const alternates = { en: "/about/", fr: "/fr/a-propos/" }

describe("the visitor's language", () => {
  it("lists the page's other languages", () => {
    expect(otherLanguages("en", alternates)).toEqual([["fr", "/fr/a-propos/"]])
    expect(otherLanguages("fr", alternates)).toEqual([["en", "/about/"]])
    expect(otherLanguages("en", { en: "/about/" })).toEqual([])
    expect(otherLanguages("en", undefined)).toEqual([])
  })

  it("suggests French to a French-speaking browser on an English page, once", () => {
    const base = { pageLang: "en" as const, alternates, chosen: null, dismissed: false }
    expect(suggestedLanguage({ ...base, browserLangs: ["fr-FR", "en"] })).toBe("fr")
    expect(suggestedLanguage({ ...base, browserLangs: ["fr-RE"] })).toBe("fr")
    expect(suggestedLanguage({ ...base, browserLangs: ["fr-FR"], dismissed: true })).toBeNull()
    expect(suggestedLanguage({ ...base, browserLangs: ["fr-FR"], chosen: "en" })).toBeNull()
  })

  it("suggests nothing when the browser prefers the page's language, or a language the page is not in", () => {
    const base = { alternates, chosen: null, dismissed: false }
    expect(suggestedLanguage({ ...base, pageLang: "en", browserLangs: ["en-GB", "fr"] })).toBeNull()
    expect(suggestedLanguage({ ...base, pageLang: "fr", browserLangs: ["fr-FR", "en"] })).toBeNull()
    expect(suggestedLanguage({ ...base, pageLang: "en", browserLangs: ["de-DE"] })).toBeNull()
    expect(suggestedLanguage({ ...base, pageLang: "en", alternates: { en: "/x/" }, browserLangs: ["fr"] })).toBeNull()
  })
})
