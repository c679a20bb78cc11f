import fs from "fs"
import path from "path"
import { figuresIn, langFile, SOURCE_LANG, splitLangFile, translationErrors } from "../src/lib/content/content-i18n"
import { itemMatchScores, itemTokens, listOrderErrors } from "../src/lib/content/list-order"
import { t } from "../src/lib/content/content-schema"
import { listJsonFiles } from "../src/gatsby/content/content-files"
import { kindOf } from "../src/content-model"
import { homeSchema } from "../src/content-model/home"
import { aboutSchema } from "../src/content-model/about"
import { productSchema } from "../src/content-model/products"

const dataDir = path.join(__dirname, "..", "data")
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"))
/** `list` with its items `a` and `b` swapped, the rest as it is */
const swapped = <T>(list: readonly T[], a: number, b: number): T[] => list.map((item, i) => (i === a ? list[b] : i === b ? list[a] : item))
const isOrderError = (message: string) => message.startsWith("reads like the English item")

describe("a translated list keeps the English order (its pictures, links and figures are the English items')", () => {
  const homeEn = read("home.en.json")
  const homeFr = read("home.fr.json")

  it("refuses the French home slides dragged into another order, naming both slides", () => {
    const fr = { ...homeFr, hero: swapped(homeFr.hero, 0, 1) }
    const errors = translationErrors(homeEn, fr, homeSchema, "fr")
    expect(errors).toEqual([
      {
        field: "hero[0]",
        covers: "hero",
        message: expect.stringMatching(
          /^reads like the English item 2 \("Apple cabins from 13 m²"\), not item 1 \("A home for everyone"\): /,
        ),
      },
    ])
    expect(errors[0].message).toMatch(/in the English order.*move it back to place 2$/)
  })

  it("finds nothing to say of the home slides as they are", () => {
    expect(translationErrors(homeEn, homeFr, homeSchema, "fr")).toEqual([])
  })

  it("reads each side's figures and words its own way: 19,8 is 19.8, Réunion is Reunion, in the same field", () => {
    const rule = t.object({ title: t.text(), text: t.text() })
    const en = itemTokens({ title: "Shipped from Reunion", text: "19.8 m²" }, rule, "en", figuresIn)
    const fr = itemTokens({ title: "Expédiées depuis La Réunion", text: "19,8 m²" }, rule, "fr", figuresIn)
    expect([...fr].filter((token) => en.has(token))).toEqual(["title reunion", "text#19.8"])
  })

  it("never flags items without figures or names, however they are ordered", () => {
    const list = t.array(t.text())
    const en = ["We build homes that last.", "We ship them to your port.", "We help you put them up."]
    const fr = ["Nous vous aidons à les monter.", "Nous les expédions vers votre port.", "Nous construisons des maisons durables."]
    expect(listOrderErrors(en, fr, list.of, "steps", "fr", figuresIn)).toEqual([])
    const rows = t.array(t.object({ title: t.text(), text: t.text() }))
    const enRows = [
      { title: "Quality", text: "Checked at the factory." },
      { title: "Speed", text: "Installed in days." },
    ]
    const frRows = [
      { title: "Rapidité", text: "Installé en quelques jours." },
      { title: "Qualité", text: "Contrôlé à l'usine." },
    ]
    expect(translationErrors({ rows: enRows }, { rows: frRows }, { rows }, "fr")).toEqual([])
  })

  it("says nothing when an item matches two other items equally (it cannot say which it is)", () => {
    const list = t.array(t.text())
    const en = [
      "Apple cabin: 13 m², 19.8 m² or 26 m², from Reunion",
      "Capsule house",
      "Apple cabin: 13 m², 19.8 m² or 26 m², from Reunion, at night",
      "Villa",
    ]
    const fr = [
      "Maison capsule",
      "Cabine Apple : 13 m², 19,8 m² ou 26 m², de La Réunion",
      "Cabine Apple : 13 m², 19,8 m² ou 26 m², de La Réunion, la nuit",
      "Villa",
    ]
    // Apple, Reunion, 13, 19.8 and 26 are each in two English items: half a point each
    expect(itemMatchScores(en, fr, list.of, "fr", figuresIn)[1]).toEqual([2.5, 0, 2.5, 0])
    expect(listOrderErrors(en, fr, list.of, "items", "fr", figuresIn)).toEqual([])
  })

  it("refuses a product's spec rows swapped on the French side", () => {
    const en = read("products/apple-cabins.en.json")
    const fr = read("products/apple-cabins.fr.json")
    expect(en.specs[1].label).toBe("Installation on site")
    const errors = translationErrors(en, { ...fr, specs: swapped(fr.specs, 0, 1) }, productSchema, "fr").filter((e) =>
      isOrderError(e.message),
    )
    expect(errors.map((e) => e.field)).toEqual(["specs[0]", "specs[1]"])
    expect(errors[0].message).toMatch(/^reads like the English item 2 \("Installation on site"\), not item 1 \("Sizes"\)/)
    expect(errors[1].message).toMatch(/^reads like the English item 1 \("Sizes"\), not item 2 \("Installation on site"\)/)
  })

  it("refuses the about page's FAQ with two questions swapped on the French side", () => {
    const en = read("about.en.json")
    const fr = read("about.fr.json")
    const faq = { ...fr.faq, items: swapped(fr.faq.items, 0, 1) }
    const errors = translationErrors(en, { ...fr, faq }, aboutSchema, "fr")
    expect(errors).toEqual([
      {
        field: "faq.items[0]",
        covers: "faq.items",
        message: expect.stringMatching(/^reads like the English item 2 \("Which ports do you deliver to/),
      },
    ])
  })

  it("finds no list of any real data file out of the English order", () => {
    const checked: string[] = []
    for (const rel of listJsonFiles(dataDir)) {
      const { base, lang } = splitLangFile(rel)
      const kind = kindOf(base)
      if (!kind || !lang || lang === SOURCE_LANG) continue
      const errors = translationErrors(read(langFile(base, SOURCE_LANG)), read(rel), kind.schema, lang).filter((e) =>
        isOrderError(e.message),
      )
      expect([rel, errors]).toEqual([rel, []])
      checked.push(rel)
    }
    expect(checked).toEqual(expect.arrayContaining(["home.fr.json", "about.fr.json", "products/apple-cabins.fr.json", "blog/1.fr.json"]))
  })
})
