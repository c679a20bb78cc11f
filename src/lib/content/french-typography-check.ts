/**
 * The French typography check (issue 41): every French text as the site shows it, after the build's typography
 * (src/i18n/typography.ts `frenchTypography`), must keep together what a French reader reads together. Pure:
 * the content check (src/gatsby/content/validate-content.ts), `npm run check:content` (tools/content/check-content.cjs,
 * whose `--fix` calls `fixFrenchTypography`) and the editor's check before saving (src/cms/entry-check.ts) call it.
 *
 * The rules (docs/languages.md, "French typography"):
 *  - "space-before-sign": a no-break space (U+00A0 or U+202F) before : ; ! ?
 *  - "space-inside-quotes": a no-break space after « and before »
 *  - "straight-quote": no straight double quote ("): French quotes are « » (told once for a text)
 *  - "straight-apostrophe": no straight apostrophe (') the build cannot set: it sets ’ between two letters (« l'été »
 *    → « l’été »), so one left is beside a space or a sign (« l' été », 'mot' used as quotes); addresses excepted
 *  - "number-unit": a no-break space between a number and its unit (`UNITS` of typography.ts), never none
 *  - "thousands": a no-break space between the groups of thousands (« 6 500 »)
 * The exceptions, where a sign needs no space before it:
 *  - a sign at the start of a text, and ! or ? right after another ! or ? (« Vraiment ?! »: the space goes before the first);
 *  - a colon between two digits: a time or a ratio (« 10:30 », « 1:50 »);
 *  - web addresses: a link's target (`[text](target)`), an address starting with http://, https://, mailto: or tel:,
 *    and an HTML character reference (`&amp;`): a ; ? ! that follows such an address is read as part of it.
 * « La Réunion » with a no-break space is the build's (typography.ts) and not checked: a place name, not a rule of
 * punctuation.
 */
import type { Fields } from "./content-schema"
import { textFields } from "./stale-figures"
import { ADDRESSES, frenchTypography, NUMBER_UNIT, THOUSANDS } from "../../i18n/typography"
import { LANGUAGES, type ContentLang } from "../../i18n/languages"

export type FrenchTypographyRule =
  "space-before-sign" | "space-inside-quotes" | "straight-quote" | "straight-apostrophe" | "number-unit" | "thousands"

/** One place of a text that breaks a rule. */
export interface TypographyFault {
  rule: FrenchTypographyRule
  /** where, in the text checked */
  index: number
  /** what `--fix` does to the file's text: a space before `index` ("before"), also after the sign ("around"); none: by hand */
  insert?: "before" | "around"
  /** the rule broken, in the maintainer's words */
  message: string
  /** the text around the place (its no-break spaces shown as spaces) */
  excerpt: string
}

/** A field of a file whose text breaks a rule: its code path (for describeField), the rule and the message. */
export interface TypographyProblem {
  field: string
  rule: FrenchTypographyRule
  message: string
}

/** True for a language whose text this check reads (French typography, src/i18n/languages.ts). */
export const checksTypography = (lang: ContentLang): boolean => LANGUAGES[lang].typography === "french"

