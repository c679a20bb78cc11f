import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import { langOf, PREVIEW_TEMPLATES, type PreviewProps } from "../src/cms/previews"
import { assetUrl as resolveAssetUrl } from "../src/cms/previews/shared"
import type { ImmutableLike } from "../src/cms/immutable"
import { CONTENT_KINDS } from "../src/content-model"
import { cmsCollectionName } from "../src/content-model/cms-config"
import { typography } from "../src/i18n/typography"
import type { Lang } from "../src/i18n"

// the site's components declare GraphQL fragments, which Gatsby compiles away; in Jest the project's gatsby mock stands in
jest.mock("gatsby", () => jest.requireActual("../__mocks__/gatsby"))

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const read = (file: string): Doc => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8"))

/**
 * A stand-in for the editors' Immutable maps: `get`, `getIn` and `toJS`, one wrapper per object (so that the same data
 * twice in an entry is the same map, as Decap's translation preview has it).
 */
function immutable(value: unknown): unknown {
  const cache = new WeakMap<object, ImmutableLike>()
  const wrap = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v
    const cached = cache.get(v)
    if (cached) return cached
    const map: ImmutableLike & { toJS(): unknown } = {
      get: (key) => wrap((v as Doc)[key]),
      getIn: (keys) => keys.reduce<unknown>((m, key) => (m && typeof m === "object" ? (m as ImmutableLike).get(key) : undefined), map),
      toJS: () => JSON.parse(JSON.stringify(v)),
    }
    cache.set(v, map)
    return map
  }
  return wrap(value)
}
const entryOf = (value: Doc) => immutable(value) as ImmutableLike

/**
 * An item of a side-by-side collection (data/blog/1.en.json beside 1.fr.json) as each editor shows it in each language.
 * Decap: `data` is the shown language's, and for a translation the very map at `i18n.<lang>.data` (so Decap's
 * translation preview has no English data: its pictures cannot show, and the tests below look for them in English and
 * in Sveltia only). Sveltia: `data` is the shown language's, `i18n` the other languages only.
 */
function sideBySide(item: string, lang: Lang, editor: "decap" | "sveltia") {
  const en = read(`${item}.en.json`)
  const fr = read(`${item}.fr.json`)
  const pathOf = (l: Lang) => `data/${item}.${l}.json`
  if (editor === "decap") return entryOf({ data: lang === "en" ? en : fr, i18n: { fr: { data: fr } }, path: pathOf("en") })
  return entryOf(
    lang === "en"
      ? { data: en, i18n: { fr: { data: fr } }, path: pathOf("en") }
      : { data: fr, i18n: { en: { data: en } }, path: pathOf("fr") },
  )
}

/**
 * A single file (data/home.en.json, data/home.fr.json): one entry per language in both editors (the French one holds
 * only the words), or, should the editor show a single file side by side, with the English data beside it.
 */
function singleFile(name: string, lang: Lang, shape: "entry-per-language" | "side-by-side") {
  const doc = read(`${name}.${lang}.json`)
  const other = lang === "en" ? "fr" : "en"
  return entryOf({
    data: doc,
    i18n: shape === "side-by-side" ? { [other]: { data: read(`${name}.${other}.json`) } } : {},
    path: `data/${name}.${lang}.json`,
    slug: lang,
  })
}

/** A file's URL as the editor resolves it: a value of its own, so the tests can tell it came from getAsset. */
const getAsset: PreviewProps["getAsset"] = (value) => ({ toString: () => `/editor-assets/${value.replace(/^(\.\.?\/)+/, "")}` })
const assetUrl = (value: string) => String(getAsset(value))

/** A text as the page has it in a language (French typography: no-break spaces), for accessible names and attributes. */
const shown = (lang: Lang, words: string) => typography(lang, words)
/** The same, with the whitespace the text matchers (getByText, toHaveTextContent) normalise. */
const asText = (lang: Lang, words: string) => shown(lang, words).replace(/\s+/g, " ")

const draw = (collection: string, entry: ImmutableLike) => {
  const Preview = PREVIEW_TEMPLATES[collection]
  return render(<Preview entry={entry} getAsset={getAsset} />)
}

const srcs = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"))

const LANGS: Lang[] = ["en", "fr"]
const EDITORS = ["decap", "sveltia"] as const

describe("langOf (the language an editor's preview shows)", () => {
  it.each(EDITORS)("tells English from French in an item of a side-by-side collection (%s)", (editor) => {
    expect(langOf(sideBySide("blog/1", "en", editor))).toBe("en")
    expect(langOf(sideBySide("blog/1", "fr", editor))).toBe("fr")
  })

  it("tells a single file's language from its file, or from the English data beside a translation", () => {
    for (const shape of ["entry-per-language", "side-by-side"] as const) {
      expect(langOf(singleFile("home", "en", shape))).toBe("en")
      expect(langOf(singleFile("home", "fr", shape))).toBe("fr")
    }
  })

  it("is English for an entry that says nothing of its language (a new entry)", () => {
    expect(langOf(entryOf({ data: { title: "New" } }))).toBe("en")
    expect(langOf(entryOf({}))).toBe("en")
  })
})

