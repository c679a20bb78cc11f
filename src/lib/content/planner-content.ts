/**
 * The project planner's content rules: what the content model's field types cannot say of a product's `planner` and
 * `options` (data/products/<slug>.en.json) and of the delivery ports' ids (data/delivery-ports.en.json), because it
 * takes several fields together. Pure: each function takes a parsed English file and returns one error per problem,
 * naming the field (the content check adds the file: src/gatsby/content/validate-content.ts; the editor runs them
 * before it saves: src/cms/entry-check.ts). Every value they read is shared, so a translation needs no check of its own:
 * its options follow the English ones one to one (translationErrors, src/lib/content/content-i18n.ts).
 *
 * The planner's own contract is src/lib/planner/types.ts; docs/content-model.md, "The project planner", lists the rules.
 */
import type { ContentError } from "./content-schema"
import { figuresIn, SOURCE_LANG } from "./content-i18n"

/** How a model is sized in the planner, and the fields each sizing needs (and no other sizing may have). */
export const SIZING_FIELDS = {
  fixed: ["area"],
  sizes: ["sizes"],
  floorArea: ["floorArea"],
  spanLength: ["span", "length"],
} as const satisfies Record<string, readonly string[]>
export type PlannerSizing = keyof typeof SIZING_FIELDS

/** The ranges of a planner, each read as {min, max}; the pick ranges also have the value the planner starts at. */
const PICK_RANGES = ["floorArea", "span", "length"] as const
const RANGES = ["massKg", "productionDays", "installationDays"] as const

type Doc = Record<string, unknown>
const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)
const present = (v: unknown) => v !== undefined && v !== null
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const list = (values: readonly unknown[]) => values.join(", ")

/** A spec row the planner's figures must agree with: the first row of `key`, with its place in the list. */
function specRow(doc: Doc, key: string): { field: string; value: string } | undefined {
  const specs = Array.isArray(doc.specs) ? doc.specs : []
  const index = specs.findIndex((row) => isRecord(row) && row.key === key && typeof row.value === "string")
  return index < 0 ? undefined : { field: `specs[${index}].value`, value: (specs[index] as Doc).value as string }
}

/** The figures of a spec row that `values` lacks (compared as the content check reads figures: 36.54, 3500). */
const missingFigures = (row: { value: string }, values: readonly number[]): number[] => {
  const figures = figuresIn(row.value, SOURCE_LANG)
  return values.filter((v) => !figures.includes(String(v)))
}

/**
 * The errors of a product's `planner` and `options` (data/products/<slug>.en.json), each naming the field:
 * - the sizing's own fields are given, and no field of another sizing;
 * - every range runs from its min to a max not below it, and a pick range's default lies between them;
 * - production days are whole days;
 * - at most one of unitsPerContainer and areaPerContainer (neither: the containers are assessed in the quotation);
 * - a "sizes" model's sizes differ from each other;
 * - the figures agree with the spec rows: "area" (fixed sizing) gives `area`, "size" ("sizes" sizing) gives every
 *   size, "mass" gives massKg's min and max (and a model whose spec gives its mass has massKg), "installation" gives
 *   installationDays' min and max;
 * - the occupancy: people figures with the "people" measure only, upward ranges, and per size (bySize) for a
 *   "sizes" model, every size once and agreeing with the model's own figures (occupancyErrors);
 * - each option has its own id.
 */
export function productPlannerErrors(doc: unknown): ContentError[] {
  const errors: ContentError[] = []
  if (!isRecord(doc)) return errors
  const planner = doc.planner
  if (isRecord(planner)) errors.push(...plannerErrors(doc, planner))
  errors.push(...optionErrors(doc.options))
  return errors
}

