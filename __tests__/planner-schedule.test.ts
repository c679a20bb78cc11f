import fs from "fs"
import path from "path"
import {
  addDays,
  daysBetween,
  installationEnd,
  lastDayOf,
  monthOf,
  PHASE_DAYS,
  phaseCount,
  schedule,
  shareOf,
  type ScheduleLine,
} from "../src/lib/planner/schedule"
import { containersFor, summarize } from "../src/lib/planner/summary"
import { emptyProject } from "../src/lib/planner/project"
import { plannerRows } from "../src/lib/planner/rows"
import type { PlannerFields, PlannerPort, PlannerProduct } from "../src/lib/planner/types"

/** A line of `quantity` units, one per container unless said, with the figures of the test. */
const line = (quantity: number, over: Partial<ScheduleLine> = {}): ScheduleLine => ({
  product: "house",
  quantity,
  containersFor: (q) => q,
  productionDays: { min: 30, max: 45 },
  installationDays: { min: 1, max: 2 },
  monthlyOutput: 1000,
  installationCrews: 1,
  ...over,
})
const base = { transitDays: 30, containersPerSailing: 1000, today: "2026-11-27", month: "" }

describe("dates: year ends, leap years, whole days", () => {
  it("adds days across a year's end and February, in UTC", () => {
    expect(addDays("2026-12-27", 10)).toBe("2027-01-06")
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29") // a leap year
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01") // a century, not a leap year
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
    expect(addDays("2026-11-27", 0.5)).toBe("2026-11-28") // a part of a day counts as a day
  })
  it("knows the last day of each month", () => {
    expect(lastDayOf("2028-02")).toBe("2028-02-29")
    expect(lastDayOf("2027-02")).toBe("2027-02-28")
    expect(lastDayOf("2000-02")).toBe("2000-02-29")
    expect(lastDayOf("2100-02")).toBe("2100-02-28")
    expect(lastDayOf("2026-12")).toBe("2026-12-31")
    expect(lastDayOf("2027-04")).toBe("2027-04-30")
  })
  it("counts the days between two dates and names a date's month", () => {
    expect(daysBetween("2027-12-31", "2028-03-01")).toBe(61) // 31 + 29 + 1
    expect(daysBetween("2028-03-01", "2027-12-31")).toBe(-61)
    expect(monthOf("2029-01-05")).toBe("2029-01")
  })
})

describe("phases: one a month, within each model's output and one sailing", () => {
  it("shares units evenly, the first phases taking one more", () => {
    expect([0, 1, 2].map((k) => shareOf(10, 3, k))).toEqual([4, 3, 3])
    expect([0, 1].map((k) => shareOf(1, 2, k))).toEqual([1, 0])
  })
  it("one phase while an order fits a month's output and a sailing", () => {
    expect(phaseCount([line(150, { monthlyOutput: 150 })], 250)).toBe(1)
  })
  it("a model's monthly output; the rows of one product share it", () => {
    expect(phaseCount([line(151, { monthlyOutput: 150 })], 1000)).toBe(2)
    expect(phaseCount([line(999, { monthlyOutput: 150 })], 1000)).toBe(7)
    // two sizes of the apple cabin: 100 + 100 units of one product making 150 a month
    expect(phaseCount([line(100, { monthlyOutput: 150 }), line(100, { monthlyOutput: 150 })], 1000)).toBe(2)
    expect(phaseCount([line(100, { monthlyOutput: 150 }), line(100, { product: "other", monthlyOutput: 150 })], 1000)).toBe(1)
  })
  it("what one sailing carries, counting every model's containers; models assessed in the quotation do not count", () => {
    expect(phaseCount([line(300), line(300, { product: "b" })], 250)).toBe(3)
    expect(phaseCount([line(300, { containersFor: () => null })], 250)).toBe(1)
  })
  it("adds a phase when rounding a phase's share up to whole containers overfills a sailing", () => {
    // 2 per container: 9 units in 2 phases are 5 + 4 units, 3 + 2 containers; a sailing of 2 takes neither 3
    const twoPer = line(9, { containersFor: (q) => Math.ceil(q / 2) })
    expect(phaseCount([twoPer], 3)).toBe(2)
    expect(phaseCount([twoPer], 2)).toBe(3)
  })
})

describe("installation: each model's crews side by side, each crew one unit after another", () => {
  it("one crew: the units' days added up; crews share the units", () => {
    expect(installationEnd([line(4)], 1, "max")).toBe(8)
    expect(installationEnd([line(4, { installationCrews: 2 })], 1, "max")).toBe(4)
    expect(installationEnd([line(4, { installationCrews: 10 })], 1, "min")).toBe(1)
  })
  it("models are installed side by side: the longest sets the end", () => {
    expect(installationEnd([line(4), line(2, { product: "b", installationDays: { min: 3, max: 5 } })], 1, "max")).toBe(10)
  })
  it("a phase arrives every PHASE_DAYS: idle crews wait for it, busy crews take it when free", () => {
    // 2 phases of 1 unit, 2 days each: the second unit arrives on day 30
    expect(installationEnd([line(2, { monthlyOutput: 1 })], 2, "max")).toBe(PHASE_DAYS + 2)
    // 2 phases of 30 units, one crew, 2 days each: 60 days of work, the second phase waits for the crew
    expect(installationEnd([line(60, { monthlyOutput: 30 })], 2, "max")).toBe(120)
  })
})

