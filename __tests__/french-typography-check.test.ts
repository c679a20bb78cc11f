import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyData as copyDataTo, REAL_DATA } from "./helpers/data-copy"
import {
  checksTypography,
  excerptAt,
  fixFrenchTypography,
  fixFrenchTypographyDoc,
  frenchTypographyFaults,
  frenchTypographyProblems,
} from "../src/lib/content/french-typography-check"
import { frenchTypography } from "../src/i18n/typography"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { listJsonFiles } from "../src/gatsby/content/content-files"
import { kindOf } from "../src/content-model"
import { splitLangFile } from "../src/lib/content/content-i18n"
import { entryProblems } from "../src/cms/entry-check"
import { legalPageSchema } from "../src/content-model/legal"
import { uiFor } from "../src/i18n/all"
import { plannerWords } from "../src/i18n/planner"

const realData = REAL_DATA
const NBSP = "\u00A0"
const NNBSP = "\u202F"
/** The rules a text as shown breaks, in its order. */
const rules = (shown: string) => frenchTypographyFaults(shown).map((f) => f.rule)
/** The rules a text as typed breaks once the build has set its typography. */
const shownRules = (typed: string) => rules(frenchTypography(typed))

describe("the French typography check: each rule, on a text as the site shows it", () => {
  it("checks French only", () => {
    expect(checksTypography("fr")).toBe(true)
    expect(checksTypography("en")).toBe(false)
  })

  it("space-before-sign: a no-break space before : ; ! ?", () => {
    expect(rules(`Prix${NBSP}: oui${NNBSP}; non${NNBSP}! Pourquoi${NNBSP}?`)).toEqual([])
    expect(rules("Prix : oui ; non ! Pourquoi ?")).toEqual(Array(4).fill("space-before-sign"))
    expect(rules("Prix: oui; non! Pourquoi?")).toEqual(Array(4).fill("space-before-sign"))
  })

  it("a legal list line « Cartes de paiement: » is refused as shown, and the build's typography sets it right", () => {
    const line = "Cartes de paiement: Visa, Mastercard et American Express"
    const [fault] = frenchTypographyFaults(line)
    expect(fault).toMatchObject({ rule: "space-before-sign", index: 18, insert: "before" })
    expect(fault.message).toBe(
      'needs a space before ":" (French typography: a no-break space, which the build puts) (`npm run check:content -- --fix` adds it)',
    )
    expect(fault.excerpt).toBe("Cartes de paiement: Visa, Mastercard et…")
    expect(frenchTypography(line)).toBe(`Cartes de paiement${NBSP}: Visa, Mastercard et American Express`)
    expect(shownRules(line)).toEqual([])
    expect(frenchTypographyProblems({ sections: [{ heading: "6. Prix", items: [line] }] }, legalPageSchema)).toEqual([])
  })

  it("space-before-sign: what the build cannot set right is refused, and --fix sets it", () => {
    // glued on both sides (an address written as text?), after a full stop, a space before but none after
    for (const [typed, fixed] of [
      ["Note:voir le devis", "Note : voir le devis"],
      ["Quoi?Non", "Quoi ? Non"],
      ["etc.: voir", "etc. : voir"],
      ["Note :voir", "Note : voir"],
      ["Exemple…: voir", "Exemple… : voir"],
    ]) {
      expect(shownRules(typed)).toEqual(["space-before-sign"])
      expect(fixFrenchTypography(typed)).toBe(fixed)
      expect(shownRules(fixFrenchTypography(typed))).toEqual([])
    }
    expect(frenchTypographyFaults(frenchTypography("Note:voir"))[0].message).toBe(
      'needs a space before and after ":" (French typography; if it is a web address, write it as a link: [text](address)) (`npm run check:content -- --fix` adds it)',
    )
  })

  it("space-before-sign, its exceptions: the start of a text, ?! together, times and ratios, addresses, links, character references", () => {
    for (const shown of [
      "? au début",
      `Vraiment${NNBSP}?!`,
      `Quoi${NNBSP}!?`,
      "de 10:30 à 17:00",
      "à l’échelle 1:50",
      "https://www.cnil.fr/fr/plaintes?x=1;y=2",
      "voir http://example.com:8080/a",
      "[écrivez-nous](mailto:{email}) ou [appelez](tel:{phoneDigits})",
      "[CNIL](https://www.cnil.fr/fr/plaintes)",
      "[x](/contact?ref=a:b)",
      "mailto:hello@kaz-horizon.example",
      "tel:+262262000123",
      "Dupont &amp; fils",
      "&#39;",
      "![plan](/plan.svg)",
    ])
      expect([shown, rules(shown)]).toEqual([shown, []])
  })

  it("space-inside-quotes: a no-break space after « and before »", () => {
    expect(rules(`la «${NBSP}maison${NBSP}» et la «${NNBSP}cabine${NNBSP}»`)).toEqual([])
    expect(rules("la «maison» et la « cabine »")).toEqual(Array(4).fill("space-inside-quotes"))
    expect(shownRules("la «maison» et la « cabine »")).toEqual([])
  })

  it("straight-quote: no straight double quote; --fix sets pairs in « », an odd one is left for a human", () => {
    expect(shownRules('la "maison pour tous" de Kaz')).toEqual(["straight-quote"])
    expect(frenchTypographyFaults('la "maison pour tous"')[0].message).toBe(
      'has 2 straight double quotes ("): French quotes are « and » (`npm run check:content -- --fix` sets them)',
    )
    expect(fixFrenchTypography('la "maison pour tous" et le " Modèle 40 "')).toBe("la « maison pour tous » et le « Modèle 40 »")
    expect(shownRules(fixFrenchTypography('la "maison pour tous"'))).toEqual([])
    expect(fixFrenchTypography('un pouce (1")')).toBe('un pouce (1")')
    expect(frenchTypographyFaults('un pouce (1")')[0].message).toBe(
      'has a straight double quote ("): French quotes are « and » (an odd number: set them by hand)',
    )
  })

  it("straight-apostrophe: the build sets ’ between two letters; one it cannot set is refused, addresses excepted", () => {
    expect(shownRules("l'été d'Horizon, aujourd'hui")).toEqual([])
    expect(shownRules("le 'modèle' et l' été")).toEqual(["straight-apostrophe"])
    expect(frenchTypographyFaults("le 'modèle' et l' été")[0].message).toBe(
      "has 3 straight apostrophes (') the build cannot set: it sets ’ only between two letters (« l'été » is shown « l’été »); join the word to it, type ’, or write quotes as « »",
    )
    expect(shownRules("[l'article](https://a.test/l'x) et https://a.test/it's")).toEqual([])
    expect(shownRules("l’été")).toEqual([])
  })

  it("number-unit: a no-break space between a number and its unit, never none", () => {
    expect(rules(`36,54${NBSP}m², 20${NBSP}pieds, 10${NNBSP}%`)).toEqual([])
    expect(rules("36,54 m², 20 pieds, 10 %, 6 kg, 3 jours, 25 ans, 8 h")).toEqual(Array(7).fill("number-unit"))
    expect(shownRules("36,54 m², 20 pieds, 10 %, 6 kg, 3 jours, 25 ans, 8 h")).toEqual([])
    // glued: refused, --fix parts them
    expect(shownRules("36,54m² et 100% et 40pieds")).toEqual(["number-unit", "number-unit", "number-unit"])
    expect(fixFrenchTypography("36,54m² et 100% et 40pieds")).toBe("36,54 m² et 100 % et 40 pieds")
    expect(frenchTypographyFaults("36,54m²")[0].message).toBe(
      'needs a space between the number and its unit "m²" (`npm run check:content -- --fix` adds it)',
    )
    // not units: a time, an angle, a code, a count
    for (const typed of ["8h30", "90°", "W6240*L11800*H2480", "2 maisons", "3 l'étage", "R2D2", "mp3"])
      expect([typed, shownRules(typed)]).toEqual([typed, []])
  })

  it("thousands: a no-break space between the groups of thousands", () => {
    expect(rules(`6${NNBSP}500 et 11${NBSP}800${NBSP}000`)).toEqual([])
    expect(rules("6 500 et 11 800 000")).toEqual(["thousands", "thousands", "thousands"])
    expect(shownRules("de 6 500 à 8 000 kg")).toEqual([])
    // a phone number, a VAT number, a year then a count: not thousands
    for (const typed of ["+262 262 00 01 23", "FR00 123 456 789", "en 2024 150 maisons"]) expect(rules(typed)).toEqual([])
  })

  it("quotes the text around the place, its no-break spaces as spaces", () => {
    expect(excerptAt(`Un texte assez long pour être coupé${NBSP}: avant et après la faute, des deux côtés`, 35)).toBe(
      "…long pour être coupé : avant et après la…",
    )
    expect(excerptAt("court", 2)).toBe("court")
  })

  it("names each field of a file with the rule and the excerpt; --fix rewrites only the texts that need it", () => {
    const doc = {
      title: 'Le "Guide"',
      seo: { title: "Guide", description: "Tout savoir:vite" },
      path: "/fr/guide:x",
      lastUpdated: "2025-01-01",
      sections: [{ heading: "1. Prix", items: ["Cartes de paiement: Visa", "Tarif:sur devis"] }],
    }
    expect(frenchTypographyProblems(doc, legalPageSchema).map((p) => [p.field, p.rule])).toEqual([
      ["title", "straight-quote"],
      ["seo.description", "space-before-sign"],
      ["sections[0].items[1]", "space-before-sign"],
    ])
    expect(frenchTypographyProblems(doc, legalPageSchema)[1].message).toMatch(/: "Tout savoir:vite"$/)
    const { doc: fixed, fixed: count } = fixFrenchTypographyDoc(doc, legalPageSchema)
    expect(count).toBe(3)
    expect(fixed).toEqual({
      ...doc,
      title: "Le « Guide »",
      seo: { title: "Guide", description: "Tout savoir : vite" },
      sections: [{ heading: "1. Prix", items: ["Cartes de paiement: Visa", "Tarif : sur devis"] }],
    })
    expect(frenchTypographyProblems(fixed, legalPageSchema)).toEqual([])
    expect(fixFrenchTypographyDoc(fixed, legalPageSchema)).toEqual({ doc: fixed, fixed: 0 })
  })
})

