/**
 * Pictures with words exist per language (issue 41, "English on French pages"): the drawings' word tables cover the
 * site's languages, a French page shows `plan.fr.svg` beside the English file's `plan.svg`, and the content check
 * refuses a picture whose words are in another language than its page's, naming the file and the field.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { LANGS, SOURCE_LANG } from "../src/i18n/languages"
import {
  imageLanguageProblems,
  manifestLookup,
  pictureInLanguage,
  sourceOfLanguagePicture,
  withLanguagePictures,
  type ImageLookup,
} from "../src/lib/content/image-subjects"
import { loadContent } from "../src/gatsby/content/content-files"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { unusedFiles } from "../src/lib/content/unused-files"
import { DRAWING_LANGS, SOURCE_DRAWING_LANG, WORDS } from "../tools/illustrations/drawings/words.mjs"

const root = path.join(__dirname, "..")

describe("the drawings' words (tools/illustrations/drawings/words.mjs)", () => {
  it("has a table for each language of src/i18n/languages.ts, the source language first", () => {
    expect(DRAWING_LANGS).toEqual([...LANGS])
    expect(SOURCE_DRAWING_LANG).toBe(SOURCE_LANG)
    for (const lang of LANGS) expect(Object.keys(WORDS[lang as keyof typeof WORDS]).sort()).toEqual(Object.keys(WORDS.en).sort())
  })
})

describe("a picture's version in a language", () => {
  it("lies beside it, the language before the extension", () => {
    expect(pictureInLanguage("../images/products/expandable-20ft/plan.svg", "fr")).toBe("../images/products/expandable-20ft/plan.fr.svg")
    expect(pictureInLanguage("../images/products/expandable-20ft/plan.svg", "en")).toBe("../images/products/expandable-20ft/plan.svg")
    expect(sourceOfLanguagePicture("images/products/expandable-20ft/plan.fr.svg")).toBe("images/products/expandable-20ft/plan.svg")
    expect(sourceOfLanguagePicture("images/products/expandable-20ft/plan.svg")).toBeUndefined()
    expect(sourceOfLanguagePicture("images/blog/cover.en.jpg")).toBeUndefined() // English is the source: no suffix
  })

  it("replaces a translated item's pictures that have a version in its language, and nothing else", () => {
    const doc = {
      image: "../images/a.jpg",
      sections: [{ type: "drawing", image: "../images/products/x/plan.svg", alt: "Plan" }],
      tabs: [{ image: "../images/products/x/size-1.svg" }],
      text: "plan.svg",
    }
    const exists = (p: string) => p === "../images/products/x/plan.fr.svg"
    expect(withLanguagePictures(doc, "fr", exists)).toEqual({
      ...doc,
      sections: [{ type: "drawing", image: "../images/products/x/plan.fr.svg", alt: "Plan" }],
    })
    expect(doc.sections[0].image).toBe("../images/products/x/plan.svg") // the English item is not changed
    expect(withLanguagePictures(doc, "en", () => true)).toBe(doc)
    expect(withLanguagePictures(doc, "fr", () => false)).toBe(doc)
  })
})

describe("imageLanguageProblems", () => {
  const table: Record<string, { subject: string; view: string; lang?: string }> = {
    "data/images/products/x/plan.svg": { subject: "expandable-20ft", view: "plan", lang: "en" },
    "data/images/products/x/plan.fr.svg": { subject: "expandable-20ft", view: "plan", lang: "fr" },
    "data/images/products/x/gallery-01.jpg": { subject: "expandable-20ft", view: "exterior" },
  }
  const lookup: ImageLookup = (p) => table[p]

  it("refuses an English-language picture on a French page, naming the file, the field and the missing French version", () => {
    const doc = { gallery: [{ image: "../images/products/x/gallery-01.jpg" }], sections: [{ image: "../images/products/x/plan.svg" }] }
    expect(imageLanguageProblems("products/x.fr.json", doc, "fr", lookup)).toEqual([
      'data/products/x.fr.json: field "sections[0].image" shows data/images/products/x/plan.svg, a picture with English words, on a French page: ' +
        "its French version data/images/products/x/plan.fr.svg is missing (npm run assets draws it), or choose a picture without words",
    ])
  })

  it("accepts the picture in the page's language and pictures without words; refuses a French picture on an English page", () => {
    expect(imageLanguageProblems("products/x.fr.json", { image: "../images/products/x/plan.fr.svg" }, "fr", lookup)).toEqual([])
    expect(imageLanguageProblems("products/x.en.json", { image: "../images/products/x/plan.svg" }, "en", lookup)).toEqual([])
    expect(imageLanguageProblems("products/x.fr.json", { image: "../images/products/x/gallery-01.jpg" }, "fr", lookup)).toEqual([])
    expect(imageLanguageProblems("products/x.en.json", { image: "../images/products/x/plan.fr.svg" }, "en", lookup)).toEqual([
      'data/products/x.en.json: field "image" shows data/images/products/x/plan.fr.svg, a picture with French words, on an English page: ' +
        "choose the picture itself, not its version in another language",
    ])
  })

  it("reads the language from the manifest, and none for a picture without words", () => {
    const manifest = {
      files: {
        "data/images/p.svg": { sha256: "h", subject: "map", view: "drawing", lang: "fr", generated: true },
        "data/images/q.jpg": { sha256: "h", subject: "person", view: "portrait", generated: true },
      },
    }
    const look = manifestLookup(manifest, () => "h")
    expect(look("data/images/p.svg")).toEqual({ subject: "map", view: "drawing", lang: "fr" })
    expect(look("data/images/q.jpg")).toEqual({ subject: "person", view: "portrait" })
  })
})

describe("the build's content with the committed drawings", () => {
  it("gives French pages the French drawings and English pages the English ones", () => {
    const { items } = loadContent(path.join(root, "data"))
    const drawing = (file: string) => {
      const doc = items.find((i) => i.file === file)?.doc as { sections: Array<{ type: string; image?: string }> }
      return doc.sections.find((s) => s.type === "drawing")?.image
    }
    expect(drawing("products/expandable-20ft.en.json")).toBe("../images/products/expandable-20ft/plan.svg")
    expect(drawing("products/expandable-20ft.fr.json")).toBe("../images/products/expandable-20ft/plan.fr.svg")
    const home = items.find((i) => i.file === "home.fr.json")?.doc
    expect(JSON.stringify(home)).toContain("./images/products/light-steel-villas/plan-3-rooms.fr.svg")
    expect(JSON.stringify(home)).not.toContain("plan-3-rooms.svg")
  })

  it("fails, naming the French file and the field, when a drawing's French version is missing", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drawings-lang-"))
    try {
      fs.cpSync(path.join(root, "data"), path.join(tmp, "data"), { recursive: true })
      const problems = () => validateContentDir(path.join(tmp, "data")).filter((p) => p.includes("words"))
      expect(problems()).toEqual([])
      fs.rmSync(path.join(tmp, "data/images/products/expandable-20ft/plan.fr.svg"))
      const found = problems()
      expect(found).toHaveLength(1)
      expect(found[0]).toMatch(/^data\/products\/expandable-20ft\.fr\.json: .*\[sections\[\d+\]\.image\]/)
      expect(found[0]).toContain(
        "shows data/images/products/expandable-20ft/plan.svg, a picture with English words, on a French page: its French version data/images/products/expandable-20ft/plan.fr.svg is missing",
      )
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})

describe("unusedFiles", () => {
  it("counts a picture's version in another language as used when the picture is used", () => {
    const media = ["images/x/plan.svg", "images/x/plan.fr.svg", "images/y/old.svg", "images/y/old.fr.svg"]
    expect(unusedFiles(media, ["images/x/plan.svg"], [])).toEqual(["images/y/old.svg", "images/y/old.fr.svg"])
  })
})