function plannerErrors(doc: Doc, planner: Doc): ContentError[] {
  const errors: ContentError[] = []
  const at = (key: string) => `planner.${key}`
  const sizing = planner.sizing as PlannerSizing
  const own: readonly string[] = SIZING_FIELDS[sizing] ?? []
  if (own.length) {
    for (const key of own)
      if (!present(planner[key]))
        errors.push({ field: at(key), message: `is missing: planner.sizing "${sizing}" needs it (${SIZING_NEEDS[sizing]})` })
    for (const [other, keys] of Object.entries(SIZING_FIELDS))
      for (const key of keys)
        if (other !== sizing && !own.includes(key) && present(planner[key]))
          errors.push({
            field: at(key),
            message: `is given, but planner.sizing is "${sizing}", which does not use it (it goes with "${other}"): remove it, or change the sizing`,
          })
  }

  for (const key of [...PICK_RANGES, ...RANGES]) {
    const range = planner[key]
    if (!isRecord(range) || !isNumber(range.min) || !isNumber(range.max)) continue
    if (range.min > range.max)
      errors.push({ field: at(key), message: `runs from ${range.min} to ${range.max}: its min must not be above its max` })
    else if ((PICK_RANGES as readonly string[]).includes(key) && isNumber(range.default))
      if (range.default < range.min || range.default > range.max)
        errors.push({
          field: at(`${key}.default`),
          message: `is ${range.default}, outside planner.${key} (${range.min} to ${range.max})`,
        })
  }
  const production = planner.productionDays
  if (isRecord(production))
    for (const end of ["min", "max"] as const)
      if (isNumber(production[end]) && !Number.isInteger(production[end]))
        errors.push({ field: at(`productionDays.${end}`), message: `is ${production[end]}: production is counted in whole days` })

  if (present(planner.unitsPerContainer) && present(planner.areaPerContainer))
    errors.push({
      field: at("areaPerContainer"),
      message:
        "is given with planner.unitsPerContainer: give one of them (whole units per container, or m² per container for a " +
        "model shipped as a kit), or neither when the containers are assessed in the quotation",
    })

  const sizes = planner.sizes
  if (sizing === "sizes" && Array.isArray(sizes)) {
    const twice = sizes.filter((s, i) => isNumber(s) && sizes.indexOf(s) !== i)
    if (twice.length)
      errors.push({
        field: at("sizes"),
        message: `gives ${list([...new Set(twice)])} twice: each size is a row of the planner, so the sizes must differ`,
      })
  }

  // the figures the product page shows in its spec table
  const area = specRow(doc, "area")
  if (sizing === "fixed" && area && isNumber(planner.area) && missingFigures(area, [planner.area]).length)
    errors.push({
      field: at("area"),
      message: `is ${planner.area}, but the spec row "area" (${area.field}) says ${JSON.stringify(area.value)}: the two must give the same figure`,
    })
  const size = specRow(doc, "size")
  if (sizing === "sizes" && size && Array.isArray(sizes) && sizes.every(isNumber)) {
    const missing = missingFigures(size, sizes)
    if (missing.length)
      errors.push({
        field: at("sizes"),
        message: `gives ${list(missing)}, which the spec row "size" (${size.field}) does not: it says ${JSON.stringify(size.value)}`,
      })
  }
  const mass = specRow(doc, "mass")
  const massKg = planner.massKg
  if (mass && !present(massKg))
    errors.push({
      field: at("massKg"),
      message: `is missing: the spec row "mass" (${mass.field}) gives the mass, ${JSON.stringify(mass.value)}, and the planner reads it from here`,
    })
  errors.push(...rangeAgainstSpec(at("massKg"), massKg, mass, "mass"))
  errors.push(...rangeAgainstSpec(at("installationDays"), planner.installationDays, specRow(doc, "installation"), "installation"))
  if (isRecord(planner.occupancy)) errors.push(...occupancyErrors(planner.occupancy, sizing, Array.isArray(sizes) ? sizes : []))
  return errors
}

/** The people figures of an occupancy: what one unit sleeps, and seats as an office. */
const PEOPLE = ["sleeps", "seats"] as const

/** A people range's problem ("runs from 4 to 2…"), or undefined. */
const peopleRangeError = (field: string, range: unknown): ContentError | undefined =>
  isRecord(range) && isNumber(range.min) && isNumber(range.max) && range.min > range.max
    ? { field, message: `runs from ${range.min} to ${range.max} people: its min must not be above its max` }
    : undefined

/**
 * The errors of `planner.occupancy`: a model counted in people gives what one unit sleeps and seats, a model counted
 * by its floor area gives neither; each range runs upwards; `bySize` goes with the "sizes" sizing only, gives each
 * size of planner.sizes once, and the model's own figures run from the smallest of its sizes' to the largest.
 */
