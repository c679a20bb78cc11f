/**
 * How the planner writes numbers, areas, ranges, dates and months in the page's language. Written out rather than
 * asked of Intl (like src/lib/content/dates.ts): creating the first Intl formatter costs about 100 ms on a phone.
 * The decimal and group separators come from the language table (src/i18n/languages.ts); the rest is per language below.
 */
import { LANGUAGES, type ContentLang } from "../../i18n/languages"
import { dateParts, formatDate, MONTH_NAMES, writeDate, type DateParts, type DateWriting } from "../content/dates"
import { formatMessage } from "../ui/format-message"
import type { Range } from "./types"

const NBSP = "\u00A0"

/** "one" or "many": the form of a counted word (English: 1 unit, 0 units; French: 0 unité, 1 unité, 2 unités). */
export const PLURAL: Readonly<Record<ContentLang, (n: number) => "one" | "many">> = {
  en: (n) => (n === 1 ? "one" : "many"),
  fr: (n) => (Math.abs(n) < 2 ? "one" : "many"),
}

/** 1257.9 -> "1,257.9" (English), "1 257,9" (French, U+202F); rounded to `maxFractionDigits`, no trailing zeros. */
export function formatNumber(n: number, lang: ContentLang, maxFractionDigits = 2): string {
  if (!Number.isFinite(n)) return String(n)
  const fixed = Math.abs(n).toFixed(maxFractionDigits)
  const [whole, fraction = ""] = fixed.split(".")
  const digits = fraction.replace(/0+$/, "")
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, LANGUAGES[lang].groupSeparator)
  const negative = n < 0 && /[1-9]/.test(fixed)
  return `${negative ? "-" : ""}${grouped}${digits ? LANGUAGES[lang].decimalSeparator + digits : ""}`
}

/**
 * « à » and a place name in French, the article of the name contracted as French requires: « au Port » (Le Port),
 * « aux Sables-d'Olonne » (Les …), « à Port-Louis », « à La Rochelle », « à L'Île-Rousse » (la and l' do not contract).
 */
export function frenchToPlace(place: string): string {
  const article = /^(Les?) (?=\S)/.exec(place)
  if (!article) return `à ${place}`
  return `${article[1] === "Le" ? "au" : "aux"} ${place.slice(article[0].length)}`
}

/**
 * A place after each language's "to", for the {toPort} placeholders: "to Le Port"; French gives « à » with its
 * contraction (frenchToPlace), so that « jusqu'{toPort} » reads « jusqu'au Port », « jusqu'à Toamasina ».
 */
export const TO_PLACE: Readonly<Record<ContentLang, (place: string) => string>> = {
  en: (place) => `to ${place}`,
  fr: frenchToPlace,
}

/**
 * « de » and a place name in French, contracted as French requires: « du Port » (Le Port), « des Sables-d'Olonne »,
 * « de Toamasina », « de La Rochelle ».
 */
export function frenchOfPlace(place: string): string {
  const article = /^(Les?) (?=\S)/.exec(place)
  if (!article) return `de ${place}`
  return `${article[1] === "Le" ? "du" : "des"} ${place.slice(article[0].length)}`
}

/** A place after each language's "of", for the e-mail's subject: "Toamasina" (English puts none), « de Toamasina ». */
export const OF_PLACE: Readonly<Record<ContentLang, (place: string) => string>> = {
  en: (place) => place,
  fr: frenchOfPlace,
}

/**
 * An answer's label inside a sentence: English keeps its capital ("Foundations: Ready"); French writes it in lower
 * case after the colon (« Fondations : à réaliser »). The labels are sentences' starts on the page (a radio button).
 */
export const ANSWER_IN_TEXT: Readonly<Record<ContentLang, (label: string) => string>> = {
  en: (label) => label,
  fr: (label) => label.charAt(0).toLocaleLowerCase("fr") + label.slice(1),
}

/** A number with its unit, joined by a no-break space ("74.34 m²"). */
export const withUnit = (text: string, unit?: string): string => (unit ? `${text}${NBSP}${unit}` : text)

/** 74.34 -> "74.34 m²" / "74,34 m²" (a no-break space before m²). */
export const formatArea = (n: number, lang: ContentLang): string => withUnit(formatNumber(n, lang), "m²")

