/**
 * The project's schedule: when production starts, when the units are ready to ship, at the port and installed. Pure
 * arithmetic on days, from the content's indicative capacity:
 *
 * - Production: the models are made in parallel, each in its own production time (the longest sets the run's); a
 *   model makes at most `monthlyOutput` units a month (the rows of one product, the apple cabin's sizes, share it).
 * - Phases: an order above one month's output of a model, or above what one sailing carries (`containersPerSailing`
 *   40 ft containers), is delivered in phases, one a month (PHASE_DAYS): each phase takes an even share of every line.
 * - Installation: each model has its own crews, up to `installationCrews` at a time; a crew installs one unit after
 *   another, each as soon as it has arrived and a crew is free. The models are installed side by side.
 * - The desired month: with a month and a known sea transit, the plan runs backwards: production starts as late as it
 *   can for the last delivery to reach the port by the month's last day. A month that cannot be reached from today is
 *   reported with the earliest month that can; the schedule then starts today, as it does without a month.
 *
 * Every range is { min, max }: the earliest dates come from the short ends of the ranges, the latest from the long ends.
 * Dates are ISO "YYYY-MM-DD", counted in UTC (src/lib/content/dates.ts).
 */
import { parseIsoDate } from "../content/dates"
import type { Range } from "./types"

/** Days between two phases: one production run, one sailing, a month. */
export const PHASE_DAYS = 30

/** The most phases the planner lays out (999 units of a model at one a month stay far below it). */
export const MAX_PHASES = 120

const DAY_MS = 86_400_000

/** A date range, ISO "YYYY-MM-DD" both ends. */
export interface DateRange {
  from: string
  to: string
}

/** One line of the order as the schedule reads it. */
export interface ScheduleLine {
  /** the product the line belongs to: the lines of one product share its output and its crews */
  product: string
  quantity: number
  /** 40 ft containers of `quantity` units of the line; null: assessed in the quotation (not counted against a sailing) */
  containersFor: (quantity: number) => number | null
  /** production days of one run of the model */
  productionDays: Range
  /** days one crew takes to install one unit */
  installationDays: Range
  monthlyOutput: number
  installationCrews: number
}

export interface ScheduleInput {
  lines: readonly ScheduleLine[]
  /** days at sea to the port; null: unknown (an other port, or none chosen yet) */
  transitDays: number | null
  containersPerSailing: number
  /** the visitor's today, "YYYY-MM-DD" */
  today: string
  /** the desired delivery month, "YYYY-MM", or "" */
  month: string
}

/** What became of the desired month. */
export type DesiredMonth =
  /** planned backwards: the last delivery reaches the port within the month */
  | { month: string; status: "planned" }
  /** too soon: the schedule starts today, and `earliest` is the first month the last delivery can reach */
  | { month: string; status: "unreachable"; earliest: string }
  /** the sea transit is unknown: the schedule starts today */
  | { month: string; status: "noTransit" }

export interface Schedule {
  /** the number of deliveries, one a month (1: the whole order at once) */
  phases: number
  /** the day production starts: today, or later when planned back from the desired month */
  start: string
  /** the production days of one run: the longest of the models' */
  production: Range
  /** the first phase ready to ship (from) to the last (to) */
  shipped: DateRange
  /** the first phase at the port to the last; null without a known transit */
  atPort: DateRange | null
  /** the last unit installed; counted from `shipped` when the transit is unknown */
  installed: DateRange
  /** days from the first delivery (at the port, or ready to ship without a transit) to the last unit installed */
  installation: Range
  /** the desired month and what became of it; null without one */
  desired: DesiredMonth | null
}

/** An ISO date plus a number of days (a part of a day counts as a whole day), in UTC. */
export function addDays(iso: string, days: number): string {
  return new Date(parseIsoDate(iso) + Math.ceil(days) * DAY_MS).toISOString().slice(0, 10)
}

/** The days from one ISO date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY_MS)

/** The last day of a month "YYYY-MM", "YYYY-MM-DD" (February 29 in a leap year). */
export function lastDayOf(month: string): string {
  const [year, m] = month.split("-").map(Number)
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10)
}

/** The month "YYYY-MM" of an ISO date. */
export const monthOf = (iso: string): string => iso.slice(0, 7)

/** `total` units shared evenly over `phases` phases, the first phases taking one more when it does not divide. */
export const shareOf = (total: number, phases: number, phase: number): number =>
  Math.floor(total / phases) + (phase < total % phases ? 1 : 0)

