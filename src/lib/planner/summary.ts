/**
 * The project's indicative summary: per model its area, containers, mass and days; the totals; the timeline as
 * dates from today; what the buyer prepares on site. Figures only (the page and the e-mail's text write them in a
 * language). Every figure is indicative: the quotation confirms them.
 */
import { parseIsoDate } from "../content/dates"
import { orderedLines } from "./project"
import { roundArea, unitArea } from "./rows"
import {
  DEFAULT_PRODUCTION_DAYS,
  type LineChoice,
  type PlannerOption,
  type PlannerPort,
  type PlannerRow,
  type Project,
  type Range,
} from "./types"

export interface SummaryLine {
  row: PlannerRow
  /** the visitor's choice for the row (span and length of an industrial building) */
  choice: LineChoice
  quantity: number
  /** m² of one unit */
  unitArea: number
  /** m² of the line's units */
  area: number
  /** the chosen options, in the product's order */
  options: PlannerOption[]
  /** 40 ft High Cube containers of this line alone; null: assessed in the quotation (the model gives no figure) */
  containers: number | null
  /** kg of the line's units; null: the model gives no mass */
  massKg: Range | null
  /** days of installation of the line's units, one after the other */
  installationDays: Range
  /** production days of the model (the catalogue's 60 to 90 when its content gives none) */
  productionDays: Range
}

/** A date range, ISO "YYYY-MM-DD" both ends. */
export interface DateRange {
  from: string
  to: string
}

export interface Timeline {
  /** the models are made in parallel: the longest production of the lines, end by end */
  production: Range
  /** sea transit to the chosen port; null: "other" port or none chosen */
  transitDays: number | null
  /** one crew installs the units one after the other: the sum of the lines' installation days */
  installation: Range
  /** ready to ship: today + production */
  shipped: DateRange
  /** at the port: shipped + transit; null without a transit */
  atPort: DateRange | null
  /** installed: at the port + installation (shipped + installation when the transit is unknown, see below) */
  installed: DateRange
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
  }
  /** null when nothing is ordered */
  timeline: Timeline | null
  /** the distinct foundation and utilities texts of the ordered models, in the lines' order */
  site: { foundation: SiteNote[]; utilities: SiteNote[] }
}

const times = (r: Range, n: number): Range => ({ min: roundArea(r.min * n), max: roundArea(r.max * n) })
const plus = (a: Range, b: Range): Range => ({ min: roundArea(a.min + b.min), max: roundArea(a.max + b.max) })

/** 40 ft High Cube containers of `quantity` units: whole units per container, or m² per container for kits. */
export function containersFor(row: PlannerRow, quantity: number, area: number): number | null {
  const { unitsPerContainer, areaPerContainer } = row.product.planner
  if (unitsPerContainer) return Math.ceil(quantity / unitsPerContainer)
  if (areaPerContainer) return Math.ceil(roundArea(area / areaPerContainer))
  return null
}

/** An ISO date plus a number of days (whole days; a part of a day counts as a day), in UTC. */
export function addDays(iso: string, days: number): string {
  return new Date(parseIsoDate(iso) + Math.ceil(days) * 86_400_000).toISOString().slice(0, 10)
}

const shift = (dates: DateRange, days: Range): DateRange => ({ from: addDays(dates.from, days.min), to: addDays(dates.to, days.max) })

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
export function summarize(project: Project, rows: readonly PlannerRow[], ports: readonly PlannerPort[], today: string): ProjectSummary {
  const lines = orderedLines(project, rows).map(({ row, choice }): SummaryLine => {
    const planner = row.product.planner
    const quantity = choice.quantity
    const area = unitArea(row, choice)
    const total = roundArea(area * quantity)
    return {
      row,
      choice,
      quantity,
      unitArea: area,
      area: total,
      options: row.product.options.filter((o) => choice.options.includes(o.id)),
      containers: containersFor(row, quantity, total),
      massKg: planner.massKg ? times(planner.massKg, quantity) : null,
      installationDays: times(planner.installationDays, quantity),
      productionDays: planner.productionDays ?? DEFAULT_PRODUCTION_DAYS,
    }
  })
  const withMass = lines.filter((l) => l.massKg)
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
        total: withMass.length ? withMass.map((l) => l.massKg!).reduce(plus) : null,
        missing: lines.filter((l) => !l.massKg).map((l) => l.row),
      },
    },
    timeline: null,
    site: { foundation: siteNotes(lines, "foundation"), utilities: siteNotes(lines, "utilities") },
  }
  if (!lines.length) return summary

  const production: Range = {
    min: Math.max(...lines.map((l) => l.productionDays.min)),
    max: Math.max(...lines.map((l) => l.productionDays.max)),
  }
  const port = ports.find((p) => p.id === project.port)
  const transitDays = port ? port.transitDays : null
  const installation = lines.map((l) => l.installationDays).reduce(plus)
  const shipped = shift({ from: today, to: today }, production)
  const atPort = transitDays === null ? null : shift(shipped, { min: transitDays, max: transitDays })
  summary.timeline = {
    production,
    transitDays,
    installation,
    shipped,
    atPort,
    installed: shift(atPort ?? shipped, installation),
    installedWithoutTransit: atPort === null,
  }
  return summary
}