const NO_BREAK = /[\u00A0\u202F]/
const SIGNS = /[:;!?]/g
/** Glued to its number, a unit that cannot be anything else ("36m²", "100%"); "8h30", "90°", "W6240" are left alone. */
const GLUED_UNIT =
  /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?=(mm²|cm²|km²|m²|m³|mm|cm|km|kg|kWh|kWc|kW|mètres|pieds|jours|ans|mois|%|€|m)(?![\p{L}\p{N}'’]))/gu

/** The parts of a text where : ; ! ? and ' belong to an address, not to a sentence: masked before the signs are read. */
const mask = (text: string): string => ADDRESSES.reduce((t, re) => t.replace(re, (m) => "_".repeat(m.length)), text)

const EXCERPT = 24
/** The text around `index`, its no-break spaces shown as spaces, cut at words' ends with "…". */
export function excerptAt(text: string, index: number): string {
  const start = Math.max(0, index - EXCERPT)
  const end = Math.min(text.length, index + EXCERPT)
  let part = text.slice(start, end).replace(/[\u00A0\u202F]/g, " ")
  // whole words only: the cut ends lose their part of a word (when the excerpt keeps more than it)
  const cutStart = start > 0 ? part.indexOf(" ") + 1 : 0
  const cutEnd = end < text.length ? part.lastIndexOf(" ") : part.length
  if (cutStart > 0 && cutStart <= index - start && cutEnd > index - start) part = part.slice(cutStart, cutEnd)
  else if (cutEnd > index - start) part = part.slice(0, cutEnd)
  return `${start > 0 ? "…" : ""}${part.trim()}${end < text.length ? "…" : ""}`
}

const FIX = " (`npm run check:content -- --fix` adds it)"

/** Every fault of a French text as it is shown (after the build's typography), in the order of the text. */
export function frenchTypographyFaults(shown: string): TypographyFault[] {
  const faults: TypographyFault[] = []
  const at = (rule: FrenchTypographyRule, index: number, message: string, insert?: TypographyFault["insert"]) =>
    faults.push({ rule, index, message, excerpt: excerptAt(shown, index), ...(insert ? { insert } : {}) })
  const masked = mask(shown)

  for (const m of masked.matchAll(SIGNS)) {
    const i = m.index
    const sign = m[0]
    const before = masked[i - 1]
    const after = masked[i + 1] ?? ""
    if (i === 0 || NO_BREAK.test(before)) continue
    if ((sign === "!" || sign === "?") && (before === "!" || before === "?")) continue
    if (sign === ":" && /\d/.test(before) && /\d/.test(after)) continue // 10:30, 1:50
    if (sign === "!" && after === "[") continue // a picture's link, ![text](address)
    const glued = /[\p{L}\p{N}]/u.test(after)
    if (/\s/.test(before)) at("space-before-sign", i, `needs a space after "${sign}" too (French typography: "mot : mot")${FIX}`, "around")
    else if (glued)
      at(
        "space-before-sign",
        i,
        `needs a space before and after "${sign}" (French typography; if it is a web address, write it as a link: [text](address))${FIX}`,
        "around",
      )
    else
      at(
        "space-before-sign",
        i,
        `needs a space before "${sign}" (French typography: a no-break space, which the build puts)${FIX}`,
        "before",
      )
  }

  for (const m of shown.matchAll(/«/g))
    if (!NO_BREAK.test(shown[m.index + 1] ?? "")) at("space-inside-quotes", m.index, `needs a no-break space after "«"`)
  for (const m of shown.matchAll(/»/g))
    if (!NO_BREAK.test(shown[m.index - 1] ?? "")) at("space-inside-quotes", m.index, `needs a no-break space before "»"`)

  // once for a text: its quotes go in pairs
  const quotes = [...shown.matchAll(/"/g)]
  if (quotes.length)
    at(
      "straight-quote",
      quotes[0].index,
      `has ${quotes.length > 1 ? `${quotes.length} straight double quotes` : "a straight double quote"} ("): French quotes are « and »` +
        (quotes.length % 2 ? " (an odd number: set them by hand)" : " (`npm run check:content -- --fix` sets them)"),
    )

  // once for a text: the build has set every apostrophe between two letters; one left needs a human
  const apostrophes = [...masked.matchAll(/'/g)]
  if (apostrophes.length)
    at(
      "straight-apostrophe",
      apostrophes[0].index,
      `has ${apostrophes.length > 1 ? `${apostrophes.length} straight apostrophes` : "a straight apostrophe"} (') the build cannot set: it sets ’ only between two letters (« l'été » is shown « l’été »); join the word to it, type ’, or write quotes as « »`,
    )

  for (const m of shown.matchAll(NUMBER_UNIT)) at("number-unit", m.index + 1, `needs a no-break space between the number and its unit`)
  for (const m of shown.matchAll(GLUED_UNIT))
    at("number-unit", m.index + m[0].length, `needs a space between the number and its unit "${m[1]}"${FIX}`, "before")

  for (const m of shown.matchAll(THOUSANDS))
    for (const s of m[0].matchAll(/ /g)) at("thousands", m.index + s.index, `needs a no-break space between the groups of thousands`)

  return faults.sort((a, b) => a.index - b.index)
}

/** The problems of a French content file (or of an item in French): each translated text, as the build shows it. */
export function frenchTypographyProblems(doc: unknown, fields: Fields): TypographyProblem[] {
  return textFields(doc, fields).flatMap(({ field, text }) =>
    frenchTypographyFaults(frenchTypography(text)).map((f) => ({
      field,
      rule: f.rule,
      message: `${f.message}: "${f.excerpt}"`,
    })),
  )
}

/** The index in `raw` of the n-th character of `shown` that is not a space (the typography changes only spaces). */
function rawIndexOf(raw: string, shown: string, index: number): number {
  let n = 0
  for (let i = 0; i < index; i++) if (!/\s/.test(shown[i])) n++
  for (let i = 0; i < raw.length; i++) {
    if (/\s/.test(raw[i])) continue
    if (n === 0) return i
    n--
  }
  return raw.length
}

/**
 * A French text as a maintainer types it, with what the check refuses set right mechanically: straight quotes in
 * pairs become « » (an odd number is left for a human), a sign glued to what precedes it or to both its neighbours
 * gets its spaces, a unit glued to its number its space. Ordinary spaces: the build makes them no-break.
 */
export function fixFrenchTypography(raw: string): string {
  let text = raw
  if ((text.match(/"/g) ?? []).length % 2 === 0) text = text.replace(/"\s*([^"]*?)\s*"/g, "« $1 »")
  // one place at a time, from the text as it is shown; each insertion leaves one fault less
  for (let guard = 0; guard < 1000; guard++) {
    const shown = frenchTypography(text)
    const fault = frenchTypographyFaults(shown).find((f) => f.insert)
    if (!fault) break
    const i = rawIndexOf(text, shown, fault.index)
    const around = fault.insert === "around" && /[\p{L}\p{N}]/u.test(text[i + 1] ?? "")
    const spaced = /\s/.test(text[i - 1] ?? "")
    const next = `${text.slice(0, i)}${spaced ? "" : " "}${text[i]}${around ? " " : ""}${text.slice(i + 1)}`
    // a fault this cannot set right (nothing changes) is left for a human
    if (next === text) break
    text = next
  }
  return text
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * A French file with every translated text fixed (`fixFrenchTypography`), and how many texts changed: `npm run
 * check:content -- --fix`. The file's other values are kept as they are.
 */
export function fixFrenchTypographyDoc<T>(doc: T, fields: Fields): { doc: T; fixed: number } {
  const changes = new Map<string, string>()
  for (const { field, text } of textFields(doc, fields)) {
    const fixed = fixFrenchTypography(text)
    if (fixed !== text) changes.set(field, fixed)
  }
  if (!changes.size) return { doc, fixed: 0 }
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string") return changes.get(path) ?? value
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`))
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]))
    return value
  }
  return { doc: walk(doc, "") as T, fixed: changes.size }
}
