import fs from "fs"
import os from "os"
import path from "path"
import { createHash } from "crypto"
import { IMAGE_MANIFEST, fitsSubject, imageSubjectProblems, manifestLookup, type ImageLookup } from "../src/lib/content/image-subjects"
import { validateContentDir } from "../src/gatsby/content/validate-content"

const root = path.join(__dirname, "..")

/** A lookup over a fixed table of generated images, as the manifest would answer. */
const lookupOf =
  (table: Record<string, string>): ImageLookup =>
  (p) =>
    table[p] ? { subject: table[p], view: "exterior" } : undefined

describe("fitsSubject", () => {
  it("accepts the same product, scenes, and any expandable model on the expandable range", () => {
    expect(fitsSubject("apple-cabin", "apple-cabin")).toBe(true)
    expect(fitsSubject("person", "apple-cabin")).toBe(true)
    expect(fitsSubject("expandable-30ft", "expandable")).toBe(true)
    expect(fitsSubject("expandable", "expandable-40ft")).toBe(true)
  })
  it("refuses another product, and another expandable model on a model's page", () => {
    expect(fitsSubject("luxury-villa", "apple-cabin")).toBe(false)
    expect(fitsSubject("expandable-20ft", "expandable-40ft")).toBe(false)
    expect(fitsSubject("light-steel-villa", "expandable")).toBe(false)
  })
})

describe("imageSubjectProblems", () => {
  const lookup = lookupOf({
    "data/images/hero/hero-2.jpg": "luxury-villa",
    "data/images/hero/hero-3.jpg": "expandable-30ft",
    "data/images/products/apple-cabins/gallery-01.jpg": "apple-cabin",
    "data/images/products/luxury-villa/gallery-04.jpg": "luxury-villa",
    "data/images/products/expandable-20ft/plan.svg": "expandable-20ft",
    "data/images/people/team-1.jpg": "person",
  })

  it("names the file and the field of a hero slide showing another product than its subject", () => {
    const home = {
      hero: [
        { image: "./images/hero/hero-1.jpg", title: "A home for everyone" },
        { image: "./images/hero/hero-2.jpg", subject: "apple-cabin" },
        { image: "./images/hero/hero-3.jpg", subject: "expandable" },
      ],
    }
    expect(imageSubjectProblems("home.en.json", home, lookup)).toEqual([
      'data/home.en.json: field "hero[1].image" depicts luxury-villa but the slide is about apple-cabin',
    ])
  })

  it("checks every image of a product page, nested sections included, against the page's product", () => {
    const product = {
      path: "/apple-cabins",
      gallery: [{ image: "../images/products/apple-cabins/gallery-01.jpg" }, { image: "../images/products/luxury-villa/gallery-04.jpg" }],
      sections: [
        { type: "drawing", image: "../images/products/expandable-20ft/plan.svg" },
        { type: "team", image: "../images/people/team-1.jpg" },
      ],
    }
    expect(imageSubjectProblems("products/apple-cabins.en.json", product, lookup)).toEqual([
      'data/products/apple-cabins.en.json: field "gallery[1].image" depicts luxury-villa but the page is about apple-cabin',
      'data/products/apple-cabins.en.json: field "sections[0].image" depicts expandable-20ft but the page is about apple-cabin',
    ])
  })

  it("lets a featured page about the expandable range show any model, not another product", () => {
    const featured = {
      productPath: "/expandable-container-house/20ft",
      image: "../images/hero/hero-3.jpg",
      sections: [{ image: "../images/hero/hero-2.jpg" }],
    }
    expect(imageSubjectProblems("featured/expandable-container-house.en.json", featured, lookup)).toEqual([
      'data/featured/expandable-container-house.en.json: field "sections[0].image" depicts luxury-villa but the page is about expandable',
    ])
  })

  it("passes images the manifest does not know (real photographs) and pages of other kinds", () => {
    const product = { path: "/apple-cabins", gallery: [{ image: "../images/products/apple-cabins/my-photo.jpg" }] }
    expect(imageSubjectProblems("products/apple-cabins.en.json", product, lookup)).toEqual([])
    expect(imageSubjectProblems("blog/1.en.json", { image: "../images/hero/hero-2.jpg" }, lookup)).toEqual([])
  })
})

