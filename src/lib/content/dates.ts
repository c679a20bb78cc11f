import type { Lang } from "../../i18n"

/**
 * Content dates are stored as ISO calendar dates (YYYY-MM-DD): they sort as text (so GraphQL can sort and limit
 * by them), and schema.org, RSS and `<time dateTime>` read them as they are. Visitors see them formatted for
 * the page's language by `formatDate`, the one place that formats a date.
 */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** UTC timestamp of an ISO date; NaN when the text is not one, or names a day the month does not have (2025-02-30). */
export function parseIsoDate(text: string): number {
  if (!ISO_DATE_PATTERN.test(text)) return NaN
  const [year, month, day] = text.split("-").map(Number)
  const time = Date.UTC(year, month - 1, day)
  return new Date(time).getUTCDate() === day ? time : NaN
}

export const isIsoDate = (text: string): boolean => !Number.isNaN(parseIsoDate(text))

/** The days of a month (1 to 12) of a year, leap years counted. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * Why a text written as an ISO date (ISO_DATE_PATTERN) names no day of the calendar, in the maintainer's words
 * ("February 2025 has 28 days"), or null when it names one (or is no ISO date at all: the pattern tells that).
 */
export function impossibleDateReason(text: string): string | null {
  if (!ISO_DATE_PATTERN.test(text) || isIsoDate(text)) return null
  const [year, month] = text.split("-").map(Number)
  return `${MONTH_NAMES.en[month - 1]} ${year} has ${daysInMonth(year, month)} days`
}

/** The date part (YYYY-MM-DD) of an ISO date or date-time, for structured data and feeds; '' when invalid. */
export function isoDate(text: string): string {
  const day = text.slice(0, 10)
  return isIsoDate(day) && (text.length === 10 || text[10] === "T") ? day : ""
}

/** The names of the months in each language, January first, as written inside a sentence (French: lower case). */
export const MONTH_NAMES: Readonly<Record<Lang, readonly string[]>> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
}

/** A calendar date's parts, the month from 0 (January). */
export interface DateParts {
  year: number
  month: number
  day: number
}

/** The parts of an ISO date, computed in UTC; null when the text is not one. */
export function dateParts(iso: string): DateParts | null {
  const time = parseIsoDate(iso)
  if (Number.isNaN(time)) return null
  const date = new Date(time)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
}

/** Which parts of a date are written, and the space between them (a no-break space keeps a date on one line). */
export interface DateWriting {
  month?: boolean
  year?: boolean
  space?: string
}

/**
 * How each language writes a date in full, or without its month or year (the ends of a range of dates, the planner's
 * « du 6 au 26 janvier 2027 »). Written out rather than asked of Intl.DateTimeFormat: creating the first formatter
 * loads the browser's locale data, a task of about 100 ms measured on a fast desktop (four times that on a mid-range
 * phone), on every page that shows a date, during hydration.
 */
const LONG_DATE: Record<Lang, (d: DateParts, w: Required<DateWriting>) => string> = {
  en: (d, { month, year, space }) => `${month ? `${MONTH_NAMES.en[d.month]}${space}` : ""}${d.day}${year ? `,${space}${d.year}` : ""}`,
  // French writes the first of the month as an ordinal: '1er juillet 2025', '7 juillet 2025'
  fr: (d, { month, year, space }) =>
    `${d.day === 1 ? "1er" : d.day}${month ? `${space}${MONTH_NAMES.fr[d.month]}` : ""}${year ? `${space}${d.year}` : ""}`,
}

/** A date's parts as `lang` writes them: "April 24, 2025", "April 24", "24, 2025"; « 7 juillet 2025 », « 7 juillet », « 7 ». */
export const writeDate = (d: DateParts, lang: Lang, { month = true, year = true, space = " " }: DateWriting = {}): string =>
  LONG_DATE[lang](d, { month, year, space })

/**
 * '2025-04-24' -> 'April 24, 2025' (English, spec 2.5); a French edition gives '7 juillet 2025'. Computed in UTC,
 * so the server's HTML and the browser agree whatever their time zones. Returns the text unchanged if it is not
 * an ISO date (the content check rejects such dates before a build).
 */
export function formatDate(iso: string, lang: Lang = "en", writing: DateWriting = {}): string {
  const d = dateParts(iso)
  return d ? writeDate(d, lang, writing) : iso
}
