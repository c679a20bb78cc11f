/**
 * The project planner's data, as the planner page (/quote/, /fr/devis/) queries it and as its pure logic
 * (src/lib/planner/) reads it. The content is data/products/<slug>.<lang>.json `planner` and `options`, and
 * data/delivery-ports.<lang>.json `ports` (docs/content-model.md, "The project planner").
 */
import type { ContentLang } from "../../i18n/languages"
import type { DistanceAnswer, FoundationAnswer, UseAnswer } from "../../i18n/planner/text-words"

/** A range of whole or decimal numbers, both ends included. */
export interface Range {
  min: number
  max: number
}
/** A range a visitor picks a value in, with the value the planner starts from. */
export interface PickRange extends Range {
  default: number
}

/**
 * How a model is sized in the planner:
 * - "fixed": one size, `area` m² (the 20/30/40 ft expandable houses);
 * - "sizes": a row per size, each `sizes[i]` m² (the apple cabin's 13, 19.8 and 26 m²);
 * - "floorArea": the visitor gives the floor area in m², within `floorArea` (capsule house, villas);
 * - "spanLength": the visitor gives the span and the length in metres, within `span` and `length`; the floor area is
 *   their product (industrial building).
 */
export type Sizing = "fixed" | "sizes" | "floorArea" | "spanLength"

/** data/products/<slug>.en.json `planner` (words translated in the other languages' files). */
export interface PlannerFields {
  sizing: Sizing
  area?: number | null
  sizes?: readonly number[] | null
  floorArea?: PickRange | null
  span?: PickRange | null
  length?: PickRange | null
  /**
   * whole units of this model per 40 ft High Cube container or equivalent slot (2 for the 20 ft house, 1 for the
   * 40 ft; an apple cabin or a capsule may travel on a 40 ft flat rack instead, which the planner counts the same)
   */
  unitsPerContainer?: number | null
  /** m² of floor area shipped in one 40 ft High Cube container, for models shipped as kits or modules (villas) */
  areaPerContainer?: number | null
  /** neither unitsPerContainer nor areaPerContainer: the containers are assessed in the quotation */
  /** the mass of one unit in kg, where the spec gives it (the expandable houses) */
  massKg?: Range | null
  /** production days; absent: the catalogue's 60 to 90 days (DEFAULT_PRODUCTION_DAYS) */
  productionDays?: Range | null
  /** installation days on site for one unit */
  installationDays: Range
  /** indicative: units of this model made in a month; a larger order is delivered in phases, one a month */
  monthlyOutput: number
  /** indicative: installation crews that can work on this model at the same time on one project */
  installationCrews: number
  /** how many people one unit sleeps, or seats as an office; or counted by its floor area */
  occupancy: PlannerOccupancy
  /** what the buyer prepares on site: the foundation (words) */
  foundation: string
  /** what the buyer prepares on site: the utilities (words) */
  utilities: string
}

/** A whole number of people, both ends included. */
export type PeopleRange = Range

/**
 * How many people one unit of a model houses (data/products/<slug>.en.json `planner.occupancy`): "people" gives what
 * one unit sleeps and seats as an office (a "sizes" model may give them per size); "floorArea" counts the model by its
 * floor area alone (the industrial building).
 */
export interface PlannerOccupancy {
  measure: "people" | "floorArea"
  sleeps?: PeopleRange | null
  seats?: PeopleRange | null
  bySize?: ReadonlyArray<{ size: number; sleeps: PeopleRange; seats: PeopleRange }> | null
}

/** One customisation option of a product (data/products/<slug>.<lang>.json `options`). */
export interface PlannerOption {
  /** unique within its product; what the project's URL carries */
  id: string
  label: string
  note?: string | null
}

/** A product as the planner page queries it, in the page's language. */
export interface PlannerProduct {
  /** the product file's name without language and extension, e.g. "expandable-20ft" (from contentKey) */
  key: string
  name: string
  shortName: string
  /** the product page's path in the page's language */
  path: string
  group: string
  order: number
  planner: PlannerFields
  options: readonly PlannerOption[]
}

/** A delivery port (data/delivery-ports.<lang>.json), in the page's language. */
export interface PlannerPort {
  /** shared by the languages, e.g. "toamasina"; what the project's URL carries */
  id: string
  port: string
  country: string
  /** indicative sea transit to this port, in whole days */
  transitDays: number
}

/**
 * The production time of a model whose content gives none: the spec's 60 to 90 days (spec 9). Every product file
 * gives its own today, shorter, because the site says production and sea freight together take 60 to 90 days
 * (docs/content-model.md, "The project planner").
 */
export const DEFAULT_PRODUCTION_DAYS: Range = { min: 60, max: 90 }

// the answers' codes are the keys of their words, so they are written beside them (src/i18n/planner/text-words.ts)
export {
  DISTANCE_ANSWERS,
  FOUNDATION_ANSWERS,
  USE_ANSWERS,
  type DistanceAnswer,
  type FoundationAnswer,
  type UseAnswer,
} from "../../i18n/planner/text-words"

/** A planner row's id: the product key, or `<key>@<size>` for a "sizes" model (apple-cabins@19.8). */
export type RowId = string

/** One row of the planner: a model the visitor can order. */
export interface PlannerRow {
  id: RowId
  product: PlannerProduct
  /** the size of a "sizes" row, in m² */
  size?: number
}

/** What the visitor chose for one row. */
export interface LineChoice {
  quantity: number
  /** option ids, in the product's order */
  options: string[]
  /** "floorArea": the floor area in m² */
  area?: number
  /** "spanLength": span and length in metres */
  span?: number
  length?: number
  /** this line's own intended use; absent: the project's (Project.use) */
  use?: UseAnswer
}

/** The project: everything the URL carries (never the contact details). */
export interface Project {
  /** rows with a choice; a row absent or at quantity 0 is not ordered */
  lines: Record<RowId, LineChoice>
  /** a port id, "other", or "" (none chosen yet) */
  port: string
  /** the port's name when `port` is "other" */
  otherPort: string
  /** the desired delivery month, "YYYY-MM", or "" */
  month: string
  foundations: FoundationAnswer | ""
  /** the intended use of the whole order: the default of each line (LineChoice.use) */
  use: UseAnswer | ""
  financing: boolean
  /** where the buildings go: a town or an area, as typed (optional) */
  siteLocation: string
  /** how far the site is from the port (optional) */
  distance: DistanceAnswer | ""
}

/** The contact details, kept in the session draft only. */
export interface PlannerContact {
  name: string
  email: string
  phone: string
  company: string
  message: string
}

export type { ContentLang }