function occupancyErrors(occupancy: Doc, sizing: string, sizes: readonly unknown[]): ContentError[] {
  const errors: ContentError[] = []
  const at = (key: string) => `planner.occupancy.${key}`
  const people = occupancy.measure === "people"
  for (const key of PEOPLE) {
    if (people && !present(occupancy[key]))
      errors.push({
        field: at(key),
        message: `is missing: planner.occupancy.measure is "people", which needs how many people one unit ${key === "sleeps" ? "sleeps" : "seats as an office"}`,
      })
    if (!people && present(occupancy[key]))
      errors.push({
        field: at(key),
        message: `is given, but planner.occupancy.measure is "${String(occupancy.measure)}" (the model is counted by its floor area): remove it, or set the measure to "people"`,
      })
    const wrong = peopleRangeError(at(key), occupancy[key])
    if (wrong) errors.push(wrong)
  }
  const bySize = occupancy.bySize
  if (!Array.isArray(bySize)) return errors
  if (sizing !== "sizes" || !people) {
    errors.push({
      field: at("bySize"),
      message: 'is given, but it goes with planner.sizing "sizes" and planner.occupancy.measure "people" only: remove it',
    })
    return errors
  }
  const given = bySize.map((entry) => (isRecord(entry) ? entry.size : undefined))
  bySize.forEach((entry, i) => {
    if (!isRecord(entry)) return
    if (isNumber(entry.size) && !sizes.includes(entry.size))
      errors.push({ field: at(`bySize[${i}].size`), message: `is ${entry.size}, which is not one of planner.sizes (${list(sizes)})` })
    else if (given.indexOf(entry.size) !== i)
      errors.push({ field: at(`bySize[${i}].size`), message: `is ${String(entry.size)} again: give each size once` })
    for (const key of PEOPLE) {
      const wrong = peopleRangeError(at(`bySize[${i}].${key}`), entry[key])
      if (wrong) errors.push(wrong)
    }
  })
  const missing = sizes.filter((size) => !given.includes(size))
  if (missing.length)
    errors.push({ field: at("bySize"), message: `gives no figures for the size ${list(missing)} of planner.sizes: give every size` })
  for (const key of PEOPLE) {
    const model = occupancy[key]
    const ranges = bySize.map((entry) => (isRecord(entry) && isRecord(entry[key]) ? entry[key] : undefined))
    if (!isRecord(model) || !ranges.every((r): r is Doc => !!r && isNumber(r.min) && isNumber(r.max))) continue
    const min = Math.min(...ranges.map((r) => r.min as number))
    const max = Math.max(...ranges.map((r) => r.max as number))
    if (model.min !== min || model.max !== max)
      errors.push({
        field: at(key),
        message: `runs from ${String(model.min)} to ${String(model.max)}, but its sizes (planner.occupancy.bySize) run from ${min} to ${max}: the two must agree`,
      })
  }
  return errors
}

/** What each sizing needs, in a maintainer's words. */
const SIZING_NEEDS: Record<PlannerSizing, string> = {
  fixed: "the model's area in m²",
  sizes: "the m² of each size",
  floorArea: "the floor areas a visitor can choose, in m²",
  spanLength: "the spans and lengths a visitor can choose, in metres",
}

function rangeAgainstSpec(field: string, range: unknown, row: { field: string; value: string } | undefined, key: string) {
  if (!row || !isRecord(range) || !isNumber(range.min) || !isNumber(range.max)) return []
  const missing = missingFigures(row, [range.min, range.max])
  return missing.length
    ? [
        {
          field,
          message: `runs from ${range.min} to ${range.max}, but the spec row "${key}" (${row.field}) says ${JSON.stringify(row.value)}: the two must give the same figures`,
        },
      ]
    : []
}

/** Each option of a product needs its own id (the planner's URL carries it). */
function optionErrors(options: unknown): ContentError[] {
  if (!Array.isArray(options)) return []
  return duplicateIds(options, "options", "option of a product")
}

function duplicateIds(items: readonly unknown[], field: string, what: string): ContentError[] {
  const errors: ContentError[] = []
  const first = new Map<string, number>()
  items.forEach((item, i) => {
    const id = isRecord(item) ? item.id : undefined
    if (typeof id !== "string") return
    const earlier = first.get(id)
    if (earlier === undefined) first.set(id, i)
    else
      errors.push({
        field: `${field}[${i}].id`,
        message: `is ${JSON.stringify(id)}, already the id of ${field}[${earlier}]: each ${what} needs its own id`,
      })
  })
  return errors
}

/**
 * The errors of data/delivery-ports.en.json that its field types cannot say: each port has its own id (the planner's URL
 * carries it). That transitDays is a whole number of days from 1 is the content model's own rule.
 */
export function deliveryPortErrors(doc: unknown): ContentError[] {
  if (!isRecord(doc) || !Array.isArray(doc.ports)) return []
  return duplicateIds(doc.ports, "ports", "port")
}
