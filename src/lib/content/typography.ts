/**
 * French typography, applied by the build so that maintainers and translators type ordinary spaces: a no-break
 * space before the colon and inside « », a narrow no-break space before ; ? ! (the Imprimerie nationale's rules),
 * so a line never starts with the punctuation. English text is left as it is.
 */
import type { ContentLang } from "./content-i18n"

const NBSP = "\u00A0"
const NNBSP = "\u202F"

export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/[ \u00A0\u202F]+([;?!])/g, `${NNBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
}

/** The typography of a language, for one text. */
export const typography = (lang: ContentLang, text: string): string => (lang === "fr" ? frenchTypography(text) : text)

/** Every string of a value (content item, interface words) with its language's typography; functions are kept. */
export function withTypography<T>(lang: ContentLang, value: T): T {
  if (lang === "en") return value
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return typography(lang, v)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}