describe("the schedule", () => {
  it("without a month: from today, as the product pages say (production, transit, installation)", () => {
    const s = schedule({ ...base, lines: [line(3)] })
    expect(s).toEqual({
      phases: 1,
      start: "2026-11-27",
      production: { min: 30, max: 45 },
      shipped: { from: "2026-12-27", to: "2027-01-11" },
      atPort: { from: "2027-01-26", to: "2027-02-10" },
      installation: { min: 3, max: 6 },
      installed: { from: "2027-01-29", to: "2027-02-16" },
      desired: null,
    })
  })

  it("a desired month: the last delivery reaches the port in it, production starting as late as it can", () => {
    const s = schedule({ ...base, lines: [line(3)], month: "2027-06" })
    expect(s.desired).toEqual({ month: "2027-06", status: "planned" })
    expect(s.atPort).toEqual({ from: "2027-06-15", to: "2027-06-30" })
    expect(s.start).toBe("2027-04-16") // June 30 less 45 days of production and 30 at sea
    expect(s.shipped).toEqual({ from: "2027-05-16", to: "2027-05-31" })
  })

  it("a month across a year's end and a leap February", () => {
    const december = schedule({ ...base, lines: [line(3)], month: "2027-12" })
    expect(december.atPort?.to).toBe("2027-12-31")
    const february = schedule({ ...base, lines: [line(3)], month: "2028-02" })
    expect(february.atPort).toEqual({ from: "2028-02-14", to: "2028-02-29" })
    expect(february.start).toBe("2027-12-16")
  })

  it("a phased order: the last of its deliveries in the month, the first months before", () => {
    const s = schedule({ ...base, lines: [line(300, { monthlyOutput: 100 })], month: "2027-12" })
    expect(s.phases).toBe(3)
    expect(s.atPort?.to).toBe("2027-12-31")
    expect(daysBetween(s.start, s.shipped.to)).toBe(45 + 2 * PHASE_DAYS)
  })

  it("a month that cannot be reached from today: said, with the earliest month that can; the dates from today", () => {
    // from 2026-11-27: 45 days of production and 30 at sea reach the port by 2027-02-10
    const tooSoon = schedule({ ...base, lines: [line(3)], month: "2027-01" })
    expect(tooSoon.desired).toEqual({ month: "2027-01", status: "unreachable", earliest: "2027-02" })
    expect(tooSoon.start).toBe("2026-11-27")
    expect(tooSoon.atPort?.to).toBe("2027-02-10")
    // the earliest month is reachable: the last delivery lands in it
    const earliest = schedule({ ...base, lines: [line(3)], month: "2027-02" })
    expect(earliest.desired?.status).toBe("planned")
    expect(earliest.start >= "2026-11-27").toBe(true)
    expect(monthOf(earliest.atPort!.to)).toBe("2027-02")
  })

  it("without a known sea transit, the month waits for the quotation: from today, ready to ship then installed", () => {
    const s = schedule({ ...base, transitDays: null, lines: [line(3)], month: "2027-06" })
    expect(s.desired).toEqual({ month: "2027-06", status: "noTransit" })
    expect(s.atPort).toBeNull()
    expect(s.installed).toEqual({ from: "2026-12-30", to: "2027-01-17" })
  })
})

describe("999 units of any model, with the content's capacity, to the farthest port", () => {
  const data = path.join(__dirname, "..", "data")
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(data, rel), "utf8"))
  const capacity = read("site.en.json").capacity
  const ports: PlannerPort[] = read("delivery-ports.en.json").ports
  const farthest = ports.reduce((a, b) => (b.transitDays > a.transitDays ? b : a))
  const products: PlannerProduct[] = fs
    .readdirSync(path.join(data, "products"))
    .filter((f) => f.endsWith(".en.json"))
    .map((f, order) => {
      const doc = read(`products/${f}`)
      return {
        key: f.replace(".en.json", ""),
        name: doc.name,
        shortName: doc.shortName,
        path: "",
        group: "",
        order,
        planner: doc.planner as PlannerFields,
        options: [],
      }
    })
  const TODAY = "2026-11-27"
  const THREE_YEARS = "2029-11-27"

  it.each(plannerRows(products).map((row) => [row.id, row]))("%s: phased, installed within three years", (_, row) => {
    const project = { ...emptyProject(), lines: { [row.id]: { quantity: 999, options: [] } }, port: farthest.id }
    const { timeline, lines } = summarize(project, plannerRows(products), ports, TODAY, capacity)
    expect(timeline!.phases).toBeGreaterThan(1)
    expect(timeline!.installed.to < THREE_YEARS).toBe(true)
    // each phase keeps within the model's output and a sailing
    const perPhase = Math.ceil(999 / timeline!.phases)
    expect(perPhase).toBeLessThanOrEqual(row.product.planner.monthlyOutput)
    expect(containersFor(row, perPhase, lines[0].unitArea * perPhase) ?? 0).toBeLessThanOrEqual(capacity.containersPerSailing)
  })
})