/** How each language writes a range of two different figures, the unit after the second. */
const RANGE: Record<ContentLang, (min: string, max: string, unit?: string) => string> = {
  en: (min, max, unit) => withUnit(`${min}–${max}`, unit),
  fr: (min, max, unit) => `de ${min} à ${withUnit(max, unit)}`,
}

/** {3500, 4500} -> "3,500–4,500 kg" / "de 3 500 à 4 500 kg"; a range of one figure is that figure ("14 days"). */
export function formatRange(r: Range, lang: ContentLang, unit?: string): string {
  const min = formatNumber(r.min, lang)
  const max = formatNumber(r.max, lang)
  return min === max ? withUnit(min, unit) : RANGE[lang](min, max, unit)
}

/**
 * The two ends of a range of dates in each language, what they share written once and their parts joined by no-break
 * spaces, so that a date never breaks across two lines: French drops it from the first end (« du 6 au 26 janvier
 * 2027 », « du 28 janvier au 3 février 2027 »), English from the second ("January 6 to 26, 2027", "January 28 to
 * February 3, 2027"); ends in different years are both written in full. The dates are written by
 * src/lib/content/dates.ts.
 */
const DATE_RANGE: Record<ContentLang, (from: DateParts, to: DateParts) => [string, string]> = {
  en: (from, to) => {
    const write = (d: DateParts, w: DateWriting = {}) => writeDate(d, "en", { ...w, space: NBSP })
    if (from.year !== to.year) return [write(from), write(to)]
    return [write(from, { year: false }), from.month === to.month ? write(to, { month: false }) : write(to)]
  },
  fr: (from, to) => {
    const write = (d: DateParts, w: DateWriting = {}) => writeDate(d, "fr", { ...w, space: NBSP })
    if (from.year !== to.year) return [write(from), write(to)]
    return [from.month === to.month ? write(from, { month: false, year: false }) : write(from, { year: false }), write(to)]
  },
}

/** "2027-03-02" -> "March 2, 2027" / "2 mars 2027", no-break spaces inside; anything else is returned as it is. */
export const formatLongDate = (iso: string, lang: ContentLang): string => formatDate(iso, lang, { space: NBSP })

/**
 * The two ends of a range of dates as they fill a range's {from} and {to}, what the two dates share written once:
 * { from: "January 6", to: "26, 2027" }, { from: « 6 », to: « 26 janvier 2027 » }. No-break spaces inside each end.
 */
export function dateRangeEnds(fromIso: string, toIso: string, lang: ContentLang): { from: string; to: string } {
  const from = dateParts(fromIso)
  const to = dateParts(toIso)
  if (!from || !to) return { from: formatLongDate(fromIso, lang), to: formatLongDate(toIso, lang) }
  const [start, end] = DATE_RANGE[lang](from, to)
  return { from: start, to: end }
}

/**
 * A range of dates in `template` ("{from} to {to}", « du {from} au {to} »): "January 6 to 26, 2027", « du 6 au
 * 26 janvier 2027 », « du 28 janvier au 3 février 2027 »; a range of one day is that date ("January 6, 2027").
 */
export const formatDateRange = (r: { from: string; to: string }, template: string, lang: ContentLang): string =>
  r.from === r.to ? formatLongDate(r.from, lang) : formatMessage(template, dateRangeEnds(r.from, r.to, lang))

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** "2027-03" -> "March 2027" / "mars 2027"; anything else is returned as it is. */
export function formatMonth(month: string, lang: ContentLang): string {
  const match = MONTH_PATTERN.exec(month)
  return match ? `${MONTH_NAMES[lang][Number(match[2]) - 1]} ${match[1]}` : month
}

/** The month after the one of `today` ("YYYY-MM-DD"), "YYYY-MM": the first month a delivery can be wished for. */
export function firstMonthAfter(today: string): string {
  const [year, month] = today.split("-").map(Number)
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`
}

/** `count` months from the month after today's onwards, as the desired-month choices: { value: "2027-03", label: "March 2027" }. */
export function nextMonths(today: string, count: number, lang: ContentLang): Array<{ value: string; label: string }> {
  const [year, month] = firstMonthAfter(today).split("-").map(Number)
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const index = month - 1 + i
    const value = `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`
    return { value, label: formatMonth(value, lang) }
  })
}
