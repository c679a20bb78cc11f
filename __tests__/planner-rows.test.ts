import { addToProject, emptyProject, orderedLines } from "../src/lib/planner/project"
import { clampQuantity, defaultChoice, plannerRows, productKeyOf, rowShortLabel, unitArea } from "../src/lib/planner/rows"
import { PRODUCTS_EN, ROWS_EN, ROWS_FR, rowOf } from "./planner-fixtures"

const NBSP = "\u00A0"

describe("rows", () => {
  it("takes the product key from a content node's contentKey", () => {
    expect(productKeyOf("products/expandable-20ft.json")).toBe("expandable-20ft")
    expect(productKeyOf("products/apple-cabins.fr.json")).toBe("apple-cabins")
    expect(productKeyOf("luxury-villa.json")).toBe("luxury-villa")
  })
  it("gives a row per product, and a row per size of a sizes product, in the products' order", () => {
    expect(plannerRows(PRODUCTS_EN).map((r) => r.id)).toEqual([
      "expandable-20ft",
      "expandable-40ft",
      "apple-cabins@13",
      "apple-cabins@19.8",
      "apple-cabins@26",
      "capsule-houses",
      "industrial-building",
    ])
    expect(rowOf("apple-cabins@19.8").size).toBe(19.8)
  })
  it("labels a row by its product's singular short name, with the size of a size row in the page's language", () => {
    expect(rowShortLabel(rowOf("expandable-20ft"), "en")).toBe("20ft Model")
    expect(rowShortLabel(rowOf("apple-cabins@13"), "en")).toBe(`Apple Cabin 13${NBSP}m²`)
    expect(rowShortLabel(rowOf("apple-cabins@19.8", ROWS_FR), "fr")).toBe(`Cabine Apple 19,8${NBSP}m²`)
    expect(rowShortLabel(rowOf("capsule-houses"), "en")).toBe("Capsule House")
    expect(rowShortLabel(rowOf("capsule-houses", ROWS_FR), "fr")).toBe("Maison capsule")
  })
  it("gives each sizing's unit area; the industrial building's is span × length", () => {
    const choice = (extra = {}) => ({ quantity: 1, options: [], ...extra })
    expect(unitArea(rowOf("expandable-40ft"), choice())).toBe(74.34)
    expect(unitArea(rowOf("apple-cabins@26"), choice())).toBe(26)
    expect(unitArea(rowOf("capsule-houses"), choice({ area: 33.5 }))).toBe(33.5)
    expect(unitArea(rowOf("capsule-houses"), choice())).toBe(28)
    expect(unitArea(rowOf("industrial-building"), choice({ span: 24, length: 60 }))).toBe(1440)
    expect(unitArea(rowOf("industrial-building"), choice({ span: 12.1, length: 30.3 }))).toBe(366.63)
    expect(unitArea(rowOf("industrial-building"), choice())).toBe(800)
  })
  it("starts a row at no unit, no option and the defaults of its ranges", () => {
    expect(defaultChoice(rowOf("expandable-20ft"))).toEqual({ quantity: 0, options: [] })
    expect(defaultChoice(rowOf("capsule-houses"))).toEqual({ quantity: 0, options: [], area: 28 })
    expect(defaultChoice(rowOf("industrial-building"))).toEqual({ quantity: 0, options: [], span: 20, length: 40 })
  })
  it("keeps quantities whole, 0 to 999", () => {
    expect([clampQuantity(5), clampQuantity(0), clampQuantity(999)]).toEqual([5, 0, 999])
    expect([clampQuantity(1000), clampQuantity(-1), clampQuantity(2.7), clampQuantity(NaN)]).toEqual([999, 0, 2, 0])
  })
})

describe("project", () => {
  it("starts empty", () => {
    expect(emptyProject()).toEqual({
      lines: {},
      port: "",
      otherPort: "",
      month: "",
      foundations: "",
      use: "",
      financing: false,
      siteLocation: "",
      distance: "",
    })
  })
  it("adds one unit of a row, or of a product's first row, and ignores an unknown target", () => {
    let project = addToProject(emptyProject(), ROWS_EN, "expandable-20ft")
    expect(project.lines["expandable-20ft"]).toEqual({ quantity: 1, options: [] })
    project = addToProject(project, ROWS_EN, "expandable-20ft")
    expect(project.lines["expandable-20ft"].quantity).toBe(2)
    project = addToProject(project, ROWS_EN, "apple-cabins")
    expect(project.lines["apple-cabins@13"].quantity).toBe(1)
    project = addToProject(project, ROWS_EN, "apple-cabins@26")
    expect(project.lines["apple-cabins@26"].quantity).toBe(1)
    project = addToProject(project, ROWS_EN, "capsule-houses")
    expect(project.lines["capsule-houses"]).toEqual({ quantity: 1, options: [], area: 28 })
    expect(addToProject(project, ROWS_EN, "villa-xl")).toBe(project)
  })
  it("does not change the project it is given, and stops at 999", () => {
    const start = emptyProject()
    addToProject(start, ROWS_EN, "expandable-20ft")
    expect(start.lines).toEqual({})
    const full = { ...start, lines: { "expandable-20ft": { quantity: 999, options: [] } } }
    expect(addToProject(full, ROWS_EN, "expandable-20ft").lines["expandable-20ft"].quantity).toBe(999)
  })
  it("orders the lines above 0 in the rows' order", () => {
    const project = {
      ...emptyProject(),
      lines: {
        "capsule-houses": { quantity: 2, options: [], area: 30 },
        "expandable-40ft": { quantity: 0, options: [] },
        "expandable-20ft": { quantity: 3, options: [] },
        "villa-xl": { quantity: 3, options: [] },
      },
    }
    expect(orderedLines(project, ROWS_EN).map(({ row, choice }) => [row.id, choice.quantity])).toEqual([
      ["expandable-20ft", 3],
      ["capsule-houses", 2],
    ])
    expect(orderedLines(project, ROWS_FR)[0].row.product.shortName).toBe("Modèle 20 pieds")
  })
})
