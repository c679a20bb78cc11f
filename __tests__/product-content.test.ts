import fs from "fs"
import path from "path"
import { validate } from "../src/lib/content/content-schema"
import { productSchema } from "../src/content-model/products"
import { featuredSchema } from "../src/content-model/featured"
import { isSourceLangFile } from "../src/lib/content/content-i18n"

const dataDir = path.join(__dirname, "..", "data")
const read = (dir: string) =>
  fs
    .readdirSync(path.join(dataDir, dir))
    .filter(isSourceLangFile)
    .map((f) => ({ file: `${dir}/${f}`, doc: JSON.parse(fs.readFileSync(path.join(dataDir, dir, f), "utf8")) }))
const products = read("products")
const featured = read("featured")
const byPath = (p: string) => products.find((x) => x.doc.path === p)!.doc
const text = (doc: unknown) => JSON.stringify(doc)

describe("product and featured content", () => {
  it("every file matches its schema (fields only; image files are checked by the build)", () => {
    for (const { file, doc } of products) expect([file, validate(doc, productSchema)]).toEqual([file, []])
    for (const { file, doc } of featured) expect([file, validate(doc, featuredSchema)]).toEqual([file, []])
  })

  it("has the eight routes with their exact enquiry names", () => {
    const names = Object.fromEntries(products.map(({ doc }) => [doc.path, doc.name]))
    expect(names).toEqual({
      "/apple-cabins": "Apple Cabin",
      "/capsule-houses": "Capsule Houses",
      "/luxury-villa": "Luxury Villa",
      "/light-steel-villas": "Light Steel Villas",
      "/industrial-building": "Industrial Building",
      "/expandable-container-house/20ft": "Expandable Container Houses 20ft Model",
      "/expandable-container-house/30ft": "Expandable Container Houses 30ft Model",
      "/expandable-container-house/40ft": "Expandable Container Houses 40ft Model",
    })
  })

  it("has the five featured pages, each leading to an existing product", () => {
    expect(featured.map(({ doc }) => doc.path).sort()).toEqual(
      ["apple-cabin", "capsule-house", "expandable-container-house", "light-steel-villa", "luxury-villa"].map(
        (s) => `/featured-products/${s}`,
      ),
    )
    for (const { doc } of featured) expect(products.some((p) => p.doc.path === doc.productPath)).toBe(true)
    const capsule = featured.find(({ doc }) => doc.path.endsWith("capsule-house"))!.doc
    expect(capsule.sections.some((s: { type: string }) => s.type === "video")).toBe(true)
    const expandable = featured.find(({ doc }) => doc.path.endsWith("expandable-container-house"))!.doc
    expect(expandable.sections).toContainEqual(expect.objectContaining({ type: "models", group: "expandable" }))
  })

  it.each([
    [
      "/expandable-container-house/20ft",
      ["W6320*L5900*H2480", "2270", "W2200*L5900*H2480", "2 units per 40 HQ", "36.54 m²", "3500-4500 kg"],
    ],
    [
      "/expandable-container-house/30ft",
      ["W6260*L9000*H2480", "2240", "W6100*L8740*H2240", "2060", "4300-6000 kg", "W2200*L9000*H2480", "56.7 m²"],
    ],
    [
      "/expandable-container-house/40ft",
      ["W6240*L11800*H2480", "W6080*L11540*H2200", "W2200*L11800*H2480", "One per 40 HQ container", "74.34 m²", "6500-8000 kg"],
    ],
    ["/apple-cabins", ["13 m²", "19.8 m²", "26 m²", "1 to 3 days"]],
    ["/capsule-houses", ["18 to 35 m²"]],
    ["/luxury-villa", ["80 to 300 m²", "60 to 90 days"]],
    ["/industrial-building", ["25+ years"]],
    ["/light-steel-villas", ["93 m²"]],
  ])("%s writes the spec's numbers exactly", (p, numbers) => {
    const doc = byPath(p)
    for (const n of numbers) expect(text(doc.specs)).toContain(n)
  })

  it("has the sections the spec asks for", () => {
    const types = (p: string) => byPath(p).sections.map((s: { type: string }) => s.type)
    const apple = byPath("/apple-cabins")
    expect(types("/apple-cabins")).toEqual(expect.arrayContaining(["video", "details", "gallery", "tabs"]))
    const details = apple.sections.find((s: { type: string }) => s.type === "details")
    expect(details.rows.map((r: { label: string }) => r.label)).toEqual([
      "Frame",
      "Shell surface",
      "Glass",
      "Balcony",
      "Entry door",
      "Bathroom",
      "Custom project",
      "Flooring",
      "Ceiling",
      "Curtain",
      "Toilet",
      "Lighting system",
    ])
    expect(apple.sections.find((s: { type: string }) => s.type === "tabs").tabs.map((t: { label: string }) => t.label)).toEqual([
      "Size 1",
      "Size 2",
      "Size 3",
    ])
    const capsule = byPath("/capsule-houses")
    expect(capsule.gallery).toHaveLength(4)
    const interiors = capsule.sections.find((s: { type: string }) => s.type === "gallery")
    expect([interiors.images.length, interiors.columns]).toEqual([7, 4])
    const lsv = byPath("/light-steel-villas")
    const plans = lsv.sections.find((s: { type: string }) => s.type === "tabs")
    expect([plans.heading, ...plans.tabs.map((t: { label: string }) => t.label)]).toEqual([
      "Floor Plans",
      "3 Rooms Villa",
      "2 Rooms Villa with Car Park",
    ])
    expect(lsv.sections.find((s: { type: string }) => s.type === "gallery").images).toHaveLength(4)
    for (const p of ["/expandable-container-house/20ft", "/expandable-container-house/30ft", "/expandable-container-house/40ft"])
      expect(types(p)).toContain("comparison")
    expect(byPath("/expandable-container-house/20ft").sections.find((s: { type: string }) => s.type === "gallery").images).toHaveLength(3)
    expect(types("/luxury-villa")).toEqual(expect.arrayContaining(["list", "offer"]))
  })

  it("has no placeholder text", () => {
    for (const { file, doc } of [...products, ...featured])
      expect([file, /lorem|ipsum|coming soon|TODO|TBD/i.test(text(doc))]).toEqual([file, false])
  })
})
