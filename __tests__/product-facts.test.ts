import fs from "fs"
import path from "path"
import { productFacts, unitOccupancy } from "../src/lib/content/product-facts"
import type { PlannerFields } from "../src/lib/planner/types"

const read = (slug: string): PlannerFields =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "products", `${slug}.en.json`), "utf8")).planner

describe("a product's key facts (one source: its planner fields)", () => {
  it("the 40 ft house: one size, one per container, the people it sleeps and seats, its times and capacity", () => {
    expect(productFacts(read("expandable-40ft"))).toEqual({
      floorArea: { kind: "fixed", area: 74.34 },
      occupancy: { kind: "people", sleeps: { min: 6, max: 8 }, seats: { min: 8, max: 12 }, bySize: [] },
      shipping: { kind: "units", perContainer: 1 },
      productionDays: { min: 30, max: 45 },
      installationDays: { min: 2, max: 3 },
      monthlyOutput: 150,
      installationCrews: 10,
    })
  })

  it("the apple cabin: its sizes, and the people of each size", () => {
    const cabin = read("apple-cabins")
    const facts = productFacts(cabin)
    expect(facts.floorArea).toEqual({ kind: "sizes", sizes: [13, 19.8, 26] })
    expect(facts.occupancy).toMatchObject({ kind: "people", sleeps: { min: 2, max: 4 } })
    expect(unitOccupancy(cabin, 13)).toEqual({ sleeps: { min: 2, max: 2 }, seats: { min: 2, max: 2 } })
    expect(unitOccupancy(cabin, 26)).toEqual({ sleeps: { min: 2, max: 4 }, seats: { min: 4, max: 5 } })
    // a size the content does not list: the model's own figures
    expect(unitOccupancy(cabin, 99)).toEqual({ sleeps: { min: 2, max: 4 }, seats: { min: 2, max: 5 } })
  })

  it("the villas: a range of floor areas shipped by m² per container", () => {
    expect(productFacts(read("light-steel-villas"))).toMatchObject({
      floorArea: { kind: "range", min: 75, max: 120 },
      shipping: { kind: "area", perContainer: 70 },
    })
  })

  it("the industrial building: span × length, counted by its floor area, containers assessed in the quotation", () => {
    const building = read("industrial-building")
    expect(productFacts(building)).toMatchObject({
      floorArea: { kind: "spanLength", span: { min: 12, max: 60 }, length: { min: 18, max: 240 }, area: { min: 216, max: 14400 } },
      occupancy: { kind: "floorArea" },
      shipping: { kind: "assessed" },
    })
    expect(unitOccupancy(building)).toBeNull()
  })

  it("a model without production days takes the catalogue's 60 to 90", () => {
    const { productionDays: _, ...rest } = read("expandable-20ft")
    expect(productFacts(rest as PlannerFields).productionDays).toEqual({ min: 60, max: 90 })
  })
})
