/**
 * @jest-environment node
 */
// node: pdfkit 0.20's Node build calls createRequire with its module URL, which jsdom's location replaces
/** The brochure: pure content assembly, then the real PDF read back with pdftotext (poppler-utils). */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { assembleBrochure, type BrochureCatalogue, type BrochureProductInput, type BrochureSite } from "../src/gatsby/brochure/content"
import { TextDecoder, TextEncoder } from "util"
import { isSourceLangFile } from "../src/lib/content/content-i18n"

// jsdom (the project's Jest environment) lacks these Node globals that pdfkit's font code needs
Object.assign(globalThis, { TextEncoder, TextDecoder })

const { buildBrochure, readBrochureContent } = require("../src/gatsby/brochure/index") as typeof import("../src/gatsby/brochure/index")

const root = path.join(__dirname, "..")
const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.en.json"), "utf8")) as BrochureSite
const catalogue = JSON.parse(fs.readFileSync(path.join(root, "data", "catalogue.en.json"), "utf8")) as BrochureCatalogue
const productFiles = fs.readdirSync(path.join(root, "data", "products")).filter(isSourceLangFile)
const products = productFiles.map(
  (f) => JSON.parse(fs.readFileSync(path.join(root, "data", "products", f), "utf8")) as BrochureProductInput,
)

describe("brochure content, assembled from the data files", () => {
  const content = assembleBrochure({ site, catalogue, products }, "https://example.test/")

  it("lists every product, in catalogue order, with an image and its specs", () => {
    expect(content.products.map((p) => p.name)).toEqual([...products].sort((a, b) => a.order - b.order).map((p) => p.name))
    for (const p of content.products) {
      const source = products.find((x) => x.name === p.name)!
      expect(p.image).toBe(source.gallery[0].image)
      expect(p.facts).toEqual(source.specs.map((s) => ({ label: s.label, value: s.value })))
      expect(p.url).toBe(`https://example.test${source.path}/`)
    }
  })

  it("states the purchase process of spec section 1 and the contact details of site.en.json", () => {
    expect(content.process.title).toBe("How to order")
    expect(content.process.steps.map((s) => s.title)).toEqual([
      "Send a quotation request",
      "Receive your quotation",
      "Production and shipping",
    ])
    const steps = JSON.stringify(content.process.steps)
    for (const word of ["model", "customisation", "delivery port", "price", "payment terms", "production timeline", "shipping"])
      expect(steps).toContain(word)
    const lines = Object.fromEntries(content.contact.lines.map((l) => [l.label, l.value]))
    expect(lines.Phone).toBe(site.contact.phone)
    expect(lines["E-mail"]).toBe(site.contact.email)
    expect(lines["VAT number"]).toBe(site.contact.vat.includes("[…]") ? "[to be completed: VAT number]" : site.contact.vat)
    expect(lines.Address).toContain(site.contact.locality)
    expect(content.fileName).toBe(site.brochure.fileName)
  })

  it("skips SVG images (a raster is needed in the PDF)", () => {
    const svgOnly = { ...products[0], gallery: [{ image: "../images/x.svg", alt: "x" }] }
    expect(assembleBrochure({ site, catalogue, products: [svgOnly] }, "https://a.test").products[0].image).toBeNull()
  })
})

describe("the brochure PDF", () => {
  let pdf: Buffer
  let text: string
  beforeAll(async () => {
    pdf = (await buildBrochure(root)).pdf
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "brochure-")), "b.pdf")
    fs.writeFileSync(file, pdf)
    text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
  }, 60_000)

  it("is a valid PDF under 5 MB", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    expect(pdf.subarray(-6).toString()).toContain("%%EOF")
    expect(pdf.length).toBeLessThan(5 * 1024 * 1024)
  })

  it("names every product and shows their key figures", () => {
    for (const p of products) expect(text).toContain(p.name)
    for (const figure of ["W6320*L5900*H2480", "36.54 m²", "56.7 m²", "74.34 m²", "3500-4500 kg", "93 m²"]) expect(text).toContain(figure)
  })

  it("has the purchase process and the contact details", () => {
    expect(text).toContain("How to order")
    expect(text).toContain(site.contact.phone)
    expect(text).toContain(site.contact.email)
  })

  it("is written under site.en.json's file name", () => {
    expect(readBrochureContent(root).content.fileName).toBe("kaz-horizon-brochure.pdf")
  })
})

describe("the French brochure (the PDF read back with pdftotext)", () => {
  let text: string
  let fileName: string
  beforeAll(async () => {
    const built = await buildBrochure(root, "fr")
    fileName = built.fileName
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "brochure-fr-")), "b.pdf")
    fs.writeFileSync(file, built.pdf)
    text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
  }, 60_000)

  it("is written under its own name", () => {
    expect(fileName).toBe("kaz-horizon-brochure-fr.pdf")
  })

  it("speaks French, with the figures and the dimensions in French format", () => {
    for (const words of ["Comment commander", "Cabine Apple", "Maisons capsules", "Une maison pour tous"]) expect(text).toContain(words)
    for (const figure of ["5 900 × 6 320 × 2 480 mm (L × l × H)", "De 3 500 à 4 500 kg", "36,54 m²", "56,7 m²", "74,34 m²"])
      expect(text).toContain(figure)
    expect(text).not.toContain("W6320*L5900*H2480")
    expect(text).not.toContain("How to order")
    expect(text).not.toContain("74.34 m²")
  })
})
