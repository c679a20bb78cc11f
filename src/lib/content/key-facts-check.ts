/**
 * The key facts' content rules (issue 56): a product page shows its key facts (src/lib/content/key-facts.ts, from the
 * planner's figures) beside its spec rows, so the two must never disagree. What the planner's own check does not
 * already hold (src/lib/content/planner-content.ts: a fixed area, the sizes, the mass and the installation days
 * against their rows):
 * - a floor area picked in a range (capsule houses, villas): every figure of the "area" and "size" rows lies in it;
 * - shipping: the "perContainer" row says the planner's units per container ("2 units per 40 HQ", "One per 40 HQ
 *   container"), and a model without units per container has no such row;
 * - a measurement tab that names its size (`size`, "Size 1 · 13 m²") names one of the planner's sizes.
 * Pure: takes a parsed English product file, returns one error per problem naming the field.
 */
import type { ContentError } from "./content-schema"
import { figuresIn, SOURCE_LANG } from "./content-i18n"

type Doc = Record<string, unknown>
const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)

/** Number words a "perContainer" row may use for a count ("One per 40 HQ container"). */
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }

/** The count a shipping row gives: its first figure ("2 units per 40 HQ") or number word; the "40" of "40 HQ" is the container. */
export function shippingCount(value: string): number | undefined {
  const words = value.toLowerCase().match(/[a-z]+|\d+(?:\.\d+)?/g) ?? []
  const first = words.find((w) => /^\d/.test(w) || w in COUNT_WORDS)
  if (first === undefined) return undefined
  return /^\d/.test(first) ? Number(first) : COUNT_WORDS[first]
}

const rows = (doc: Doc) =>
  (Array.isArray(doc.specs) ? doc.specs : [])
    .map((row, index) => ({ row, index }))
    .filter((r): r is { row: Doc; index: number } => isRecord(r.row) && typeof r.row.value === "string")

export function keyFactsErrors(doc: unknown): ContentError[] {
  if (!isRecord(doc) || !isRecord(doc.planner)) return []
  const planner = doc.planner
  const errors: ContentError[] = []
  const specs = rows(doc)

  const range = planner.sizing === "floorArea" && isRecord(planner.floorArea) ? planner.floorArea : undefined
  if (range && isNumber(range.min) && isNumber(range.max))
    for (const { row, index } of specs.filter((r) => r.row.key === "area" || r.row.key === "size"))
      for (const figure of figuresIn(row.value as string, SOURCE_LANG).map(Number))
        if (figure < range.min || figure > range.max)
          errors.push({
            field: `specs[${index}].value`,
            message: `says ${figure} m², outside the floor area the key facts and the planner give (planner.floorArea: ${range.min} to ${range.max} m²): change the row or the range`,
          })

  const units = isNumber(planner.unitsPerContainer) ? planner.unitsPerContainer : undefined
  for (const { row, index } of specs.filter((r) => r.row.key === "perContainer")) {
    const count = shippingCount(row.value as string)
    if (units === undefined)
      errors.push({
        field: `specs[${index}].key`,
        message: `is "perContainer", but the planner gives no planner.unitsPerContainer: the key facts say the containers are assessed in the quotation`,
      })
    else if (count !== units)
      errors.push({
        field: `specs[${index}].value`,
        message: `says ${count ?? "no number of"} unit(s) per container, the key facts and the planner ${units} (planner.unitsPerContainer)`,
      })
  }

  const sizes = planner.sizing === "sizes" && Array.isArray(planner.sizes) ? planner.sizes.filter(isNumber) : []
  const sections = Array.isArray(doc.sections) ? doc.sections : []
  sections.forEach((block, b) => {
    if (!isRecord(block) || !Array.isArray(block.tabs)) return
    block.tabs.forEach((tab, t) => {
      if (isRecord(tab) && isNumber(tab.size) && !sizes.includes(tab.size))
        errors.push({
          field: `sections[${b}].tabs[${t}].size`,
          message: `is ${tab.size} m², not one of the planner's sizes (${sizes.length ? sizes.join(", ") : 'none: its sizing is not "sizes"'})`,
        })
    })
  })
  return errors
}
