/**
 * The planner's rows: one per model the visitor can order. A "sizes" product (the apple cabin) gives one row per
 * size, so each size has its own quantity and options; every other product is one row. Also each row's unit area
 * and starting choice.
 */
import type { ContentLang } from "../../i18n/languages"
import { formatArea } from "./format"
import type { LineChoice, PickRange, PlannerProduct, PlannerRow } from "./types"

/** The most units of one row a project can hold (quantities are whole numbers 0 to 999). */
export const MAX_QUANTITY = 999

export { productKeyOf } from "./product-key"

/** The rows of the products, in the products' order; a "sizes" product gives a row `${key}@${size}` per size. */
export function plannerRows(products: readonly PlannerProduct[]): PlannerRow[] {
  return products.flatMap((product): PlannerRow[] =>
    product.planner.sizing === "sizes"
      ? (product.planner.sizes ?? []).map((size) => ({ id: `${product.key}@${size}`, product, size }))
      : [{ id: product.key, product }],
  )
}

/**
 * The product's short name (singular: "Capsule House", « Maison capsule »), plus " 13 m²" for a size row: the one
 * name of a row across the planner, its heading and labels as well as the summary and the e-mail
 * ("4 × Apple Cabin 13 m²"). Not the catalogue's name, which may be plural (« Maisons capsules »).
 */
export const rowShortLabel = (row: PlannerRow, lang: ContentLang): string =>
  row.size === undefined ? row.product.shortName : `${row.product.shortName} ${formatArea(row.size, lang)}`

/** Rounds away the binary noise of a product of decimals (12.1 × 30.3), far below what is shown. */
export const roundArea = (n: number): number => Math.round(n * 1e6) / 1e6

const pick = (value: number | undefined, range: PickRange | null | undefined): number => value ?? range?.default ?? 0

/** The floor area of one unit, in m²: the model's, the size row's, the chosen floor area, or span × length. */
export function unitArea(row: PlannerRow, choice: LineChoice): number {
  const planner = row.product.planner
  switch (planner.sizing) {
    case "fixed":
      return planner.area ?? 0
    case "sizes":
      return row.size ?? 0
    case "floorArea":
      return pick(choice.area, planner.floorArea)
    case "spanLength":
      return roundArea(pick(choice.span, planner.span) * pick(choice.length, planner.length))
  }
}

/** A row's starting choice: no unit, no option, the ranges' defaults for the sizings that have them. */
export function defaultChoice(row: PlannerRow): LineChoice {
  const planner = row.product.planner
  const choice: LineChoice = { quantity: 0, options: [] }
  if (planner.sizing === "floorArea") choice.area = planner.floorArea?.default ?? 0
  if (planner.sizing === "spanLength") {
    choice.span = planner.span?.default ?? 0
    choice.length = planner.length?.default ?? 0
  }
  return choice
}

/** A quantity as the planner keeps it: a whole number 0 to 999 (anything else is brought into that range). */
export function clampQuantity(n: number): number {
  if (Number.isNaN(n)) return 0
  return Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(n)))
}

/** True when a value lies in a range, both ends included. */
export const inRange = (value: number, range: { min: number; max: number } | null | undefined): boolean =>
  !!range && Number.isFinite(value) && value >= range.min && value <= range.max
