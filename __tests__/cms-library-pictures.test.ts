import fs from "fs"
import path from "path"
import { cmsConfig, libraryFromFile } from "../src/content-model/cms-config"
import { entryFields } from "../src/cms/as-written"
import { libraryPictureFixes, withFixes } from "../src/cms/library-pictures"
import { pictureFixes, problemsBeforeSaving } from "../src/cms/pre-save"
import { pictureSubjectProblems } from "../src/cms/entry-check"
import { CHOICE_LABELS } from "../src/content-model/editor-words"
import { generatedDepictions } from "../src/gatsby/cms-admin"
import type { ImmutableLike } from "../src/cms/immutable"
import { splitLangFile } from "../src/lib/content/content-i18n"

const config = cmsConfig()
const dataDir = path.join(__dirname, "..", "data")

/** Every English content file of data/ (the pictures are the English file's), relative to it. */
const englishFiles = (rel = ""): string[] =>
  fs.readdirSync(path.join(dataDir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) return child === "images" || child === "videos" ? [] : englishFiles(child)
    return e.name.endsWith(".en.json") ? [child] : []
  })

const collectionOf = (rel: string) => {
  const base = splitLangFile(rel).base
  return config.collections.find(
    (c) =>
      c.folder === `data/${path.dirname(base)}` || c.files?.some((f) => f.file === `data/${base.replace(/\.json$/, ".{{locale}}.json")}`),
  )!
}

/** `text` with every picture written as a pick from the whole library writes it: "/images/…". */
const pickedFromLibrary = (text: string) => text.replace(/"\.\.?\/images\//g, '"/images/')

/** A stand-in for the editor's Immutable entry: `get` and `getIn` over plain data. */
const entryOf = (value: Record<string, unknown>): ImmutableLike => ({
  get: (key) => value[key],
  getIn: (at) => at.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), value),
})

