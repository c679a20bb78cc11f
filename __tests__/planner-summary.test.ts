import { emptyProject } from "../src/lib/planner/project"
import { addDays, containersFor, summarize } from "../src/lib/planner/summary"
import type { LineChoice, Project } from "../src/lib/planner/types"
import { PORTS_EN, ROWS_EN, rowOf } from "./planner-fixtures"

const line = (quantity: number, extra: Partial<LineChoice> = {}): LineChoice => ({ quantity, options: [], ...extra })
const projectOf = (lines: Record<string, LineChoice>, more: Partial<Project> = {}): Project => ({ ...emptyProject(), lines, ...more })
const CAPACITY = { containersPerSailing: 250 }
const sum = (project: Project, today = "2026-11-27") => summarize(project, ROWS_EN, PORTS_EN, today, CAPACITY)

describe("containers", () => {
  it("puts two 20 ft units in a 40 ft High Cube container, rounding an odd quantity up", () => {
    const row = rowOf("expandable-20ft")
    expect([1, 2, 3, 30, 31].map((n) => containersFor(row, n, n * 36.54))).toEqual([1, 1, 2, 15, 16])
  })
  it("puts one 40 ft unit in a container", () => {
    expect(containersFor(rowOf("expandable-40ft"), 7, 7 * 74.34)).toBe(7)
  })
  it("counts the containers of kits by floor area", () => {
    const row = rowOf("capsule-houses")
    expect(containersFor(row, 1, 38)).toBe(1)
    expect(containersFor(row, 2, 56)).toBe(2)
    expect(containersFor(row, 4, 4 * 28.5)).toBe(3)
  })
  it("leaves the containers of a model without a figure to the quotation", () => {
    expect(containersFor(rowOf("industrial-building"), 1, 800)).toBeNull()
    expect(containersFor(rowOf("apple-cabins@13"), 4, 52)).toBeNull()
  })
  it("adds the models' containers without combining models, and names the assessed ones", () => {
    const s = sum(
      projectOf({
        "expandable-20ft": line(3),
        "expandable-40ft": line(1),
        "capsule-houses": line(1, { area: 20 }),
        "industrial-building": line(1),
      }),
    )
    // 3 × 20 ft = 2 containers (one half empty), 1 × 40 ft = 1, one 20 m² capsule = 1: 4, not 3
    expect(s.lines.map((l) => l.containers)).toEqual([2, 1, 1, null])
    expect(s.totals.containers.total).toBe(4)
    expect(s.totals.containers.assessed.map((r) => r.id)).toEqual(["industrial-building"])
  })
})

describe("summarize", () => {
  const project = projectOf(
    {
      "expandable-20ft": line(30, { options: ["furniture-pack", "solar-kit"] }),
      "apple-cabins@13": line(4),
      "capsule-houses": line(2, { area: 28 }),
      "expandable-40ft": line(0),
    },
    { port: "toamasina" },
  )
  const s = sum(project)

  it("gives each ordered line its quantity, areas and chosen options in the product's order", () => {
    expect(s.lines.map((l) => [l.row.id, l.quantity, l.unitArea, l.area])).toEqual([
      ["expandable-20ft", 30, 36.54, 1096.2],
      ["apple-cabins@13", 4, 13, 52],
      ["capsule-houses", 2, 28, 56],
    ])
    expect(s.lines[0].options.map((o) => o.id)).toEqual(["solar-kit", "furniture-pack"])
  })
  it("totals the units and the floor area", () => {
    expect(s.totals.units).toBe(36)
    expect(s.totals.area).toBe(1204.2)
  })
  it("gives the industrial building's floor area as span × length", () => {
    const building = sum(projectOf({ "industrial-building": line(2, { span: 24, length: 60 }) }))
    expect(building.lines[0].unitArea).toBe(1440)
    expect(building.totals.area).toBe(2880)
  })
  it("sums the masses as ranges and names the models without one", () => {
    expect(s.lines.map((l) => l.massKg)).toEqual([{ min: 66000, max: 75000 }, null, { min: 7000, max: 9000 }])
    expect(s.totals.mass.total).toEqual({ min: 73000, max: 84000 })
    expect(s.totals.mass.missing.map((r) => r.id)).toEqual(["apple-cabins@13"])
    expect(sum(projectOf({ "industrial-building": line(1) })).totals.mass).toEqual({ total: null, missing: [rowOf("industrial-building")] })
  })
  it("takes the longest production of the lines, end by end (the models are made in parallel)", () => {
    expect(s.lines.map((l) => l.productionDays)).toEqual([
      { min: 60, max: 90 },
      { min: 30, max: 45 },
      { min: 45, max: 100 },
    ])
    expect(s.timeline?.production).toEqual({ min: 60, max: 100 })
  })
  it("installs each model by its own crew (the fixtures' one), the models side by side: the longest sets the days", () => {
    // 30 × 1 day (20 ft), 4 × 0.5–1 (cabins), 2 × 2–3 (capsules): 30 days
    expect(s.timeline?.installation).toEqual({ min: 30, max: 30 })
  })
  it("dates the timeline from today across a year end: production, sea transit, installation", () => {
    // 2026-11-27 + 60..100 days; + 14 days to Toamasina; + 30 days of installation
    expect(s.timeline).toMatchObject({
      phases: 1,
      start: "2026-11-27",
      transitDays: 14,
      shipped: { from: "2027-01-26", to: "2027-03-07" },
      atPort: { from: "2027-02-09", to: "2027-03-21" },
      installed: { from: "2027-03-11", to: "2027-04-20" },
      installedWithoutTransit: false,
      desired: null,
    })
  })
  it("plans back from a desired month: the delivery at the port in it", () => {
    const t = sum({ ...project, month: "2027-09" }).timeline!
    expect(t.desired).toEqual({ month: "2027-09", status: "planned" })
    expect(t.atPort).toEqual({ from: "2027-08-21", to: "2027-09-30" })
    expect(t.start).toBe("2027-06-08") // September 30 less 100 days of production and 14 at sea
  })
  it("reports a month too soon, with the earliest, and dates from today", () => {
    const t = sum({ ...project, month: "2027-02" }).timeline!
    expect(t.desired).toEqual({ month: "2027-02", status: "unreachable", earliest: "2027-03" })
    expect(t.start).toBe("2026-11-27")
  })
  it("dates across a leap day", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2027-12-31", 0.5)).toBe("2028-01-01")
    const leap = sum(projectOf({ "expandable-40ft": line(1) }, { port: "le-port" }), "2027-12-31")
    // 60..90 days of production, 7 days to Le Port, 1..2 days of installation
    expect(leap.timeline).toMatchObject({
      shipped: { from: "2028-02-29", to: "2028-03-30" },
      atPort: { from: "2028-03-07", to: "2028-04-06" },
      installed: { from: "2028-03-08", to: "2028-04-08" },
    })
  })
  it("without a known transit (other port, or none), installs from the shipping dates and says so", () => {
    for (const more of [{ port: "other", otherPort: "Nosy Be" }, { port: "" }]) {
      const t = sum(projectOf({ "expandable-40ft": line(1) }, more)).timeline
      expect(t).toMatchObject({
        transitDays: null,
        atPort: null,
        shipped: { from: "2027-01-26", to: "2027-02-25" },
        installed: { from: "2027-01-27", to: "2027-02-27" },
        installedWithoutTransit: true,
      })
    }
  })
  it("has no timeline and no totals when nothing is ordered", () => {
    const empty = sum(projectOf({ "expandable-20ft": line(0) }))
    expect(empty.timeline).toBeNull()
    expect(empty.lines).toEqual([])
    expect(empty.totals).toEqual({
      units: 0,
      area: 0,
      containers: { total: 0, assessed: [] },
      mass: { total: null, missing: [] },
      occupancy: { sleeps: null, seats: null, byFloorArea: [] },
    })
  })
  it("lists each distinct foundation and utilities text once, with the models it applies to", () => {
    const texts = (notes: typeof s.site.foundation) => notes.map((n) => [n.text, n.rows.map((r) => r.id)])
    expect(texts(s.site.foundation)).toEqual([
      ["Concrete blocks or strip footings", ["expandable-20ft", "apple-cabins@13"]],
      ["Screw piles or concrete pads", ["capsule-houses"]],
    ])
    expect(texts(s.site.utilities)).toEqual([
      ["Water, drainage and a 230 V supply", ["expandable-20ft"]],
      ["Water, drainage and electricity at the cabin", ["apple-cabins@13", "capsule-houses"]],
    ])
  })
})

