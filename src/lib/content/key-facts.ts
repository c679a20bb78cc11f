/**
 * A product's key facts in words, in a language: floor area, people housed (or span and length), shipping, production
 * and installation time. The figures come from one source, productFacts (src/lib/content/product-facts.ts, the
 * planner's own fields); this module only writes them, with the planner's number formats (src/lib/planner/format.ts).
 * The product and featured pages get them through GraphQL (ProductJson.keyFacts, src/gatsby/schema.ts), so no page
 * ships this code; the brochure calls it directly. Pure.
 */
import type { ContentLang } from "../../i18n/languages"
import { formatArea, formatNumber, formatRange, PLURAL, withUnit } from "../planner/format"
import type { PlannerFields, Range } from "../planner/types"
import { formatMessage } from "../ui/format-message"
import { productFacts } from "./product-facts"

/** The words of the key facts (src/i18n/build/words.<lang>.ts `keyFacts`: the build writes them, no page holds them). */
export interface KeyFactWords {
  floorArea: string
  /** between the last two of a list of sizes: "13, 19.8 or 26 m²" */
  or: string
  /**
   * true: the unit after each size (« 13 m², 19,8 m² ou 26 m² »), where a decimal comma would read as the list's comma
   * (« 13, 19,8 ou 26 m² »); false: the unit once, after the last
   */
  unitEachSize: boolean
  people: string
  /** {range} people, by the plural form of the range's upper figure */
  peopleOne: string
  peopleMany: string
  /** after the people a unit sleeps: how many it seats as an office */
  seats: string
  spanLength: string
  /** {span} and {length} in metres */
  spanLengthValue: string
  shipping: string
  unitsOne: string
  /** {count} units per container */
  unitsMany: string
  /** {area} of floor area per container */
  areaPerContainer: string
  assessed: string
  production: string
  installation: string
  /** {range} days, by the plural form of the range's upper figure */
  daysOne: string
  daysMany: string
  /** an installation's days: one unit, by one crew */
  installationValue: string
}

export type KeyFactKey = "floorArea" | "people" | "spanLength" | "shipping" | "production" | "installation"

export interface KeyFact {
  key: KeyFactKey
  label: string
  value: string
}

const plural = (n: number, lang: ContentLang, one: string, many: string) => (PLURAL[lang](n) === "one" ? one : many)

/** "13, 19.8 or 26 m²" (the unit once, after the last) / « 13 m², 19,8 m² ou 26 m² » (`unitEachSize`). */
function sizesList(sizes: readonly number[], lang: ContentLang, w: KeyFactWords): string {
  const figures = sizes.map((s) => (w.unitEachSize ? formatArea(s, lang) : formatNumber(s, lang)))
  const last = figures.pop()
  const list = figures.length ? `${figures.join(", ")} ${w.or} ${last}` : (last ?? "")
  return w.unitEachSize ? list : withUnit(list, "m²")
}

const days = (r: Range, lang: ContentLang, w: KeyFactWords) =>
  formatMessage(plural(r.max, lang, w.daysOne, w.daysMany), { range: formatRange(r, lang) })

/** The key facts of a product from its planner fields, written in `lang`. */
export function keyFacts(planner: PlannerFields, lang: ContentLang, w: KeyFactWords): KeyFact[] {
  const f = productFacts(planner)
  const facts: KeyFact[] = []
  const area = f.floorArea
  if (area.kind === "fixed") facts.push({ key: "floorArea", label: w.floorArea, value: formatArea(area.area, lang) })
  if (area.kind === "sizes") facts.push({ key: "floorArea", label: w.floorArea, value: sizesList(area.sizes, lang, w) })
  if (area.kind === "range" || area.kind === "spanLength")
    facts.push({ key: "floorArea", label: w.floorArea, value: formatRange(area.kind === "range" ? area : area.area, lang, "m²") })
  if (f.occupancy.kind === "people") {
    const { sleeps, seats } = f.occupancy
    const people = formatMessage(plural(sleeps.max, lang, w.peopleOne, w.peopleMany), { range: formatRange(sleeps, lang) })
    const office = seats.max > 0 ? ` ${formatMessage(w.seats, { range: formatRange(seats, lang) })}` : ""
    facts.push({ key: "people", label: w.people, value: `${people}${office}` })
  } else if (area.kind === "spanLength") {
    const value = formatMessage(w.spanLengthValue, { span: formatRange(area.span, lang, "m"), length: formatRange(area.length, lang, "m") })
    facts.push({ key: "spanLength", label: w.spanLength, value })
  }
  const s = f.shipping
  const shipping =
    s.kind === "units"
      ? formatMessage(plural(s.perContainer, lang, w.unitsOne, w.unitsMany), { count: formatNumber(s.perContainer, lang) })
      : s.kind === "area"
        ? formatMessage(w.areaPerContainer, { area: formatArea(s.perContainer, lang) })
        : w.assessed
  facts.push({ key: "shipping", label: w.shipping, value: shipping })
  facts.push({ key: "production", label: w.production, value: days(f.productionDays, lang, w) })
  facts.push({
    key: "installation",
    label: w.installation,
    value: formatMessage(w.installationValue, { days: days(f.installationDays, lang, w) }),
  })
  return facts
}
