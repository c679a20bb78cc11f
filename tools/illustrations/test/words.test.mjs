// The drawings' words: one table per language (drawings/words.mjs), the same labels in each, and drawings that use them.
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import { WORDS, DRAWING_LANGS, SOURCE_DRAWING_LANG, drawingFile, wordsOf } from "../drawings/words.mjs"
import { DRAWINGS_WITH_WORDS } from "../drawings/plans.mjs"
import { sha256 } from "../lib/manifest.mjs"

const manifest = JSON.parse(fs.readFileSync(new URL("../../../data/images/manifest.json", import.meta.url), "utf8"))
const NBSP = "\u00A0",
  NNBSP = "\u202F"

/** every string a table entry gives (a function called with sample figures of its kind) */
const ARGS = { squareMetres: [9.44], area: ["13 m²"], dims: [{ W: 6240, L: 11800, H: 2480 }] }
const samples = (value, key) => {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap((v) => samples(v, key))
  if (typeof value === "function") return samples(value(...(ARGS[key] ?? ["1200", "3400", "5 m²"].slice(0, value.length))), key)
  if (value && typeof value === "object") return Object.values(value).flatMap((v) => samples(v, key))
  return [String(value)]
}

test("English first, then French: the languages of the site", () => {
  assert.equal(SOURCE_DRAWING_LANG, "en")
  assert.deepEqual(DRAWING_LANGS, ["en", "fr"])
  assert.throws(() => wordsOf("de"), /no drawing words for the language "de"/)
})

test("every English label has a French one, of the same kind", () => {
  const en = WORDS.en
  for (const lang of DRAWING_LANGS.slice(1)) {
    assert.deepEqual(Object.keys(WORDS[lang]).sort(), Object.keys(en).sort(), `${lang}: the same labels as English`)
    for (const [key, value] of Object.entries(en)) {
      const other = WORDS[lang][key]
      assert.equal(typeof other, typeof value, `${lang}.${key}`)
      assert.equal(Array.isArray(other), Array.isArray(value), `${lang}.${key}`)
      if (typeof value === "function") assert.equal(other.length, value.length, `${lang}.${key} takes the same figures`)
      if (value && typeof value === "object" && !Array.isArray(value))
        assert.deepEqual(Object.keys(other), Object.keys(value), `${lang}.${key}`)
    }
  }
})

test("the French words are French: the labels the issue names, and no English label left", () => {
  const fr = WORDS.fr
  assert.equal(fr.bedroomN(1), "Chambre 1")
  assert.equal(fr.livingDining, "Séjour / salle à manger")
  assert.equal(fr.scaleBar, "ÉCHELLE (MÈTRES)")
  assert.equal(fr.shower, "Douche")
  assert.equal(fr.frontView, "Vue de face")
  assert.equal(fr.villa3Title, "Villa 3 chambres")
  const same = new Set(["m", "N", "WC"]) // the same in both languages
  for (const [key, value] of Object.entries(WORDS.en)) {
    const english = samples(value, key)
    for (const text of samples(fr[key], key))
      if (!same.has(text)) assert.ok(!english.includes(text) || !/[a-z]{3}/i.test(text), `fr.${key}: "${text}"`)
  }
})

test("French figures: thousands with a narrow no-break space, a decimal comma, a no-break space before the unit and the colon", () => {
  const fr = WORDS.fr
  assert.equal(fr.number(11800), `11${NNBSP}800`)
  assert.equal(fr.number(980), "980")
  assert.equal(fr.number(2480), `2${NNBSP}480`)
  assert.equal(fr.area("74.34 m²"), `74,34${NBSP}m²`)
  assert.equal(fr.area("75 m² + 16.5 m²"), `75${NBSP}m² + 16,5${NBSP}m²`)
  assert.equal(fr.squareMetres(9.44), `9,4${NBSP}m²`)
  assert.equal(fr.dims({ W: 6240, L: 11800, H: 2480 }), `11${NNBSP}800 × 6${NNBSP}240 × 2${NNBSP}480${NBSP}mm`)
  assert.equal(fr.external("x"), `Extérieur${NBSP}: x`)
  // English keeps the figures as the product data writes them
  assert.equal(WORDS.en.number(11800), "11800")
  assert.equal(WORDS.en.dims({ W: 6240, L: 11800, H: 2480 }), "W6240 × L11800 × H2480 mm")
})

test("a drawing's file in each language: the source language keeps the name, French gets .fr before the extension", () => {
  assert.equal(drawingFile("products/expandable-20ft/plan.svg", "en"), "products/expandable-20ft/plan.svg")
  assert.equal(drawingFile("products/expandable-20ft/plan.svg", "fr"), "products/expandable-20ft/plan.fr.svg")
})

test("each drawing in each language is what the manifest recorded, and the French one holds no English label", () => {
  const englishLabels = [
    "Bedroom",
    "Living",
    "Dining",
    "Kitchen",
    "Bathroom",
    "SCALE BAR",
    "TOTAL AREA",
    "Shower",
    "Front view",
    "Rooms Villa",
    "Expandable",
    "Dimensions in",
    "INDIAN OCEAN",
    "office",
    "simplified",
    "Map of",
  ]
  for (const [file, make] of DRAWINGS_WITH_WORDS)
    for (const lang of DRAWING_LANGS) {
      const rel = "data/images/" + drawingFile(file, lang)
      const svg = make(lang)
      assert.equal(make(lang), svg, `${rel}: the same drawing every run`)
      assert.equal(
        sha256(Buffer.from(svg + "\n")),
        manifest.files[rel]?.sha256,
        `${rel}: the code no longer draws the recorded file (npm run assets -- --only .svg)`,
      )
      if (lang === "fr") for (const label of englishLabels) assert.ok(!svg.includes(label), `${rel} says "${label}"`)
      assert.doesNotMatch(svg.replace(/&(amp|lt|gt|quot|#39);/g, ""), /&/, `${rel}: text escaped`)
    }
})