describe("occupancy and intended use per line", () => {
  it("totals the people the lines sleep, or seat when a line is used as offices; the project's use is each line's default", () => {
    // fixtures: every model sleeps 2–4 and seats 4–6 per unit
    const s = sum(
      projectOf(
        { "expandable-20ft": line(2, { use: "office" }), "expandable-40ft": line(8), "industrial-building": line(1) },
        { use: "home" },
      ),
    )
    expect(s.lines.map((l) => [l.row.id, l.use, l.ownUse, l.occupancy])).toEqual([
      ["expandable-20ft", "office", true, { kind: "seats", people: { min: 8, max: 12 } }],
      ["expandable-40ft", "home", false, { kind: "sleeps", people: { min: 16, max: 32 } }],
      ["industrial-building", "home", false, { kind: "sleeps", people: { min: 2, max: 4 } }],
    ])
    expect(s.totals.occupancy).toEqual({ sleeps: { min: 18, max: 36 }, seats: { min: 8, max: 12 }, byFloorArea: [] })
  })
  it("a line's use equal to the project's is not its own; without any use, the units sleep", () => {
    const s = sum(projectOf({ "expandable-20ft": line(1, { use: "home" }) }, { use: "home" }))
    expect(s.lines[0].ownUse).toBe(false)
    expect(sum(projectOf({ "expandable-20ft": line(1) })).lines[0].occupancy).toEqual({ kind: "sleeps", people: { min: 2, max: 4 } })
  })
  it("a model counted by its floor area has no people figure", () => {
    const row = rowOf("industrial-building")
    const floor = { ...row, product: { ...row.product, planner: { ...row.product.planner, occupancy: { measure: "floorArea" as const } } } }
    const s = summarize(projectOf({ "industrial-building": line(1) }), [floor], PORTS_EN, "2026-11-27", CAPACITY)
    expect(s.lines[0].occupancy).toBeNull()
    expect(s.totals.occupancy).toEqual({ sleeps: null, seats: null, byFloorArea: [s.lines[0]] })
  })
  it("flags a floor area, or span and length, left at the planner's starting value", () => {
    const s = sum(
      projectOf({
        "capsule-houses": line(1),
        "industrial-building": line(1, { span: 30 }),
        "expandable-20ft": line(1),
      }),
    )
    expect(s.lines.map((l) => [l.row.id, l.defaultSize])).toEqual([
      ["expandable-20ft", false],
      ["capsule-houses", true],
      ["industrial-building", false],
    ])
    expect(sum(projectOf({ "capsule-houses": line(1, { area: 28 }) })).lines[0].defaultSize).toBe(true)
    expect(sum(projectOf({ "capsule-houses": line(1, { area: 30 }) })).lines[0].defaultSize).toBe(false)
  })
})
