import fs from "fs"
import path from "path"
import { buildWordsOf } from "../src/i18n/build"
import { keyFacts } from "../src/lib/content/key-facts"
import type { PlannerFields } from "../src/lib/planner/types"

const NB = "\u00A0"
const NNB = "\u202F"
const planner = (slug: string) =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "products", `${slug}.en.json`), "utf8")) as { planner: PlannerFields })
    .planner
const facts = (slug: string, lang: "en" | "fr") =>
  Object.fromEntries(keyFacts(planner(slug), lang, buildWordsOf(lang).keyFacts).map((f) => [f.label, f.value]))

describe("key facts, written from the planner's figures (issue 56)", () => {
  it("the apple cabin: its three sizes, the people it sleeps and seats, one unit a container, days", () => {
    expect(facts("apple-cabins", "en")).toEqual({
      "Floor area": `13, 19.8 or 26${NB}m²`,
      Sleeps: "2–4 people (seats 2–5 as an office)",
      Shipping: "1 unit per 40 ft High Cube container",
      Production: "30–45 days",
      Installation: "1–3 days on site, per unit",
    })
    expect(facts("apple-cabins", "fr")).toEqual({
      // the unit after each size: « 13, 19,8 ou 26 m² » read its decimal comma as the list's (docs/glossary-fr.md)
      Surface: `13${NB}m², 19,8${NB}m² ou 26${NB}m²`,
      "Capacité d’accueil": "de 2 à 4 personnes (de 2 à 5 postes en bureau)",
      Expédition: `une unité par conteneur 40${NB}pieds High Cube`,
      Fabrication: "de 30 à 45 jours",
      Installation: "de 1 à 3 jours sur site, par unité",
    })
  })
  it("the 20 ft house: its one area and two units a container", () => {
    expect(facts("expandable-20ft", "en")).toMatchObject({
      "Floor area": `36.54${NB}m²`,
      Shipping: "2 units per 40 ft High Cube container",
    })
    expect(facts("expandable-20ft", "fr")).toMatchObject({
      Surface: `36,54${NB}m²`,
      Expédition: `2 unités par conteneur 40${NB}pieds High Cube`,
    })
  })
  it("a villa shipped as modules: a range and the floor area one container carries", () => {
    expect(facts("luxury-villa", "en")).toMatchObject({
      "Floor area": `80–300${NB}m²`,
      Shipping: `1 container (40 ft High Cube) per 30${NB}m² of floor`,
    })
  })
  it("the industrial building: span and length instead of people, its containers assessed in the quotation", () => {
    const en = facts("industrial-building", "en")
    expect(en.Sleeps).toBeUndefined()
    expect(en["Span and length"]).toBe(`span 12–60${NB}m, length 18–240${NB}m`)
    expect(en["Floor area"]).toBe(`216–14,400${NB}m²`)
    expect(en.Shipping).toBe("Containers assessed in the quotation")
    expect(facts("industrial-building", "fr").Surface).toBe(`de 216 à 14${NNB}400${NB}m²`)
    // lower case, as every other value of the French key facts
    expect(facts("industrial-building", "fr").Expédition).toBe("nombre de conteneurs évalué dans le devis")
  })
  it("the same facts in the same order in both languages, for every product", () => {
    for (const f of fs.readdirSync(path.join(__dirname, "..", "data", "products")).filter((n) => n.endsWith(".en.json"))) {
      const p = planner(f.replace(".en.json", ""))
      const en = keyFacts(p, "en", buildWordsOf("en").keyFacts).map((k) => k.key)
      expect(keyFacts(p, "fr", buildWordsOf("fr").keyFacts).map((k) => k.key)).toEqual(en)
      expect(en).toEqual(expect.arrayContaining(["floorArea", "shipping", "production", "installation"]))
    }
  })
})
