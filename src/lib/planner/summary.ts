/**
 * The project's indicative summary: per model its area, containers, mass, intended use and occupancy; the totals; the
 * schedule as dates (./schedule.ts: phases, crews, the desired month); what the buyer prepares on site. Figures only
 * (the page and the e-mail's text write them in a language). Every figure is indicative: the quotation confirms them.
 */
import { unitOccupancy } from "../content/product-facts"
import { orderedLines } from "./project"
import { roundArea, unitArea } from "./rows"
import { schedule, type Schedule } from "./schedule"
import {
  DEFAULT_PRODUCTION_DAYS,
  type LineChoice,
  type PlannerOption,
  type PlannerPort,
  type PlannerRow,
  type Project,
  type Range,
  type UseAnswer,
} from "./types"

export { addDays } from "./schedule"
export type { DateRange } from "./schedule"

/** What one line's occupancy counts: the people its units sleep, or seat as offices (by the line's intended use). */
export type OccupancyKind = "sleeps" | "seats"

/** The kind of occupancy of a use: offices count seats; every other use, or none, the people the units sleep. */
export const occupancyKind = (use: UseAnswer | ""): OccupancyKind => (use === "office" ? "seats" : "sleeps")

export interface SummaryLine {
  row: PlannerRow
  /** the visitor's choice for the row (span and length of an industrial building) */
  choice: LineChoice
  quantity: number
  /** m² of one unit */
  unitArea: number
  /** true when the unit's floor area (or span and length) is the planner's starting value, not one the visitor set */
  defaultSize: boolean
  /** m² of the line's units */
  area: number
  /** the chosen options, in the product's order */
  options: PlannerOption[]
  /** 40 ft High Cube containers of this line alone; null: assessed in the quotation (the model gives no figure) */
  containers: number | null
  /** kg of the line's units; null: the model gives no mass */
  massKg: Range | null
  /** production days of the model (the catalogue's 60 to 90 when its content gives none) */
  productionDays: Range
  /** the line's intended use: its own, or the project's; "" when neither is given */
  use: UseAnswer | ""
  /** true when the line has a use of its own (it differs from the project's, or the project gives none) */
  ownUse: boolean
  /** the people the line's units sleep or seat (by its use); null: a model counted by its floor area */
  occupancy: { kind: OccupancyKind; people: Range } | null
}

export interface Timeline extends Schedule {
  /** sea transit to the chosen port; null: "other" port or none chosen */
  transitDays: number | null
  /** true when `installed` does not count the sea transit (unknown for the port) */
  installedWithoutTransit: boolean
}

/** A text of what the buyer prepares on site, with the rows it applies to. */
export interface SiteNote {
  text: string
  rows: PlannerRow[]
}

export interface ProjectSummary {
  lines: SummaryLine[]
  totals: {
    units: number
    area: number
    containers: {
      /** the sum of the lines' containers: units of different models are never combined in one container */
      total: number
      /** the rows whose containers are assessed in the quotation */
      assessed: PlannerRow[]
    }
    mass: {
      /** the sum of the lines that give a mass; null when none does */
      total: Range | null
      /** the rows that give no mass */
      missing: PlannerRow[]
    }
    occupancy: {
      /** the people the lines used as homes (or any use but offices) sleep; null when no line is */
      sleeps: Range | null
      /** the people the lines used as offices seat; null when no line is */
      seats: Range | null
      /** the lines counted by their floor area (the industrial building) */
      byFloorArea: SummaryLine[]
    }
  }
  /** null when nothing is ordered */
  timeline: Timeline | null
  /** the distinct foundation and utilities texts of the ordered models, in the lines' order */
  site: { foundation: SiteNote[]; utilities: SiteNote[] }
}

/** The company's capacity the schedule reads (data/site.en.json `capacity`). */
export interface PlannerCapacity {
  containersPerSailing: number
}

const times = (r: Range, n: number): Range => ({ min: roundArea(r.min * n), max: roundArea(r.max * n) })
const plus = (a: Range, b: Range): Range => ({ min: roundArea(a.min + b.min), max: roundArea(a.max + b.max) })
const sum = (ranges: readonly Range[]): Range | null => (ranges.length ? ranges.reduce(plus) : null)

