/**
 * @jest-environment node
 */
// node: pdfkit 0.20's Node build calls createRequire with its module URL, which jsdom's location replaces
/** The brochure kept from the last build with the same inputs (src/gatsby/brochure/cache.ts). */
import fs from "fs"
import os from "os"
import path from "path"
import { TextDecoder, TextEncoder } from "util"
import { brochureCodeDigest, brochureKey, brochurePictures, cachedPdf } from "../src/gatsby/brochure/cache"

Object.assign(globalThis, { TextEncoder, TextDecoder })
const { buildBrochure, readBrochureContent } = require("../src/gatsby/brochure/index") as typeof import("../src/gatsby/brochure/index")

const root = path.join(__dirname, "..")
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "brochure-cache-"))

describe("the brochure's key: what the PDF is made of", () => {
  const { content, productsDir } = readBrochureContent(root, "en")
  const picture = async (rel: string) => fs.promises.readFile(path.resolve(productsDir, rel)).catch(() => null)

  it("names every product's photo and first drawing", () => {
    const pictures = brochurePictures(content)
    // 8 photos and the drawings of the models that have one
    expect(pictures.filter((p) => p.endsWith(".jpg"))).toHaveLength(content.products.length)
    expect(pictures).toEqual(
      expect.arrayContaining(["../images/products/apple-cabins/gallery-01.jpg", "../images/products/apple-cabins/size-1.svg"]),
    )
    for (const rel of brochurePictures(content)) expect(fs.existsSync(path.resolve(productsDir, rel))).toBe(true)
  })

  it("is the same for the same content, pictures and code, and changes with any of them", async () => {
    const key = await brochureKey(content, picture, "code")
    expect(await brochureKey(JSON.parse(JSON.stringify(content)), picture, "code")).toBe(key)
    // a word of a product
    const edited = {
      ...content,
      products: [{ ...content.products[0], name: `${content.products[0].name}!` }, ...content.products.slice(1)],
    }
    expect(await brochureKey(edited, picture, "code")).not.toBe(key)
    // a picture's bytes (a photo put over a drawing under the same name), or a picture gone
    const first = brochurePictures(content)[0]
    expect(await brochureKey(content, async (rel) => (rel === first ? Buffer.from("a photograph") : picture(rel)), "code")).not.toBe(key)
    expect(await brochureKey(content, async (rel) => (rel === first ? null : picture(rel)), "code")).not.toBe(key)
    // the code that draws it
    expect(await brochureKey(content, picture, "other code")).not.toBe(key)
  })

  it("reads the code that draws it: a change in src/lib, src/i18n, the brochure's folder or the content model changes it", () => {
    const dir = tmp()
    for (const sub of ["src/gatsby/brochure", "src/i18n/fr", "src/lib/content", "src/content-model"]) {
      fs.mkdirSync(path.join(dir, sub), { recursive: true })
      fs.writeFileSync(path.join(dir, sub, "a.ts"), "export const a = 1\n")
    }
    const before = brochureCodeDigest(dir)
    expect(brochureCodeDigest(dir)).toBe(before)
    for (const sub of ["src/gatsby/brochure", "src/i18n/fr", "src/lib/content", "src/content-model"]) {
      fs.writeFileSync(path.join(dir, sub, "a.ts"), "export const a = 2\n")
      const after = brochureCodeDigest(dir)
      expect({ sub, changed: after !== before }).toEqual({ sub, changed: true })
      fs.writeFileSync(path.join(dir, sub, "a.ts"), "export const a = 1\n")
    }
    // a file outside those folders draws nothing
    fs.mkdirSync(path.join(dir, "src/components"), { recursive: true })
    fs.writeFileSync(path.join(dir, "src/components/b.tsx"), "x")
    expect(brochureCodeDigest(dir)).toBe(before)
  })
})

describe("a PDF kept under its key", () => {
  it("is drawn once, then read back for the same key; a new key draws again and replaces that language's PDF only", async () => {
    const dir = tmp()
    let drawn = 0
    const draw = jest.fn(async (): Promise<Buffer> => Buffer.from(`pdf ${++drawn}`))
    expect(await cachedPdf(dir, "k1", draw, "en")).toEqual({ pdf: Buffer.from("pdf 1"), cached: false })
    expect(await cachedPdf(dir, "k1", draw, "en")).toEqual({ pdf: Buffer.from("pdf 1"), cached: true })
    expect(draw).toHaveBeenCalledTimes(1)
    await cachedPdf(dir, "k1", draw, "fr")
    expect(await cachedPdf(dir, "k2", draw, "en")).toEqual({ pdf: Buffer.from("pdf 3"), cached: false })
    expect(fs.readdirSync(dir).sort()).toEqual(["en-k2.pdf", "fr-k1.pdf"])
  })

  it("in a build: the second brochure with nothing changed is the first's bytes, not drawn again", async () => {
    const cache = { dir: tmp(), code: brochureCodeDigest(root) }
    const first = await buildBrochure(root, "fr", cache)
    expect(first.cached).toBe(false)
    expect(first.pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const second = await buildBrochure(root, "fr", cache)
    expect(second).toEqual({ ...first, cached: true })
  }, 60_000)
})