describe("PREVIEW_TEMPLATES", () => {
  it("has a preview for every collection that has a page, by its name in the editor", () => {
    const withPage = CONTENT_KINDS.filter((kind) => kind.pageKind || ["HomeJson", "AboutJson", "CatalogueJson"].includes(kind.typeName))
    expect(Object.keys(PREVIEW_TEMPLATES).sort()).toEqual(withPage.map(cmsCollectionName).sort())
  })
})

describe.each(["entry-per-language", "side-by-side"] as const)("single files' previews (%s)", (shape) => {
  it.each(LANGS)("home (%s): the first hero slide's title and picture, and every section's words", (lang) => {
    const en = read("home.en.json")
    const words = read(`home.${lang}.json`)
    const { container } = draw("home", singleFile("home", lang, shape))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(lang === "fr" ? "Une maison pour tous" : "A home for everyone")
    // the translation holds no picture: the English file's, resolved by the editor
    const hero = container.querySelector("[data-testid=hero] [data-index='0'] img")
    expect(hero).toHaveAttribute("src", assetUrl(en.hero[0].image))
    expect(hero).toHaveAttribute("alt", shown(lang, words.hero[0].alt))
    expect(screen.getByRole("heading", { level: 2, name: shown(lang, words.aboutTeaser.title) })).toBeInTheDocument()
    expect(srcs(container)).toContain(assetUrl(en.aboutTeaser.image))
    expect(screen.getByRole("heading", { name: shown(lang, words.featured.title) })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: shown(lang, words.floorPlan.title) })).toBeInTheDocument()
    // the figures as the page shows them once counted up: '19+' in English (spec), « + de 19 » in French
    expect(screen.getByText(lang === "fr" ? `+ de ${en.stats[0].count}` : `${en.stats[0].count}+`)).toBeInTheDocument()
    expect(screen.getByText(asText(lang, words.stats[0].title))).toBeInTheDocument()
    expect(screen.getByRole("link", { name: shown(lang, words.models.cards[0].title) })).toHaveAttribute("href", en.models.cards[0].path)
    expect(srcs(container)).toContain(assetUrl(en.models.cards[0].image))
    expect(screen.getByText(en.testimonials.items[0].name)).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: shown(lang, words.blog.title) })).toBeInTheDocument()
  })

  it.each(LANGS)("about (%s): the page's heading, its pictures and its questions", (lang) => {
    const en = read("about.en.json")
    const words = read(`about.${lang}.json`)
    const { container } = draw("about", singleFile("about", lang, shape))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    expect(screen.getByRole("heading", { name: shown(lang, words.welcome.title) })).toBeInTheDocument()
    expect(srcs(container)).toEqual(expect.arrayContaining([en.welcome.image, en.eco.image, en.team.members[0].image].map(assetUrl)))
    expect(screen.getByRole("heading", { name: shown(lang, words.services.title) })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: shown(lang, words.faq.items[0].question) })).toHaveAttribute("aria-expanded", "true")
  })

  it.each(LANGS)("catalogue (%s): the page's heading and every product group's heading and text", (lang) => {
    const words = read(`catalogue.${lang}.json`)
    draw("catalogue", singleFile("catalogue", lang, shape))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(lang === "fr" ? "Nos produits" : "Our Products")
    for (const group of words.groups) {
      const section = screen.getByRole("region", { name: shown(lang, group.title) })
      expect(section).toHaveTextContent(asText(lang, group.text))
    }
  })
})