/** 40 ft High Cube containers of `quantity` units: whole units per container, or m² per container for kits. */
export function containersFor(row: PlannerRow, quantity: number, area: number): number | null {
  const { unitsPerContainer, areaPerContainer } = row.product.planner
  if (unitsPerContainer) return Math.ceil(quantity / unitsPerContainer)
  if (areaPerContainer) return Math.ceil(roundArea(area / areaPerContainer))
  return null
}

/** True when the row's floor area, or span and length, is the planner's starting value. */
function isDefaultSize(row: PlannerRow, choice: LineChoice): boolean {
  const planner = row.product.planner
  if (planner.sizing === "floorArea") return (choice.area ?? planner.floorArea?.default) === planner.floorArea?.default
  if (planner.sizing === "spanLength")
    return (
      (choice.span ?? planner.span?.default) === planner.span?.default &&
      (choice.length ?? planner.length?.default) === planner.length?.default
    )
  return false
}

function siteNotes(lines: readonly SummaryLine[], field: "foundation" | "utilities"): SiteNote[] {
  const notes: SiteNote[] = []
  for (const { row } of lines) {
    const text = row.product.planner[field]?.trim()
    if (!text) continue
    const note = notes.find((n) => n.text === text)
    if (note) note.rows.push(row)
    else notes.push({ text, rows: [row] })
  }
  return notes
}

/** The summary of the project's ordered lines; `today` is "YYYY-MM-DD", the day the dates count from. */
export function summarize(
  project: Project,
  rows: readonly PlannerRow[],
  ports: readonly PlannerPort[],
  today: string,
  capacity: PlannerCapacity,
): ProjectSummary {
  const lines = orderedLines(project, rows).map(({ row, choice }): SummaryLine => {
    const planner = row.product.planner
    const quantity = choice.quantity
    const area = unitArea(row, choice)
    const total = roundArea(area * quantity)
    const use = choice.use ?? project.use
    const people = unitOccupancy(planner, row.size)
    const kind = occupancyKind(use)
    return {
      row,
      choice,
      quantity,
      unitArea: area,
      defaultSize: isDefaultSize(row, choice),
      area: total,
      options: row.product.options.filter((o) => choice.options.includes(o.id)),
      containers: containersFor(row, quantity, total),
      massKg: planner.massKg ? times(planner.massKg, quantity) : null,
      productionDays: planner.productionDays ?? DEFAULT_PRODUCTION_DAYS,
      use,
      ownUse: !!choice.use && choice.use !== project.use,
      occupancy: people ? { kind, people: times(people[kind], quantity) } : null,
    }
  })
  const withMass = lines.filter((l) => l.massKg)
  const occupancyOf = (kind: OccupancyKind) => sum(lines.filter((l) => l.occupancy?.kind === kind).map((l) => l.occupancy!.people))
  const summary: ProjectSummary = {
    lines,
    totals: {
      units: lines.reduce((n, l) => n + l.quantity, 0),
      area: roundArea(lines.reduce((n, l) => n + l.area, 0)),
      containers: {
        total: lines.reduce((n, l) => n + (l.containers ?? 0), 0),
        assessed: lines.filter((l) => l.containers === null).map((l) => l.row),
      },
      mass: {
        total: sum(withMass.map((l) => l.massKg!)),
        missing: lines.filter((l) => !l.massKg).map((l) => l.row),
      },
      occupancy: { sleeps: occupancyOf("sleeps"), seats: occupancyOf("seats"), byFloorArea: lines.filter((l) => !l.occupancy) },
    },
    timeline: null,
    site: { foundation: siteNotes(lines, "foundation"), utilities: siteNotes(lines, "utilities") },
  }
  if (!lines.length) return summary

  const port = ports.find((p) => p.id === project.port)
  const transitDays = port ? port.transitDays : null
  const planned = schedule({
    lines: lines.map((l) => ({
      product: l.row.product.key,
      quantity: l.quantity,
      containersFor: (quantity: number) => containersFor(l.row, quantity, roundArea(l.unitArea * quantity)),
      productionDays: l.productionDays,
      installationDays: l.row.product.planner.installationDays,
      monthlyOutput: l.row.product.planner.monthlyOutput,
      installationCrews: l.row.product.planner.installationCrews,
    })),
    transitDays,
    containersPerSailing: capacity.containersPerSailing,
    today,
    month: project.month,
  })
  summary.timeline = { ...planned, transitDays, installedWithoutTransit: transitDays === null }
  return summary
}
