/**
 * A product's key facts: the figures a buyer asks first (floor area, people housed, how it ships, production and
 * installation time, the company's indicative capacity), read from its one source, `planner` in
 * data/products/<slug>.en.json. The planner (src/lib/planner/) computes with them; the product pages and the brochure
 * show them (issue 56). Figures only, no words: each page writes them in its language. Pure, and light enough for any
 * page (it imports types and one constant).
 */
import { DEFAULT_PRODUCTION_DAYS, type PeopleRange, type PlannerFields, type Range } from "../planner/types"

/** The floor area of one unit, in m², as the model is sized. */
export type FloorAreaFact =
  /** one size (the expandable houses) */
  | { kind: "fixed"; area: number }
  /** one row per size (the apple cabin's 13, 19.8 and 26) */
  | { kind: "sizes"; sizes: number[] }
  /** the visitor picks the floor area in a range (capsule houses, villas) */
  | { kind: "range"; min: number; max: number }
  /** span × length in metres, both picked in ranges (the industrial building); `area` is the smallest to the largest */
  | { kind: "spanLength"; span: Range; length: Range; area: Range }

/** How many people one unit houses; "floorArea": counted by its floor area, no people figure. */
export type OccupancyFact =
  | { kind: "people"; sleeps: PeopleRange; seats: PeopleRange; bySize: Array<{ size: number; sleeps: PeopleRange; seats: PeopleRange }> }
  | { kind: "floorArea" }

/** How the model ships: whole units per 40 ft High Cube container, m² of floor area per container, or assessed in the quotation. */
export type ShippingFact = { kind: "units"; perContainer: number } | { kind: "area"; perContainer: number } | { kind: "assessed" }

export interface ProductFacts {
  floorArea: FloorAreaFact
  occupancy: OccupancyFact
  shipping: ShippingFact
  /** production days of an order within one month's output (the catalogue's 60 to 90 when the content gives none) */
  productionDays: Range
  /** installation days on site of one unit, by one crew */
  installationDays: Range
  /** indicative: units made in a month; more are delivered in phases */
  monthlyOutput: number
  /** indicative: crews that can install this model at the same time on one project */
  installationCrews: number
}

/** The smallest and the largest of a "spanLength" model's floor areas. */
const spanLengthArea = (span: Range, length: Range): Range => ({
  min: Math.round(span.min * length.min * 1e6) / 1e6,
  max: Math.round(span.max * length.max * 1e6) / 1e6,
})

function floorAreaOf(planner: PlannerFields): FloorAreaFact {
  switch (planner.sizing) {
    case "fixed":
      return { kind: "fixed", area: planner.area ?? 0 }
    case "sizes":
      return { kind: "sizes", sizes: [...(planner.sizes ?? [])] }
    case "floorArea":
      return { kind: "range", min: planner.floorArea?.min ?? 0, max: planner.floorArea?.max ?? 0 }
    case "spanLength": {
      const span = { min: planner.span?.min ?? 0, max: planner.span?.max ?? 0 }
      const length = { min: planner.length?.min ?? 0, max: planner.length?.max ?? 0 }
      return { kind: "spanLength", span, length, area: spanLengthArea(span, length) }
    }
  }
}

const NO_PEOPLE: PeopleRange = { min: 0, max: 0 }

function occupancyOfModel(planner: PlannerFields): OccupancyFact {
  const o = planner.occupancy
  if (!o || o.measure !== "people") return { kind: "floorArea" }
  return {
    kind: "people",
    sleeps: o.sleeps ?? NO_PEOPLE,
    seats: o.seats ?? NO_PEOPLE,
    bySize: (o.bySize ?? []).map((s) => ({ size: s.size, sleeps: s.sleeps, seats: s.seats })),
  }
}

function shippingOf(planner: PlannerFields): ShippingFact {
  if (planner.unitsPerContainer) return { kind: "units", perContainer: planner.unitsPerContainer }
  if (planner.areaPerContainer) return { kind: "area", perContainer: planner.areaPerContainer }
  return { kind: "assessed" }
}

/** A product's key facts, from its planner fields (`planner` of data/products/<slug>.en.json). */
export function productFacts(planner: PlannerFields): ProductFacts {
  return {
    floorArea: floorAreaOf(planner),
    occupancy: occupancyOfModel(planner),
    shipping: shippingOf(planner),
    productionDays: planner.productionDays ?? DEFAULT_PRODUCTION_DAYS,
    installationDays: planner.installationDays,
    monthlyOutput: planner.monthlyOutput,
    installationCrews: planner.installationCrews,
  }
}

/**
 * The people one unit sleeps and seats, for one size of a "sizes" model (its own figures from `bySize`) or for the
 * model; null for a model counted by its floor area.
 */
export function unitOccupancy(planner: PlannerFields, size?: number): { sleeps: PeopleRange; seats: PeopleRange } | null {
  const facts = occupancyOfModel(planner)
  if (facts.kind !== "people") return null
  const own = size === undefined ? undefined : facts.bySize.find((s) => s.size === size)
  return own ? { sleeps: own.sleeps, seats: own.seats } : { sleeps: facts.sleeps, seats: facts.seats }
}