describe.each(EDITORS)("side-by-side items' previews (%s)", (editor) => {
  it.each(LANGS)("service (%s): title, picture, the about page's services words and every paragraph", (lang) => {
    const en = read("services/1.en.json")
    const words = read(`services/1.${lang}.json`)
    const about = read(`about.${lang}.json`)
    const { container } = draw("services", sideBySide("services/1", lang, editor))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    expect(screen.getByText(asText(lang, about.services.eyebrow))).toBeInTheDocument()
    for (const section of words.sections) {
      expect(screen.getByRole("heading", { level: 2, name: shown(lang, section.heading) })).toBeInTheDocument()
      for (const paragraph of section.paragraphs) expect(container).toHaveTextContent(asText(lang, paragraph))
    }
    expect(screen.getByRole("heading", { name: shown(lang, about.services.cta.title) })).toBeInTheDocument()
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent(asText(lang, words.title))
    if (lang === "en" || editor === "sveltia") expect(srcs(container)).toContain(assetUrl(en.image))
  })

  it.each(LANGS)("featured page (%s): title, picture, highlights' rows and blocks", (lang) => {
    const en = read("featured/apple-cabin.en.json")
    const words = read(`featured/apple-cabin.${lang}.json`)
    const { container } = draw("featured", sideBySide("featured/apple-cabin", lang, editor))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    const rows = [...container.querySelectorAll("dl > div")].map((row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ])
    expect(rows).toEqual(words.highlights.map((h: Doc) => [typography(lang, h.label), typography(lang, h.value)]))
    expect(screen.getByRole("region", { name: shown(lang, words.sections[0].heading) })).toBeInTheDocument()
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent(asText(lang, words.menuTitle))
    if (lang === "en" || editor === "sveltia") expect(srcs(container)).toEqual([assetUrl(en.image)])
  })

  it.each(LANGS)("article (%s): title and, in a translation too, its picture", (lang) => {
    const en = read("blog/1.en.json")
    const words = read(`blog/1.${lang}.json`)
    const { container } = draw("blog", sideBySide("blog/1", lang, editor))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    if (lang === "en" || editor === "sveltia") expect(srcs(container)).toContain(assetUrl(en.image))
  })

  it.each(LANGS)("product (%s): title, cover and specification rows", (lang) => {
    const en = read("products/apple-cabins.en.json")
    const words = read(`products/apple-cabins.${lang}.json`)
    const { container } = draw("products", sideBySide("products/apple-cabins", lang, editor))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    const table = screen.getByRole("table")
    for (const row of words.specs) expect(within(table).getByText(asText(lang, row.value))).toBeInTheDocument()
    if (lang === "en" || editor === "sveltia") expect(srcs(container)[0]).toBe(assetUrl(en.gallery[0].image))
  })

  it.each(LANGS)("legal page (%s): title and sections", (lang) => {
    const words = read(`legal/terms-and-conditions.${lang}.json`)
    draw("legal", sideBySide("legal/terms-and-conditions", lang, editor))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(asText(lang, words.title))
    expect(screen.getByRole("heading", { level: 2, name: shown(lang, words.sections[0].heading) })).toBeInTheDocument()
  })
})

describe("an entry being written", () => {
  it("draws a home page whose lists and texts are still empty without failing", () => {
    const { container } = draw("home", entryOf({ data: { hero: [{ title: "Draft" }] }, path: "data/home.en.json" }))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Draft")
    expect(container.querySelector("[data-testid=hero] img")).toBeNull()
  })

  it.each(Object.keys(PREVIEW_TEMPLATES))("draws an empty %s entry without failing", (collection) => {
    expect(() => draw(collection, entryOf({ data: {} }))).not.toThrow()
  })
})

describe("a picture's URL in a preview", () => {
  const library: Record<string, string> = { "/images/hero/hero-1.jpg": "blob:library-hero-1", "/images/blog/x.jpg": "/images/blog/x.jpg" }
  // an editor that finds its entry's own fields ("../images/blog/own.jpg") and its library's paths ("/images/…"),
  // and gives a file's public path until it has read it
  const getAsset = (path: string) =>
    path === "../images/blog/own.jpg" ? { toString: () => "blob:own" } : library[path] ? { toString: () => library[path] } : undefined

  it("takes the editor's URL for the entry's own picture", () => {
    expect(resolveAssetUrl(getAsset, "../images/blog/own.jpg")).toBe("blob:own")
  })

  it("asks the media library by its path for a picture of the English file shown in a translation's preview", () => {
    expect(resolveAssetUrl(getAsset, "./images/hero/hero-1.jpg")).toBe("blob:library-hero-1")
  })

  it("makes a URL of the file the editor already holds, when it gives only the file's public path", () => {
    const file = new Blob(["x"], { type: "image/jpeg" })
    const created = jest.fn(() => "blob:made")
    const original = URL.createObjectURL
    URL.createObjectURL = created
    try {
      const withFile = (path: string) => (path === "/images/blog/x.jpg" ? { toString: () => path, fileObj: file } : undefined)
      expect(resolveAssetUrl(withFile, "../images/blog/x.jpg")).toBe("blob:made")
      expect(resolveAssetUrl(withFile, "../images/blog/x.jpg")).toBe("blob:made")
      expect(created).toHaveBeenCalledTimes(1)
    } finally {
      URL.createObjectURL = original
    }
  })

  it("keeps the value when the editor knows no such file", () => {
    expect(resolveAssetUrl(getAsset, "./images/none.jpg")).toBe("./images/none.jpg")
    expect(resolveAssetUrl(() => undefined, "./images/none.jpg")).toBe("./images/none.jpg")
  })
})
