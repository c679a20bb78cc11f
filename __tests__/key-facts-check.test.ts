import fs from "fs"
import path from "path"
import { keyFactsErrors, shippingCount } from "../src/lib/content/key-facts-check"
import { copyData } from "./helpers/data-copy"
import { validateContentDir } from "../src/gatsby/content/validate-content"

const product = (slug: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "products", `${slug}.en.json`), "utf8"))

describe("the content check refuses key facts that disagree with the spec rows (issue 56)", () => {
  it("accepts every product as it is", () => {
    for (const f of fs.readdirSync(path.join(__dirname, "..", "data", "products")).filter((n) => n.endsWith(".en.json")))
      expect([f, keyFactsErrors(JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "products", f), "utf8")))]).toEqual([f, []])
  })
  it("refuses a floor area row outside the planner's range", () => {
    const doc = product("capsule-houses")
    doc.planner.floorArea = { min: 20, max: 35, default: 24 }
    expect(keyFactsErrors(doc)).toEqual([
      {
        field: "specs[0].value",
        message:
          "says 18 m², outside the floor area the key facts and the planner give (planner.floorArea: 20 to 35 m²): change the row or the range",
      },
    ])
  })
  it("refuses a shipping row that says another number of units per container, in figures or words", () => {
    const doc = product("expandable-40ft")
    doc.planner.unitsPerContainer = 2
    expect(keyFactsErrors(doc)).toEqual([
      { field: "specs[3].value", message: "says 1 unit(s) per container, the key facts and the planner 2 (planner.unitsPerContainer)" },
    ])
    const twenty = product("expandable-20ft")
    delete twenty.planner.unitsPerContainer
    expect(keyFactsErrors(twenty).map((e) => e.field)).toEqual(["specs[3].key"])
  })
  it("refuses a measurement tab naming a size the planner does not have", () => {
    const doc = product("apple-cabins")
    const tabs = doc.sections.find((s: { type: string }) => s.type === "tabs")
    tabs.tabs[1].size = 20
    expect(keyFactsErrors(doc)).toEqual([
      { field: `sections[${doc.sections.indexOf(tabs)}].tabs[1].size`, message: "is 20 m², not one of the planner's sizes (13, 19.8, 26)" },
    ])
  })
  it("reads a count in figures or words, not the container's 40", () => {
    expect(shippingCount("2 units per 40 HQ")).toBe(2)
    expect(shippingCount("One per 40 HQ container")).toBe(1)
    expect(shippingCount("Per 40 HQ")).toBe(40)
  })
})

it("stops the content check (npm run check:content, the build) naming the file and the field", () => {
  const dir = copyData("key-facts-")
  try {
    const file = path.join(dir, "products", "expandable-20ft.en.json")
    const doc = JSON.parse(fs.readFileSync(file, "utf8"))
    doc.specs[3].value = "3 units per 40 HQ"
    fs.writeFileSync(file, JSON.stringify(doc, null, 2))
    expect(validateContentDir(dir)).toEqual([
      "data/products/expandable-20ft.en.json: Specs, row 4 (Shipping) [specs[3].value]: says 3 unit(s) per container, the key facts and the planner 2 (planner.unitsPerContainer)",
    ])
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  }
})
