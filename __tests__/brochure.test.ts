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

  it("gives each model its key facts, from the planner's figures, and its first drawing where it has one", () => {
    const byName = Object.fromEntries(content.products.map((p) => [p.name, p]))
    expect(byName["Apple Cabin"].keyFacts.map((f) => [f.label, f.value])).toEqual([
      ["Floor area", "13, 19.8 or 26\u00A0m²"],
      ["Sleeps", "2–4 people (seats 2–5 as an office)"],
      ["Shipping", "1 unit per 40 ft High Cube container"],
      ["Production", "30–45 days"],
      ["Installation", "1–3 days on site, per unit"],
    ])
    expect(byName["Apple Cabin"].plan).toEqual({
      image: "../images/products/apple-cabins/size-1.svg",
      alt: "Plan and elevation of the 13 m² Apple Cabin with its dimensions",
      caption: "Measurements · Size 1",
    })
    expect(byName["Expandable Container Houses 40ft Model"].plan?.image).toBe("../images/products/expandable-40ft/layout.svg")
    expect(byName["Industrial Building"].keyFacts.find((f) => f.key === "shipping")?.value).toBe("Containers assessed in the quotation")
  })

  it("skips SVG images (a raster is needed in the PDF)", () => {
    const svgOnly = { ...products[0], gallery: [{ image: "../images/x.svg", alt: "x" }] }
    expect(assembleBrochure({ site, catalogue, products: [svgOnly] }, "https://a.test").products[0].image).toBeNull()
  })
})

/** The PDF read back with poppler: pdfinfo's fields, pdftotext's text page by page, pdfinfo -struct-text's tree. */
function readBack(pdf: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "brochure-")), "b.pdf")
  fs.writeFileSync(file, pdf)
  const run = (tool: string, args: string[]) => execFileSync(`/usr/bin/${tool}`, [...args, file], { encoding: "utf8" })
  const info = Object.fromEntries(
    run("pdfinfo", [])
      .split("\n")
      .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1], m[2]]),
  )
  const pages = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1)
  return { info, pages: pages.map((p) => p.replace(/\s+/g, " ").trim()), struct: run("pdfinfo", ["-struct-text"]) }
}

describe.each([
  ["en", "Kaz Horizon catalogue brochure", "page {n} of {m}"],
  ["fr", "Brochure du catalogue Kaz Horizon", "page {n} sur {m}"],
] as const)("the %s brochure, read back (issue 56)", (lang, title, pageWords) => {
  let read: ReturnType<typeof readBack>
  beforeAll(async () => {
    read = readBack((await buildBrochure(root, lang)).pdf)
  }, 60_000)

  it("has no blank page, and each page's number agrees with the file's count", () => {
    const count = Number(read.info.Pages)
    expect(count).toBe(products.length + 2)
    expect(read.pages).toHaveLength(count)
    read.pages.forEach((page, i) => {
      expect(page.length).toBeGreaterThan(300)
      if (i > 0) expect(page).toContain(pageWords.replace("{n}", String(i + 1)).replace("{m}", String(count)))
    })
  })

  it("is a tagged PDF whose title and language are set", () => {
    expect(read.info.Tagged).toBe("yes")
    expect(read.info.Title).toBe(title)
    expect(read.struct.split("\n")[0]).toBe("Document")
  })

  it("tags headings, tables and pictures in reading order: a cover, a section per model, the contact page", () => {
    const tags = read.struct.split("\n").filter((l) => /^\s*(Sect|H1|H2|H3|Figure|Table)\b/.test(l))
    expect(tags.filter((l) => /^\s*Sect/.test(l))).toHaveLength(products.length + 2)
    expect(tags.filter((l) => /^\s*H1/.test(l))).toHaveLength(1)
    // the cover's list, then each model's title as a heading, in the catalogue's order
    const words = (t: string) => t.replace(/\s+/g, " ")
    const headings = read.struct
      .split("\n")
      .flatMap((l, i, all) => (/^\s*H2\b/.test(l) ? [words(all[i + 1].trim().replace(/^"|"$/g, ""))] : []))
    expect(headings.slice(1, 1 + products.length)).toEqual(readBrochureContent(root, lang).content.products.map((p) => words(p.title)))
    // the cover picture, each model's picture and each drawing, with their alternative text
    const figures = readBrochureContent(root, lang).content.products.reduce((n, p) => n + (p.image ? 1 : 0) + (p.plan ? 1 : 0), 1)
    expect(tags.filter((l) => /^\s*Figure/.test(l))).toHaveLength(figures)
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

  it("gives every picture its alternative text, in the brochure's language", async () => {
    const alts = [...pdf.toString("latin1").matchAll(/\/Alt \(([^)]*)\)/g)].map((m) => m[1])
    expect(alts).toContain(products.find((p) => p.name === "Apple Cabin")!.gallery[0].alt)
    expect(alts.every((a) => a.length > 10)).toBe(true)
    // pdfkit writes a text with other than ASCII as UTF-16, big-endian
    const utf16 = (t: string) => Buffer.from(t, "utf16le").swap16()
    const fr = (await buildBrochure(root, "fr")).pdf
    expect(fr.includes(utf16("Plan et élévation cotés de la cabine Apple de 13"))).toBe(true)
    expect(fr.includes(utf16("Plan and elevation"))).toBe(false)
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
    // in the order of the content (-raw): a value wrapped in its table cell reads on, not beside its label
    text = execFileSync("/usr/bin/pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
  }, 60_000)

  it("is written under its own name", () => {
    expect(fileName).toBe("kaz-horizon-brochure-fr.pdf")
  })

  it("speaks French, with the figures and the dimensions in French format", () => {
    for (const words of ["Comment commander", "Cabines Apple", "Maisons capsules", "Une maison pour tous"]) expect(text).toContain(words)
    for (const figure of ["5 900 × 6 320 × 2 480 mm (L × l × H)", "De 3 500 à 4 500 kg", "36,54 m²", "56,7 m²", "74,34 m²"])
      expect(text).toContain(figure)
    expect(text).not.toContain("W6320*L5900*H2480")
    expect(text).not.toContain("How to order")
    expect(text).not.toContain("74.34 m²")
  })
})
