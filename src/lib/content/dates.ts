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

/**
 * How each language writes a date in full. Written out rather than asked of Intl.DateTimeFormat: creating the
 * first formatter loads the browser's locale data, a task of about 100 ms measured on a fast desktop (four times
 * that on a mid-range phone), on every page that shows a date, during hydration.
 */
const LONG_DATE: Record<Lang, (year: number, monthIndex: number, day: number) => string> = {
  en: (year, month, day) => `${MONTH_NAMES.en[month]} ${day}, ${year}`,
  // French writes the first of the month as an ordinal: '1er juillet 2025', '7 juillet 2025'
  fr: (year, month, day) => `${day === 1 ? "1er" : day} ${MONTH_NAMES.fr[month]} ${year}`,
}

/**
 * '2025-04-24' -> 'April 24, 2025' (English, spec 2.5); a French edition gives '7 juillet 2025'. Computed in UTC,
 * so the server's HTML and the browser agree whatever their time zones. Returns the text unchanged if it is not
 * an ISO date (the content check rejects such dates before a build).
 */
export function formatDate(iso: string, lang: Lang = "en"): string {
  const time = parseIsoDate(iso)
  if (Number.isNaN(time)) return iso
  const date = new Date(time)
  return LONG_DATE[lang](date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}