/** True when every phase of `phases` keeps each product within its monthly output and each sailing within its capacity. */
function phasesFit(lines: readonly ScheduleLine[], phases: number, containersPerSailing: number): boolean {
  // the first phase takes the most of every line (shareOf): it is the one to check
  const byProduct = new Map<string, { units: number; output: number }>()
  let containers = 0
  for (const line of lines) {
    const units = shareOf(line.quantity, phases, 0)
    const product = byProduct.get(line.product) ?? { units: 0, output: line.monthlyOutput }
    product.units += units
    product.output = Math.min(product.output, line.monthlyOutput)
    byProduct.set(line.product, product)
    containers += line.containersFor(units) ?? 0
  }
  return [...byProduct.values()].every((p) => p.units <= p.output) && containers <= containersPerSailing
}

/** The fewest phases in which the order fits one month's output of each model and one sailing each (at most MAX_PHASES). */
export function phaseCount(lines: readonly ScheduleLine[], containersPerSailing: number): number {
  const units = new Map<string, { units: number; output: number }>()
  let containers = 0
  for (const line of lines) {
    const p = units.get(line.product) ?? { units: 0, output: line.monthlyOutput }
    p.units += line.quantity
    p.output = Math.min(p.output, line.monthlyOutput)
    units.set(line.product, p)
    containers += line.containersFor(line.quantity) ?? 0
  }
  let phases = Math.max(
    1,
    ...[...units.values()].map((p) => Math.ceil(p.units / Math.max(1, p.output))),
    Math.ceil(containers / Math.max(1, containersPerSailing)),
  )
  while (phases < MAX_PHASES && !phasesFit(lines, phases, containersPerSailing)) phases++
  return Math.min(phases, MAX_PHASES)
}

/**
 * The day (counted from the first delivery's day 0) the last unit of the order is installed, on one end of the
 * ranges: each product's crews take its units as they arrive (phase k arrives k × PHASE_DAYS later), each unit by the
 * crew free first.
 */
export function installationEnd(lines: readonly ScheduleLine[], phases: number, end: "min" | "max"): number {
  const products = new Map<string, ScheduleLine[]>()
  for (const line of lines) products.set(line.product, [...(products.get(line.product) ?? []), line])
  let last = 0
  for (const productLines of products.values()) {
    const crews = new Array<number>(Math.max(1, Math.min(...productLines.map((l) => l.installationCrews)))).fill(0)
    for (let phase = 0; phase < phases; phase++) {
      const arrival = phase * PHASE_DAYS
      for (const line of productLines) {
        const units = shareOf(line.quantity, phases, phase)
        const days = line.installationDays[end]
        for (let u = 0; u < units; u++) {
          let crew = 0
          for (let c = 1; c < crews.length; c++) if (crews[c] < crews[crew]) crew = c
          crews[crew] = Math.max(arrival, crews[crew]) + days
          last = Math.max(last, crews[crew])
        }
      }
    }
  }
  return last
}

/** The schedule of the order's lines (at least one line); see the module's comment. */
export function schedule(input: ScheduleInput): Schedule {
  const { lines, transitDays, today, month } = input
  const phases = phaseCount(lines, input.containersPerSailing)
  const production: Range = {
    min: Math.max(...lines.map((l) => l.productionDays.min)),
    max: Math.max(...lines.map((l) => l.productionDays.max)),
  }
  const transit = transitDays ?? 0
  const lastPhase = (phases - 1) * PHASE_DAYS
  // days from the start of production to the last delivery at the port, at the latest
  const toLastDelivery = production.max + lastPhase + transit

  let start = today
  let desired: DesiredMonth | null = null
  if (month && transitDays === null) desired = { month, status: "noTransit" }
  else if (month) {
    const latestStart = addDays(lastDayOf(month), -toLastDelivery)
    if (latestStart >= today) {
      start = latestStart
      desired = { month, status: "planned" }
    } else desired = { month, status: "unreachable", earliest: monthOf(addDays(today, toLastDelivery)) }
  }

  const shipped = { from: addDays(start, production.min), to: addDays(start, production.max + lastPhase) }
  const atPort = transitDays === null ? null : { from: addDays(shipped.from, transit), to: addDays(shipped.to, transit) }
  // the first delivery's day on each end, from which installationEnd counts
  const firstMin = production.min + transit
  const firstMax = production.max + transit
  const installation: Range = {
    min: Math.ceil(installationEnd(lines, phases, "min")),
    max: Math.ceil(installationEnd(lines, phases, "max")),
  }
  const installed = { from: addDays(start, firstMin + installation.min), to: addDays(start, firstMax + installation.max) }
  return { phases, start, production, shipped, atPort, installed, installation, desired }
}