describe("every French file of data/ passes", () => {
  const french = listJsonFiles(realData).filter((rel) => splitLangFile(rel).lang === "fr")
  it("has French files", () => expect(french.length).toBeGreaterThan(30))
  it.each(french)("data/%s", (rel) => {
    const kind = kindOf(splitLangFile(rel).base)!
    const doc = JSON.parse(fs.readFileSync(path.join(realData, rel), "utf8"))
    expect(frenchTypographyProblems(doc, kind.schema)).toEqual([])
    expect(fixFrenchTypographyDoc(doc, kind.schema).fixed).toBe(0)
  })
})

describe("every French interface word passes, as the pages show it", () => {
  // the words of src/i18n/fr/ and of the planner (src/i18n/planner/), typography set: no straight apostrophe left,
  // no sign without its space (a {token} counts as a word: « Page affichée à l’adresse {path} »)
  const strings = (v: unknown, at: string): [string, string][] =>
    typeof v === "string" ? [[at, v]] : v && typeof v === "object" ? Object.entries(v).flatMap(([k, x]) => strings(x, `${at}.${k}`)) : []
  it.each([
    ["src/i18n/fr", uiFor("fr")],
    ["src/i18n/planner", plannerWords("fr")],
  ] as const)("%s", (_, words) => {
    const all = strings(words, "fr")
    expect(all.length).toBeGreaterThan(50)
    expect(all.flatMap(([at, text]) => frenchTypographyFaults(text).map((f) => `${at}: ${f.message}`))).toEqual([])
  })
})

