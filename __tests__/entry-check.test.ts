import fs from "fs"
import path from "path"
import { entryProblemList, entryProblems, pictureAltProblems, refusal } from "../src/cms/entry-check"

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", rel), "utf8"))

describe("the editor's check before saving (the build's content checks, in both languages)", () => {
  const en = read("blog/3.en.json")
  const fr = read("blog/3.fr.json")

  it("lets a valid article through", () => {
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr } })).toEqual([])
  })

  it("names the field in the maintainer's words, its language side, and its code path, as the build would stop on it", () => {
    const { title: _title, ...frWithoutTitle } = fr
    expect(entryProblems({ collection: "blog", data: { ...en, id: "x" }, i18n: { fr: frWithoutTitle } })).toEqual([
      'Id, English side [id]: is not valid: expected a whole number written as text, e.g. "7", found the text "x"',
      "Title, French side [title]: is missing: the English version has it, so the translation must have it too",
    ])
  })

  it("names a spec row by its own label, in each language, with its code path once", () => {
    const product = read("products/apple-cabins.en.json")
    const productFr = read("products/apple-cabins.fr.json")
    productFr.specs[1].value = "2 à 4 jours"
    expect(entryProblems({ collection: "products", data: product, i18n: { fr: productFr } })).toEqual([
      "Specs, row 2 (Installation sur site), French side [specs[1].value]: gives the figures 2, 4 where the English version gives 1, 3: a translation changes their format, never their values",
    ])
  })

  it("lets an article through with its French slug left empty: the build makes it from the French title", () => {
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: { ...fr, slug: "" } } })).toEqual([])
    const { slug: _slug, ...frWithoutSlug } = fr
    expect(entryProblems({ collection: "blog", data: en, i18n: { fr: frWithoutSlug } })).toEqual([])
  })

  it("refuses a new article whose French side was left empty, block by block, in French then in English", () => {
    const problems = entryProblemList({ collection: "blog", data: en, i18n: { fr: {} } })
    expect(problems[0].developer).toMatch(/^[A-Z][^[]*, French side \[[^\]]+\]: /)
    const text = refusal(problems)
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Rien n’a été enregistré\u00A0: la construction du site refuserait cette page telle qu’elle est. Nothing was saved: the site's build would refuse this page as it is.",
      "• Titre, côté français\u00A0: manque\u00A0: la version anglaise l’a, écrivez-le aussi en français.",
      "  Title, French side: is missing: the English version has it, so write it in French too.",
    ])
    expect(text).not.toMatch(/\[|npm|réessayer|try again/)
  })

  it("refuses a new article whose id, title or French slug another article has, naming it", () => {
    const others = { en: [read("blog/7.en.json"), en], fr: [read("blog/7.fr.json"), fr] }
    const problems = entryProblemList({ collection: "blog", data: en, i18n: { fr }, others })
    expect(problems.map((p) => p.fr)).toEqual([
      "Identifiant, côté anglais\u00A0: «\u00A03\u00A0» est déjà pris par l’article du blog «\u00A0Light Steel or Timber Frame in the Tropics?\u00A0»\u00A0: donnez-lui le prochain identifiant libre, 8.",
      "Titre, côté anglais\u00A0: «\u00A0Light Steel or Timber Frame in the Tropics?\u00A0» est déjà pris par l’article du blog «\u00A0Light Steel or Timber Frame in the Tropics?\u00A0»\u00A0: choisissez-en un autre.",
      `Titre, côté français\u00A0: «\u00A0${fr.title}\u00A0» est déjà pris par l’article du blog «\u00A0${fr.title}\u00A0»\u00A0: choisissez-en un autre.`,
      `Adresse de la page (slug), côté français\u00A0: «\u00A0${fr.slug}\u00A0» est déjà pris par l’article du blog «\u00A0${fr.title}\u00A0»\u00A0: changez-le, ou changez le titre dont il est fait.`,
    ])
    // its own values, once they differ from every other article's
    const fresh = { ...en, id: "15", title: "A new article" }
    const freshFr = { ...fr, slug: "", title: "Un nouvel article" }
    expect(entryProblemList({ collection: "blog", data: fresh, i18n: { fr: freshFr }, others })).toEqual([])
    // a French slug left empty is made from the French title, and checked as made
    const madeSlug = { ...freshFr, title: "Un nouvel article" }
    const clash = { en: others.en, fr: [...others.fr, { ...fr, slug: "un-nouvel-article", title: "Autre titre" }] }
    expect(entryProblemList({ collection: "blog", data: fresh, i18n: { fr: madeSlug }, others: clash }).map((p) => p.field)).toEqual([
      "slug",
    ])
  })

  it("checks a single file's languages together: a list moved on the English side only is refused", () => {
    const [siteEn, siteFr] = [read("site.en.json"), read("site.fr.json")]
    expect(entryProblems({ collection: "site", data: siteEn, i18n: { fr: siteFr } })).toEqual([])
    expect(entryProblems({ collection: "site", data: { ...siteEn, brand: "" }, i18n: { fr: siteFr } })).toEqual([
      "Brand, English side [brand]: is empty (expected a text)",
    ])
    const [homeEn, homeFr] = [read("home.en.json"), read("home.fr.json")]
    expect(entryProblems({ collection: "home", data: homeEn, i18n: { fr: homeFr } })).toEqual([])
    // the hero's slides in another order on the English side: the French slides would sit on the wrong pictures
    const moved = { ...homeEn, hero: [homeEn.hero[1], homeEn.hero[0], ...homeEn.hero.slice(2)] }
    expect(entryProblems({ collection: "home", data: moved, i18n: { fr: homeFr } })).toContain(
      'Hero, row 2 (Des cabines Apple dès 13 m²), French side [hero[1]]: reads like the English item 1 ("Apple cabins from 13 m²"), ' +
        'not item 2 ("A home for everyone"): the items of this list are in the English order, which keeps each one\'s pictures, ' +
        "links and figures; move it back to place 1",
    )
    // moved on both sides together, as one save of the editor writes them
    const movedFr = { ...homeFr, hero: [homeFr.hero[1], homeFr.hero[0], ...homeFr.hero.slice(2)] }
    expect(entryProblems({ collection: "home", data: moved, i18n: { fr: movedFr } })).toEqual([])
    expect(entryProblems({ collection: "unknown", data: {} })).toEqual([])
  })
})

