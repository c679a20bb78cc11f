import { frenchTypography, withTypography } from "../src/i18n/typography"
import { figuresIn } from "../src/lib/content/content-i18n"
import { LANGUAGES } from "../src/i18n/languages"

describe("French typography", () => {
  it("puts a no-break space before a colon and a narrow one before ; ? !", () => {
    expect(frenchTypography("Port de livraison : Le Port")).toBe("Port de livraison\u00A0: Le Port")
    expect(frenchTypography("Pourquoi ? Parce que ; voilà !")).toBe("Pourquoi\u202F? Parce que\u202F; voilà\u202F!")
  })
  it("inside French quotation marks", () => {
    expect(frenchTypography("la « maison pour tous »")).toBe("la «\u00A0maison pour tous\u00A0»")
  })
  it("leaves addresses, times and ratios alone", () => {
    for (const text of [
      "https://www.kazhorizon.re/fr/?lang=fr",
      "mailto:contact@kazhorizon.re",
      "[écrivez-nous](mailto:{email})",
      "[{phone}](tel:{phoneDigits})",
      "10:30",
      "à l’échelle 1:50",
    ])
      expect(frenchTypography(text)).toBe(text)
  })
  it("puts the space a maintainer left out before a sign after a word (issue 41: « Cartes de paiement: »)", () => {
    expect(frenchTypography("Cartes de paiement: Visa, Mastercard")).toBe("Cartes de paiement\u00A0: Visa, Mastercard")
    expect(frenchTypography("Note: x")).toBe("Note\u00A0: x")
    expect(frenchTypography("[nous écrire](/contact): réponse")).toBe("[nous écrire](/contact)\u00A0: réponse")
    expect(frenchTypography("Pourquoi? Vraiment?! Oui; voilà!")).toBe("Pourquoi\u202F? Vraiment\u202F?! Oui\u202F; voilà\u202F!")
    // glued on both sides it may be an address: the content check refuses it, the transform leaves it
    expect(frenchTypography("Note:voir")).toBe("Note:voir")
    expect(frenchTypography("etc.: voir")).toBe("etc.: voir")
  })
  it("keeps a number with its unit (no-break space)", () => {
    expect(frenchTypography("36,54 m² et 20 pieds")).toBe("36,54\u00A0m² et 20\u00A0pieds")
    expect(frenchTypography("de 8 h à 17 h, 1 à 3 jours, 25 ans")).toBe("de 8\u00A0h à 17\u00A0h, 1 à 3\u00A0jours, 25\u00A0ans")
    expect(frenchTypography("100 %, 40 euros, 3 m³, 220 V, 5 kWh")).toBe("100\u00A0%, 40\u00A0euros, 3\u00A0m³, 220\u00A0V, 5\u00A0kWh")
    expect(frenchTypography("L11800 mm")).toBe("L11800\u00A0mm")
    // not a unit: a word that starts like one, an elided article, a count of things
    expect(frenchTypography("12 mois")).toBe("12\u00A0mois")
    for (const text of ["3 l’an", "2 maisons", "3 chambres", "20 moteurs", "4 tables"]) expect(frenchTypography(text)).toBe(text)
  })
  it("keeps the groups of thousands together (narrow no-break space)", () => {
    expect(frenchTypography("6 500")).toBe("6\u202F500")
    expect(frenchTypography("de 6 500 à 8 000 kg")).toBe("de 6\u202F500 à 8\u202F000\u00A0kg")
    expect(frenchTypography("3 500-4 500 kg")).toBe("3\u202F500-4\u202F500\u00A0kg")
    expect(frenchTypography("11 800 000 mm et 1 234,5 kg")).toBe("11\u202F800\u202F000\u00A0mm et 1\u202F234,5\u00A0kg")
    expect(frenchTypography("10 000 €")).toBe("10\u202F000\u00A0€")
    // a phone number, a code, a year before a count, decimals: not thousands
    for (const text of ["+262 262 00 01 23", "FR00 123 456 789", "en 2024 150 maisons", "36,54 500", "1 2 3"])
      expect(frenchTypography(text)).toBe(text)
  })
  it("keeps « La Réunion » together", () => {
    expect(frenchTypography("à La Réunion, de la Réunion")).toBe("à La\u00A0Réunion, de la\u00A0Réunion")
    expect(frenchTypography("Mala Réunion")).toBe("Mala Réunion")
  })
  it("keeps the key of a dimension « (L × l × H) » on one line, not the figures it follows", () => {
    expect(frenchTypography("5 900 × 6 320 × 2 480 mm (L × l × H)")).toBe(
      "5\u202F900 × 6\u202F320 × 2\u202F480\u00A0mm (L\u00A0×\u00A0l\u00A0×\u00A0H)",
    )
    expect(frenchTypography("6 320 × 5 900 mm (l × L), soit")).toBe("6\u202F320 × 5\u202F900\u00A0mm (l\u00A0×\u00A0L), soit")
    // words, a letter beside a figure: not a dimension's key
    for (const text of ["bois × acier", "L × 2", "2 × l"]) expect(frenchTypography(text)).toBe(text)
  })
  it("keeps a code's article number with its letter: « L. 217-1 », « D. 211-2 », « R. 111-1 » never break after « L. »", () => {
    expect(frenchTypography("les articles L. 217-1 à L. 217-32 du Code de la consommation")).toBe(
      "les articles L.\u00A0217-1 à L.\u00A0217-32 du Code de la consommation",
    )
    expect(frenchTypography("l'article D. 211-2 et l'article R. 631-3")).toBe("l’article D.\u00A0211-2 et l’article R.\u00A0631-3")
    expect(frenchTypography("(article L.\u00A0441-10)")).toBe("(article L.\u00A0441-10)")
    // not a code's article: a title before a name, a letter ending a sentence, another letter, a letter ending a word
    for (const text of [
      "M. Dupont",
      "L. Martin",
      "la classe D. Ensuite",
      "plan D.",
      "M. 12 rue",
      "A. 217-1",
      "ROI. 12 maisons",
      "AL. 217-1",
    ])
      expect(frenchTypography(text)).toBe(text)
  })
  it("sets the typographic apostrophe between two letters, never in an address", () => {
    expect(frenchTypography("L'équipe d'Horizon, aujourd'hui, jusqu'à l'été")).toBe("L’équipe d’Horizon, aujourd’hui, jusqu’à l’été")
    // before a word's token, as the interface words write an elision: « jusqu'{toPort} »
    expect(frenchTypography("Transport maritime jusqu'{toPort}")).toBe("Transport maritime jusqu’{toPort}")
    // a link's target and a written address keep their straight apostrophe; the link's text gets its ’
    expect(frenchTypography("Voir [l'article](https://fr.wikipedia.org/wiki/L'Isle) ou https://a.test/l'x d'abord")).toBe(
      "Voir [l’article](https://fr.wikipedia.org/wiki/L'Isle) ou https://a.test/l'x d’abord",
    )
    // not between two letters: left for the content check, which refuses it
    for (const text of ["'mot'", "l' été", "les 80'"]) expect(frenchTypography(text)).toBe(text)
  })
  it("is idempotent", () => {
    for (const text of [
      "l'été d'Horizon",
      "Question ? « Oui » : non !",
      "Cartes de paiement: 6 500 kg à La Réunion",
      "36,54 m²!",
      "2 480 mm (L × l × H)",
      "articles L. 217-1 et D. 211-2",
    ]) {
      const once = frenchTypography(text)
      expect(frenchTypography(once)).toBe(once)
    }
  })
  it("leaves the figures the content check reads (figuresIn, LANGUAGES.fr.groupSeparators)", () => {
    expect(LANGUAGES.fr.groupSeparators).toContain("\u202F")
    expect(LANGUAGES.fr.groupSeparators).toContain("\u00A0")
    for (const text of ["36,54 m²", "de 6 500 à 8 000 kg", "3 500-4 500 kg", "W6320*L5900*H2480", "11 800 000 mm", "de 8 h à 17 h"])
      expect(figuresIn(frenchTypography(text), "fr")).toEqual(figuresIn(text, "fr"))
    expect(figuresIn(frenchTypography("de 6 500 à 8 000 kg"), "fr")).toEqual(["6500", "8000"])
  })
  it("reaches every string of a value, keeps functions, and leaves English alone", () => {
    const fn = (n: number) => `${n} ?`
    const value = { a: "Oui ?", b: ["Non !"], c: { d: "x : y" }, fn, n: 3 }
    const fr = withTypography("fr", value)
    expect(fr).toEqual({ a: "Oui\u202F?", b: ["Non\u202F!"], c: { d: "x\u00A0: y" }, fn, n: 3 })
    expect(withTypography("en", value)).toBe(value)
  })
})
