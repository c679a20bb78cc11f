/**
 * Each language's typography, applied by the build so that maintainers and translators type ordinary spaces. A
 * language names its rules in src/i18n/languages.ts (`typography`): "plain" leaves the text as it is written;
 * "french" (the Imprimerie nationale's rules, docs/languages.md) makes sure a line never breaks where a French reader
 * does not expect it:
 *  - a no-break space before the colon and inside « », a narrow no-break space before ; ? ! (also where none was
 *    typed, after a word: « Cartes de paiement: » → « Cartes de paiement : »);
 *  - a no-break space between a number and its unit (`UNITS`: « 36,54 m² », « 20 pieds », « 8 h », « 10 % »);
 *  - a narrow no-break space between the groups of thousands (« 6 500 », « 11 800 000 »);
 *  - a no-break space in « La Réunion »;
 *  - no-break spaces around × between single letters: the key of a dimension « (L × l × H) » stays on one line;
 *  - a no-break space in a code's article number: « L. 217-1 », « D. 211-2 », « R. 111-1 » never break after « L. »;
 *  - the typographic apostrophe: a straight one between two letters becomes ’ (« l'été » → « l’été »), never inside a
 *    web address or a link's target (`ADDRESSES`).
 * What it cannot set right safely (straight quotes, a sign glued to both its neighbours, an apostrophe that is not
 * between two letters) the content check refuses (src/lib/content/french-typography-check.ts).
 */
import { LANGUAGES, type ContentLang, type Typography } from "./languages"

const NBSP = "\u00A0"
const NNBSP = "\u202F"

/**
 * The units a number is kept with (case matters: "t" is tonnes, "T" is not a unit here). Written after the number and
 * a space, and followed by neither a letter, a digit nor an apostrophe (« 3 l'an » is no litre).
 */
export const UNITS: readonly string[] = [
  // lengths, areas, volumes
  ...["mm", "cm", "m", "km", "mm²", "cm²", "m²", "km²", "ha", "m³", "l", "L"],
  ...["mètre", "mètres", "centimètres", "millimètres", "kilomètres", "pied", "pieds", "pouces"],
  // masses, temperatures, shares, money
  ...["g", "kg", "t", "tonne", "tonnes", "°C", "°", "%", "€", "$", "euros"],
  // time
  ...["h", "min", "an", "ans", "mois", "semaine", "semaines", "jour", "jours", "heure", "heures", "minutes"],
  // power and energy
  ...["W", "kW", "Wc", "kWc", "kWh", "MWh", "V", "Hz"],
]

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&")
/** Longest first, so that "m²" is taken whole rather than "m". */
const UNIT_ALTERNATION = [...UNITS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|")

/** A digit, a space that may break (typed: a space or a tab), then a unit that ends there. */
export const NUMBER_UNIT = new RegExp(`(\\d)[ \\t]+(?=(?:${UNIT_ALTERNATION})(?![\\p{L}\\p{N}'’]))`, "gu")

/**
 * A number written in groups of thousands: 1 to 3 digits, then groups of exactly 3 digits, each after one space. Not
 * when it continues a letter, a digit, a "+" or a decimal mark (a phone number's "+262 262…", a code like "FR00"), nor
 * a group of digits before it ("FR00 123 456 789", "+262 262 00 01 23" are not thousands).
 */
export const THOUSANDS = /(?<![\p{L}\p{N}+.,]|\d[ \u00A0\u202F])\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?![\p{N}]|[.,]\d{3})/gu

/**
 * The spaces around × between two single letters (« L × l × H », « l × L »), not between figures: a line may break
 * between « 5 900 × » and « 6 320 », never inside the key of a dimension.
 */
const LETTER_TIMES = /(?<![\p{L}\p{N}])(\p{L})[ \t\u00A0]+×[ \t\u00A0]+(?=\p{L}(?![\p{L}\p{N}]))/gu

/**
 * An article of a French code (« L. 217-1 », « D. 211-2 », « R. 111-1 »: législative, décret, réglementaire): a single
 * capital L, D or R, a period, a space, then a number. Not « M. Dupont » (another letter, no number), nor a « D. » that
 * ends a sentence (no digit after it), nor a letter ending a word (« ROI. 12 »).
 */
const CODE_ARTICLE = /(?<![\p{L}\p{N}])([LDR])\.[ \t]+(?=\d)/gu

/**
 * The parts of a text that are addresses, not words: a link's target (`[text](target)`), a web, mail or phone address,
 * an HTML character reference. The apostrophe rule leaves them as they are; the check reads no sign inside them.
 */
export const ADDRESSES: readonly RegExp[] = [
  /(?<=\]\()[^)\s]+(?=\))/g, // a link's target: [text](target)
  /\b(?:https?:\/\/|mailto:|tel:)[^\s)\]]+/g,
  /&(?:[a-zA-Z]+|#\d+);/g,
]