describe("the check in the build, in npm run check:content (--fix) and in the editor", () => {
  const TERMS = "legal/terms-and-conditions.fr.json"
  let dir: string
  beforeEach(() => {
    dir = copyDataTo("typography-")
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))
  const editTerms = (item: string) => {
    const p = path.join(dir, TERMS)
    const doc = JSON.parse(fs.readFileSync(p, "utf8"))
    doc.sections[5].items[0] = item
    fs.writeFileSync(p, `${JSON.stringify(doc, null, 2)}\n`)
  }
  const checkContent = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(__dirname, "..", "tools", "content", "check-content.cjs"), dir, ...args], { encoding: "utf8" })

  it("stops the build's content check, naming the file and the field in the maintainer's words", () => {
    editTerms('Cartes de paiement : Visa, "Mastercard" et American Express')
    expect(validateContentDir(dir)).toEqual([
      'data/legal/terms-and-conditions.fr.json: Sections, row 6 (6. Prix et paiement), items item 1, French side [sections[5].items[0]]: has 2 straight double quotes ("): French quotes are « and » (`npm run check:content -- --fix` sets them): "…de paiement : Visa, "Mastercard" et…"',
    ])
  })

  it("npm run check:content refuses it; --fix rewrites the file, in the editor's JSON style, and the check passes", () => {
    editTerms('Cartes de paiement:Visa, "Mastercard" et American Express')
    const refused = checkContent()
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(
      "data/legal/terms-and-conditions.fr.json: Sections, row 6 (6. Prix et paiement), items item 1, French side",
    )
    const fixed = checkContent("--fix")
    expect(fixed.stdout).toContain("set the French typography of 1 text(s) in 1 file(s): data/legal/terms-and-conditions.fr.json")
    expect(fixed.status).toBe(0)
    const doc = JSON.parse(fs.readFileSync(path.join(dir, TERMS), "utf8"))
    expect(doc.sections[5].items[0]).toBe("Cartes de paiement : Visa, « Mastercard » et American Express")
    expect(checkContent().status).toBe(0)
  })

  it("the editor refuses to save a French side that breaks it, naming the side and the field", () => {
    const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(realData, rel), "utf8"))
    const en = read("blog/1.en.json")
    const fr = read("blog/1.fr.json")
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr } })).toEqual([])
    const problems = entryProblems({ collection: "blog", data: en, i18n: { fr: { ...fr, title: 'Le "guide"' } } })
    expect(problems).toEqual([expect.stringMatching(/^Title, French side \[title\]: has 2 straight double quotes/)])
    // a single file's French side (only its words)
    const home = read("home.fr.json")
    const homeEn = read("home.en.json")
    expect(entryProblems({ collection: "home", data: homeEn, i18n: { fr: home } })).toEqual([])
    const [field] = Object.keys(home)
    expect(
      entryProblems({
        collection: "home",
        data: homeEn,
        i18n: { fr: { ...home, [field]: replaceFirstText(home[field], 'un "mot"') } },
      }),
    ).toEqual([expect.stringMatching(/, French side \[[^\]]+\]: has 2 straight double quotes \("\): French quotes are « and »/)])
  })
})

/** The value with its first text replaced (a single file's French side, whatever its first field holds). */
function replaceFirstText(value: unknown, text: string): unknown {
  let done = false
  const walk = (v: unknown): unknown => {
    if (typeof v === "string" && !done) {
      done = true
      return text
    }
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value)
}