describe("manifestLookup", () => {
  const manifest = { files: { "data/images/a.jpg": { sha256: "abc", subject: "apple-cabin", view: "exterior", generated: true } } }
  it("knows a generated image while its bytes are the ones recorded", () => {
    expect(manifestLookup(manifest, () => "abc")("data/images/a.jpg")).toEqual({ subject: "apple-cabin", view: "exterior" })
  })
  it("treats an image whose hash changed (a real photograph) or an unlisted one as unknown", () => {
    expect(manifestLookup(manifest, () => "def")("data/images/a.jpg")).toBeUndefined()
    expect(manifestLookup(manifest, () => "abc")("data/images/b.jpg")).toBeUndefined()
  })
})

describe("the build's content validation with the committed manifest", () => {
  it("finds no picture of another product on the site's pages and slides", () => {
    expect(validateContentDir(path.join(root, "data"))).toEqual([])
  })

  it("fails, naming file and field, when a hero slide points at a picture of another product", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "subjects-"))
    try {
      fs.cpSync(path.join(root, "data"), path.join(tmp, "data"), { recursive: true })
      const homeFile = path.join(tmp, "data", "home.en.json")
      const home = JSON.parse(fs.readFileSync(homeFile, "utf8"))
      const slide = home.hero.findIndex((s: { subject?: string }) => s.subject === "apple-cabin")
      home.hero[slide].image = "./images/products/luxury-villa/gallery-01.jpg"
      fs.writeFileSync(homeFile, JSON.stringify(home))
      expect(validateContentDir(path.join(tmp, "data"))).toEqual([
        `data/home.en.json: Hero, row ${slide + 1} (${home.hero[slide].title}), image [hero[${slide}].image]: depicts luxury-villa but the slide is about apple-cabin`,
      ])
      // the same file replaced by a real photograph (other bytes) is no longer checked
      fs.writeFileSync(
        path.join(tmp, "data/images/products/luxury-villa/gallery-01.jpg"),
        fs.readFileSync(path.join(root, "data/images/about/eco.jpg")),
      )
      expect(validateContentDir(path.join(tmp, "data"))).toEqual([])
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})

describe("data/images/manifest.json", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "data/images/manifest.json"), "utf8"))
  const entries = Object.entries(manifest.files) as Array<[string, { sha256: string; subject: string; view: string; generated: boolean }]>

  it("records every committed image and video, with its current hash, as generated, with subject and view", () => {
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    const media = [...walk(path.join(root, "data/images")), ...walk(path.join(root, "data/videos"))]
      .map((f) => path.relative(root, f).split(path.sep).join("/"))
      .filter((f) => f !== IMAGE_MANIFEST)
    expect(media.filter((f) => !manifest.files[f])).toEqual([])
    for (const [file, entry] of entries) {
      const hash = createHash("sha256")
        .update(fs.readFileSync(path.join(root, file)))
        .digest("hex")
      expect([file, hash, entry.generated, entry.subject.length > 0, entry.view.length > 0]).toEqual([file, entry.sha256, true, true, true])
    }
  })

  it("says each home hero image shows the product its slide names", () => {
    const home = JSON.parse(fs.readFileSync(path.join(root, "data/home.en.json"), "utf8"))
    const shown = home.hero.map((s: { image: string; subject?: string }) => [
      s.subject ?? null,
      manifest.files[path.posix.join("data", s.image)].subject,
    ])
    expect(shown).toEqual([
      [null, "expandable-40ft"],
      ["apple-cabin", "apple-cabin"],
      ["expandable", "expandable-30ft"],
      ["industrial-building", "industrial-building"],
    ])
  })
})