/** `rule` applied to the parts of `text` that are not addresses (ADDRESSES), the addresses kept as they are. */
export function outsideAddresses(text: string, rule: (part: string) => string): string {
  const spans: [number, number][] = []
  for (const re of ADDRESSES) for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length])
  if (!spans.length) return rule(text)
  spans.sort((a, b) => a[0] - b[0])
  let out = ""
  let at = 0
  for (const [start, end] of spans) {
    if (end <= at) continue
    out += rule(text.slice(at, Math.max(at, start))) + text.slice(Math.max(at, start), end)
    at = end
  }
  return out + rule(text.slice(at))
}

/**
 * A straight apostrophe between two letters, the one French writes ’ (« l'été », « aujourd'hui », « jusqu'à »), or
 * before a word's `{token}` (« jusqu'{toPort} »: « jusqu’à Toamasina »).
 */
export const WORD_APOSTROPHE = /(?<=\p{L})'(?=[\p{L}{])/gu

/** What a word may end with, right before a sign the transform gives its space: a letter, a digit, a closing bracket. */
const WORD_END = "[\\p{L}\\p{N})\\]}»%²³]"

/** A colon right after a word, then a space or the end: « Cartes de paiement: » (never "10:30", "https://", "tel:+262"). */
const GLUED_COLON = new RegExp(`(?<=${WORD_END}):(?=\\s|$)`, "gu")
/** ; ? ! right after a word, then a space, the end, a closing mark or another ? ! (« Pourquoi? », « Vraiment?! »). */
const GLUED_SIGN = new RegExp(`(?<=${WORD_END})([;?!])(?=[\\s»)\\]?!]|$)`, "gu")

/**
 * The French rules in order, each with what a text needs for it to change anything: a sign, a guillemet, a figure,
 * ×, « Réunion », a code article, a straight apostrophe. A rule's Unicode expression is compiled (0.2-1 ms at first use in Node, more on a
 * phone) only on a page that has such a text: an English page reads two French labels for its language switch, and
 * a French page's strings rarely need every rule. Each test reads the text as the rules before it left it (the
 * thousands' spaces are no-break ones before a unit is joined to its number).
 */
const FRENCH_RULES: ReadonlyArray<readonly [RegExp | string, (text: string) => string]> = [
  [/:/, (t) => t.replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`).replace(GLUED_COLON, `${NBSP}:`)],
  [/[;?!]/, (t) => t.replace(/[ \u00A0\u202F]+([;?!])/g, `${NNBSP}$1`).replace(GLUED_SIGN, `${NNBSP}$1`)],
  [/[«»]/, (t) => t.replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`).replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)],
  // thousands before units: "6 500 kg" is one number, then its unit
  [/\d[ \u00A0\u202F]\d{3}/, (t) => t.replace(THOUSANDS, (n) => n.replace(/[ \u00A0]/g, NNBSP))],
  [/\d[ \t]/, (t) => t.replace(NUMBER_UNIT, `$1${NBSP}`)],
  [/Réunion/, (t) => t.replace(/(?<![\p{L}\p{N}])([Ll]a)[ \t]+(?=Réunion)/gu, `$1${NBSP}`)],
  [/×/, (t) => t.replace(LETTER_TIMES, `$1${NBSP}×${NBSP}`)],
  [/[LDR]\.[ \t]/, (t) => t.replace(CODE_ARTICLE, `$1.${NBSP}`)],
  ["'", (t) => outsideAddresses(t, (part) => part.replace(WORD_APOSTROPHE, "’"))],
]

export function frenchTypography(text: string): string {
  let out = text
  for (const [applies, rule] of FRENCH_RULES) if (typeof applies === "string" ? out.includes(applies) : applies.test(out)) out = rule(out)
  return out
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

/**
 * A value's strings with its language's typography, each set when it is first read and kept: a view of `value`
 * (nested objects and arrays are views too, functions are kept) for words read at run time. The interface words of
 * a page are a few hundred strings of which a page reads some; setting them all when a section is first read was the
 * first script of every page's profile (the French rules' 4-7 ms of an unthrottled 2-core host's main thread on
 * /terms&conditions/ and its French twin, 2026-11-27), the language switch of an English page reading French words.
 */
export function withLazyTypography<T extends object>(lang: ContentLang, value: T): T {
  const rules = rulesOf(lang)
  return rules ? lazilyApplied(rules, value) : value
}

/** A view of `value` whose strings are `rules(string)`, each computed on its first read and kept (withLazyTypography). */
export function lazilyApplied<T extends object>(rules: (text: string) => string, value: T): T {
  const read = new Map<PropertyKey, unknown>()
  return new Proxy(value, {
    get(target, key, receiver) {
      if (read.has(key)) return read.get(key)
      const v: unknown = Reflect.get(target, key, receiver)
      const shown = typeof v === "string" ? rules(v) : v && typeof v === "object" ? lazilyApplied(rules, v) : v
      read.set(key, shown)
      return shown
    },
  })
}