describe("a picture replaced while its description still tells of the old one (issue 54 I)", () => {
  const en = read("products/apple-cabins.en.json")
  const fr = read("products/apple-cabins.fr.json")
  const withPhoto = () => {
    const doc = JSON.parse(JSON.stringify(en))
    doc.gallery[2].image = "../images/products/apple-cabins/photo.webp"
    return doc
  }

  it("asks for a new description in both languages", () => {
    const problems = pictureAltProblems("products", { en: withPhoto(), fr }, { en, fr })
    expect(problems.map((p) => [p.lang, p.field])).toEqual([
      ["en", "gallery[2].alt"],
      ["fr", "gallery[2].alt"],
    ])
    expect(problems[1].fr).toBe(
      "Galerie, ligne 3, texte alternatif de l'image, côté français\u00A0: l’image a changé, mais ce texte décrit encore l’ancienne\u00A0: décrivez la nouvelle.",
    )
  })

  it("lets it through once both describe the new picture; and a picture moved, not replaced, keeps its description", () => {
    const doc = withPhoto()
    doc.gallery[2].alt = "A photograph of the cabin on its site"
    const frDoc = JSON.parse(JSON.stringify(fr))
    frDoc.gallery[2].alt = "Une photographie de la cabine sur son terrain"
    expect(pictureAltProblems("products", { en: doc, fr: frDoc }, { en, fr })).toEqual([])
    const moved = JSON.parse(JSON.stringify(en))
    moved.gallery.reverse()
    expect(pictureAltProblems("products", { en: moved, fr }, { en, fr })).toEqual([])
  })
})