describe("a picture picked from the editor's whole library (« Ressources globales »)", () => {
  const files = englishFiles()
  const withPictures = files.filter((rel) => /"\.\.?\/images\//.test(fs.readFileSync(path.join(dataDir, rel), "utf8")))

  it("is found in every content file with pictures: every collection, every picture field, lists and blocks included", () => {
    expect(withPictures.length).toBeGreaterThanOrEqual(35)
    const collections = new Set(withPictures.map((rel) => collectionOf(rel).name))
    expect([...collections].sort()).toEqual(["about", "blog", "featured", "home", "legal", "products", "services", "site"].sort())
  })

  it.each(withPictures)("is written back from data/%s as the file has it, and nothing else changes", (rel) => {
    const text = fs.readFileSync(path.join(dataDir, rel), "utf8")
    const file = JSON.parse(text) as Record<string, unknown>
    const picked = JSON.parse(pickedFromLibrary(text)) as Record<string, unknown>
    const collection = collectionOf(rel)
    const fields = entryFields(config.collections, collection.name, `data/${rel}`)
    const fixes = libraryPictureFixes(picked, fields, libraryFromFile(collection))
    // every picture of the file, and only those
    expect(fixes).toHaveLength((text.match(/"\.\.?\/images\//g) ?? []).length)
    expect(withFixes(picked, fixes)).toEqual(file)
    // the file as it is needs none, and the value handed over is left as it was
    expect(libraryPictureFixes(file, fields, libraryFromFile(collection))).toEqual([])
    expect(picked).toEqual(JSON.parse(pickedFromLibrary(text)))
  })

  it("is written from the file: ../images/ from a collection's folder, ./images/ from a single page's file", () => {
    expect(libraryFromFile(config.collections.find((c) => c.name === "products")!)).toBe("../images/")
    expect(libraryFromFile(config.collections.find((c) => c.name === "home")!)).toBe("./images/")
  })

  it("is set by the pre-save listener in the entry as the editor holds it, and the check before saving passes", () => {
    const rel = "products/apple-cabins.en.json"
    const file = JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8")) as { gallery: Array<{ image: string; alt: string }> }
    const fr = JSON.parse(fs.readFileSync(path.join(dataDir, "products/apple-cabins.fr.json"), "utf8")) as Record<string, unknown>
    const data = { ...file, gallery: [...file.gallery] }
    data.gallery[2] = { ...data.gallery[2], image: "/images/hero/hero-1.jpg" }
    const entry = entryOf({ collection: "products", path: `data/${rel}`, data, i18n: { fr: { data: fr } } })
    expect(pictureFixes(config, entry)).toEqual([{ path: ["data", "gallery", 2, "image"], value: "../images/hero/hero-1.jpg" }])
    expect(problemsBeforeSaving(config, entry, () => ({}))).toEqual([])
  })
})

describe("a generated picture of another product, refused before saving as the build would refuse it", () => {
  const depictions = generatedDepictions(path.join(__dirname, ".."))
  const lookup = (p: string) => depictions[p]
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8")) as Record<string, unknown>
  /** A generated picture of a product other than `subject` (and not of its range), from the repository's root. */
  const pictureOfAnother = (subject: string) =>
    Object.entries(depictions).find(
      ([p, d]) =>
        p.endsWith(".jpg") &&
        d.subject !== subject &&
        !(subject.startsWith("expandable") && d.subject.startsWith("expandable")) &&
        /^(apple-cabin|capsule-house|luxury-villa|light-steel-villa|industrial-building)$/.test(d.subject),
    )!

  it("knows the generated pictures the editor is built with, and not a picture whose bytes were replaced", () => {
    expect(Object.keys(depictions).length).toBeGreaterThanOrEqual(100)
    expect(depictions["data/images/video/apple-cabin-poster.jpg"]).toEqual({ subject: "apple-cabin", view: "exterior" })
    const root = fs.mkdtempSync(path.join(require("os").tmpdir(), "depictions-"))
    fs.mkdirSync(path.join(root, "data/images/video"), { recursive: true })
    fs.copyFileSync(path.join(dataDir, "images/manifest.json"), path.join(root, "data/images/manifest.json"))
    fs.writeFileSync(path.join(root, "data/images/video/apple-cabin-poster.jpg"), "a photograph")
    expect(generatedDepictions(root)).toEqual({})
  })

  const products = englishFiles().filter((rel) => rel.startsWith("products/") || rel.startsWith("featured/"))
  it.each(products)(
    "data/%s: its own pictures pass; another product's, in its first picture field, is refused in French and English",
    (rel) => {
      const collection = collectionOf(rel).name
      const file = read(rel)
      expect(pictureSubjectProblems(collection, file, lookup)).toEqual([])
      const gallery = file.gallery as Array<{ image: string }> | undefined
      const own = gallery ? gallery[0].image : (file.image as string)
      const subject = depictions[`data/${path.posix.join(path.dirname(rel), own)}`]?.subject
      expect(subject).toBeDefined()
      const [other, { subject: shown }] = pictureOfAnother(subject!)
      const wrong = path.posix.relative(`data/${path.dirname(rel)}`, other)
      const changed = gallery ? { ...file, gallery: [{ ...gallery[0], image: wrong }, ...gallery.slice(1)] } : { ...file, image: wrong }
      const problems = pictureSubjectProblems(collection, changed, lookup)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatchObject({ lang: "en", field: gallery ? "gallery[0].image" : "image" })
      expect(problems[0].en).toContain(`: the picture shows "${CHOICE_LABELS[shown].en}", but the page is about "`)
      expect(problems[0].fr).toContain(`l’image montre «\u00A0${CHOICE_LABELS[shown].fr}\u00A0», mais la page présente «\u00A0`)
    },
  )

  it("refuses a home page slide's picture of another product than the slide's, every slide about a product", () => {
    const home = read("home.en.json") as { hero: Array<{ image: string; subject: string }> }
    expect(pictureSubjectProblems("home", home, lookup)).toEqual([])
    const about = home.hero.filter((slide) => slide.subject)
    expect(about.length).toBeGreaterThanOrEqual(3)
    home.hero.forEach((slide, i) => {
      // a slide about no product in particular may show any of them
      if (!slide.subject) {
        const hero = home.hero.map((s, j) => (j === i ? { ...s, image: "./images/products/luxury-villa/gallery-01.jpg" } : s))
        expect(pictureSubjectProblems("home", { ...home, hero }, lookup)).toEqual([])
        return
      }
      const [other, { subject: shown }] = pictureOfAnother(slide.subject)
      const hero = home.hero.map((s, j) => (j === i ? { ...s, image: `./${other.replace(/^data\//, "")}` } : s))
      const problems = pictureSubjectProblems("home", { ...home, hero }, lookup)
      expect(problems.map((p) => p.field)).toEqual([`hero[${i}].image`])
      expect(problems[0].fr).toMatch(
        new RegExp(
          `^Bandeau principal, ligne ${i + 1} \\(.+\\), image, côté anglais\\u00A0: l’image montre «\\u00A0${CHOICE_LABELS[shown].fr}\\u00A0», mais la diapositive présente «\\u00A0${CHOICE_LABELS[slide.subject].fr}\\u00A0»\\u00A0: choisissez une image de ce produit, ou changez le produit de la diapositive\\.$`,
        ),
      )
    })
  })
})
