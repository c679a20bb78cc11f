/**
 * Each language's typography, applied by the build so that maintainers and translators type ordinary spaces. A
 * language names its rules in src/i18n/languages.ts (`typography`): "french" puts a no-break space before the colon
 * and inside « », a narrow no-break space before ; ? ! (the Imprimerie nationale's rules), so a line never starts
 * with the punctuation; "plain" leaves the text as it is written.
 */
import { LANGUAGES, type ContentLang, type Typography } from "../../i18n/languages"

const NBSP = "\u00A0"
const NNBSP = "\u202F"

export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/[ \u00A0\u202F]+([;?!])/g, `${NNBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
}

/** The rules of each kind of typography; undefined: the text as it is written. */
const RULES: Record<Typography, ((text: string) => string) | undefined> = {
  plain: undefined,
  french: frenchTypography,
}

const rulesOf = (lang: ContentLang) => RULES[LANGUAGES[lang].typography]

/** True when a language's text is changed by its typography (false: its words can be used as they are written). */
export const hasTypography = (lang: ContentLang): boolean => rulesOf(lang) !== undefined

/** The typography of a language, for one text. */
export const typography = (lang: ContentLang, text: string): string => rulesOf(lang)?.(text) ?? text

/** Every string of a value (content item, interface words) with its language's typography; functions are kept. */
export function withTypography<T>(lang: ContentLang, value: T): T {
  const rules = rulesOf(lang)
  if (!rules) return value
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return rules(v)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}
