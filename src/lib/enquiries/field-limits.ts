import { LANGUAGES, type ContentLang } from "../../i18n/languages"

/**
 * The most characters each enquiry form field takes (its `maxlength`): well above what a visitor writes, low enough
 * that a pasted book does not freeze the tab nor travel to the inbox whole. The spec's 10,000-character message
 * arrives verbatim. Counted as the browser counts for `maxlength` (UTF-16 units: an emoji is two).
 */
export const FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  name: 200,
  /** the planner's optional company name */
  company: 200,
  /** the longest address SMTP carries (RFC 5321) */
  email: 254,
  /** E.164 is 15 digits; with the + and the spaces the field writes, about 20 */
  phone: 40,
  message: 20_000,
  deliveryPort: 200,
  customisation: 5_000,
} as const
export type LimitedField = keyof typeof FIELD_MAX_LENGTH

/** A field shows how many characters are left once it holds this share of its maximum. */
export const COUNT_FROM = 0.8

/** The characters left in a field near its maximum, or null while it is far from it (no count shown). */
export function charactersLeft(value: string, max: number): number | null {
  return value.length >= max * COUNT_FROM ? Math.max(0, max - value.length) : null
}

/** A whole number with the language's group separator: 4,000; « 4 000 » (U+202F). */
export const groupDigits = (n: number, lang: ContentLang): string =>
  String(n).replace(/\B(?=(\d{3})+(?!\d))/g, LANGUAGES[lang].groupSeparator)
