/**
 * Each item's content in every language: one file per language, side by side (Decap CMS's `multiple_files`
 * structure: `data/blog/3.en.json` and `data/blog/3.fr.json`, `data/home.en.json` and `data/home.fr.json`). An item's
 * key is its name without the language (`blog/3.json`): what its files share, and what the content model matches.
 *
 * The source language's (English) file is complete. A translation file holds only the fields a reader reads
 * (`i18n: "translate"` in the content model), in the same structure: the same list lengths, the same block types in
 * the same order. Everything else (figures, images, ids, dates, link targets) is stored once, in the English file, and
 * shared. Merging the two gives the whole item in the other language; the checks below name every place where they
 * disagree. The languages and what differs between them (names, decimal separator…) are src/i18n/languages.ts's table.
 */
import type { ArrayRule, ContentError, Fields, Rule, StringRule } from "./content-schema"
import { LANGS, LANGUAGES, SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../../i18n/languages"
import { listOrderErrors } from "./list-order"

/** The languages of the site (src/i18n/languages.ts); the source language is the complete one, the others are translations of it. */
export { LANGS, LANG_NAMES, SOURCE_LANG, TRANSLATED_LANGS } from "../../i18n/languages"
export type { ContentLang } from "../../i18n/languages"

/** The source language's name, as the messages say it ("the English version"). */
const sourceName = () => LANGUAGES[SOURCE_LANG].englishName

/**
 * The languages that have pages: every language by default. Every language's content is always checked and
 * sourced; GATSBY_PUBLISHED_LANGS (read at build time, also by the browser bundle) can hold a language back from
 * the pages, the sitemap, the feeds and the language switch, e.g. `GATSBY_PUBLISHED_LANGS=en` while a new
 * language's edition is not whole yet.
 */
export const PUBLISHED_LANGS: readonly ContentLang[] = parsePublishedLangs(process.env.GATSBY_PUBLISHED_LANGS)

/**
 * "en,fr" → ["en", "fr"]; unset or empty → every language; the source language always comes first; an unknown code
 * is an error, not a silently smaller site.
 */
export function parsePublishedLangs(value: string | undefined): ContentLang[] {
  if (!value?.trim()) return [...LANGS]
  const codes = value
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean)
  for (const code of codes)
    if (!(LANGS as readonly string[]).includes(code))
      throw new Error(`GATSBY_PUBLISHED_LANGS names "${code}": the site's languages are ${LANGS.join(", ")}`)
  return LANGS.filter((l) => l === SOURCE_LANG || codes.includes(l))
}

/** A page's path in each published language (its page context's `alternates`), for the language switch and hreflang. */
export type Alternates = Partial<Record<ContentLang, string>>

/** What every page's context says of its language (src/gatsby/create-pages.ts); Head exports read it from there. */
export interface LangPageContext {
  lang?: ContentLang
  alternates?: Alternates
}

/**
 * `home.fr.json` → { base: "home.json", lang: "fr" }; `blog/3.en.json` → { base: "blog/3.json", lang: "en" }; a file
 * without a language of the site (`home.json`, `home.de.json`) → { base: the path as written, lang: undefined }.
 */
export function splitLangFile(relativePath: string): { base: string; lang: ContentLang | undefined } {
  const match = /^(.*)\.([^./]+)\.json$/.exec(relativePath)
  if (match && (LANGS as readonly string[]).includes(match[2])) return { base: `${match[1]}.json`, lang: match[2] as ContentLang }
  return { base: relativePath, lang: undefined }
}

/** True for a source-language content file (`3.en.json`), false for a translation (`3.fr.json`) or another file. */
export const isSourceLangFile = (name: string): boolean => splitLangFile(name).lang === SOURCE_LANG

/** `blog/3.json`, "fr" → `blog/3.fr.json`; `blog/3.json`, "en" → `blog/3.en.json`. */
export const langFile = (base: string, lang: ContentLang): string => base.replace(/\.json$/, `.${lang}.json`)

/** True when a rule holds, somewhere inside it, a field written in each language. */
export function isTranslated(rule: Rule): boolean {
  switch (rule.kind) {
    case "string":
      return rule.i18n === "translate"
    case "array":
      return !!rule.perLanguage || isTranslated(rule.of)
    case "object":
      return Object.values(rule.fields).some(isTranslated)
    case "union":
      return Object.values(rule.variants).some((fields) => Object.values(fields).some(isTranslated))
    default:
      return false
  }
}

const join = (base: string, key: string | number): string => (typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key)
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
const present = (v: unknown) => v !== undefined && v !== null

/** The one translated language, when the caller does not say which: a site with more than one must say. */
function onlyTranslation(): ContentLang {
  if (TRANSLATED_LANGS.length === 1) return TRANSLATED_LANGS[0]
  throw new Error(
    `translationErrors: say which language the translation is in (the site has ${TRANSLATED_LANGS.length} translations: ${TRANSLATED_LANGS.join(", ")})`,
  )
}

interface Walk {
  /** the translation's language: how its figures are written */
  lang: ContentLang
  errors: ContentError[]
}

/**
 * Where a translation (in `lang`) disagrees with its source-language item: a translated field missing or added, a
 * list of another length, a block of another type, a figure of another value, a list item that reads like another
 * item than its own (moved on this side only: src/lib/content/list-order.ts), or a shared field written again (it
 * is stored once, in the source language's file).
 */
export function translationErrors(en: unknown, tr: unknown, fields: Fields, lang: ContentLang = onlyTranslation()): ContentError[] {
  const ctx: Walk = { lang, errors: [] }
  walkFields(en, tr, fields, "", ctx, undefined)
  return ctx.errors
}

function walkFields(en: unknown, tr: unknown, fields: Fields, base: string, ctx: Walk, discriminator: string | undefined) {
  const { errors } = ctx
  if (!isRecord(tr)) {
    errors.push({ field: base || "(file)", message: "must be an object with the translated fields" })
    return
  }
  const enRecord = isRecord(en) ? en : {}
  for (const [key, rule] of Object.entries(fields)) {
    if (key === discriminator || !isTranslated(rule)) continue
    walk(enRecord[key], tr[key], rule, join(base, key), ctx)
  }
  for (const key of Object.keys(tr)) {
    if (key === discriminator) continue
    const rule = fields[key]
    const field = join(base, key)
    if (!rule) errors.push({ field, message: "is not a known field (misspelt?)" })
    else if (!isTranslated(rule))
      errors.push({
        field,
        message: `is shared by every language and stored once, in the ${sourceName()} file: remove it from the translation`,
      })
  }
}

function walk(en: unknown, tr: unknown, rule: Rule, field: string, ctx: Walk) {
  const { errors } = ctx
  const source = `the ${sourceName()} version`
  const perLanguage = (rule.kind === "string" || rule.kind === "array") && (rule as StringRule | ArrayRule).perLanguage
  if (!present(en) && !present(tr)) return
  if (!present(tr)) {
    if (!perLanguage) errors.push({ field, message: `is missing: ${source} has it, so the translation must have it too` })
    return
  }
  if (!present(en)) {
    // A required field missing from the source language's file is reported there, once.
    if (!perLanguage && rule.optional) errors.push({ field, message: `is not in ${source}: add it there too, or remove it here` })
    return
  }
  switch (rule.kind) {
    case "string": {
      // its type and pattern are checked on the merged item, like any content; its figures here
      if (!rule.figures || typeof en !== "string" || typeof tr !== "string") return
      // compared as sets of values: a language may order them its own way (« 11 800 × 6 240 × 2 480 mm (L × l × H) »
      // for "W6240*L11800*H2480"), never change one
      const [a, b] = [figuresIn(en, SOURCE_LANG), figuresIn(tr, ctx.lang)]
      if ([...a].sort().join(" ") !== [...b].sort().join(" "))
        errors.push({
          field,
          message: `gives the figures ${b.join(", ") || "(none)"} where ${source} gives ${a.join(", ") || "(none)"}: a translation changes their format, never their values`,
        })
      return
    }
    case "array": {
      if (rule.perLanguage) return // a list of its own, checked whole on the merged item
      if (!Array.isArray(tr) || !Array.isArray(en)) return void errors.push({ field, message: `must be a list, like in ${source}` })
      if (tr.length !== en.length)
        return void errors.push({
          field,
          message: `has ${tr.length} entries, ${source} has ${en.length}: the two must match one to one`,
        })
      tr.forEach((item, i) => walk(en[i], item, rule.of, join(field, i), ctx))
      // an item moved on this side only would be shown with another item's pictures and links (list-order.ts)
      errors.push(...listOrderErrors(en, tr, rule.of, field, ctx.lang, figuresIn))
      return
    }
    case "object":
      return walkFields(en, tr, rule.fields, field, ctx, undefined)
    case "union": {
      const enTag = isRecord(en) ? en[rule.discriminator] : undefined
      const trTag = isRecord(tr) ? tr[rule.discriminator] : undefined
      if (trTag !== enTag)
        return void errors.push({
          field: join(field, rule.discriminator),
          message: `is ${JSON.stringify(trTag ?? null)}, ${source} has ${JSON.stringify(enTag ?? null)}: the blocks must be the same, in the same order`,
        })
      const variant = rule.variants[String(enTag)]
      if (variant) walkFields(en, tr, variant, field, ctx, rule.discriminator)
      return
    }
  }
}

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&")

/**
 * The numbers of a text, in order, as plain decimals, read the way its language writes them (src/i18n/languages.ts:
 * `decimalSeparator`, `groupSeparators`): '36.54 m²' in English and '36,54 m²' in French both give 36.54;
 * '3500-4500 kg' and '3 500-4 500 kg' both give 3500, 4500; 'W6320*L5900*H2480' gives 6320, 5900, 2480. A group
 * separator counts only before three digits.
 */
export function figuresIn(text: string, lang: ContentLang): string[] {
  const { decimalSeparator, groupSeparators } = LANGUAGES[lang]
  const grouped = text.replace(new RegExp(`(\\d)[${escapeRegExp(groupSeparators)}](?=\\d{3}\\b)`, "g"), "$1")
  const decimal = new RegExp(`\\d+(?:${escapeRegExp(decimalSeparator)}\\d+)?`, "g")
  return (grouped.match(decimal) ?? []).map((n) => String(Number(n.replace(decimalSeparator, "."))))
}

/** Maps a shared link target (an English site path) to the page of the translation's language; undefined keeps it. */
export type LinkMapper = (path: string) => string | undefined

/**
 * The whole item in the translation's language: the English item with every translated field taken from the
 * translation, and every shared link target mapped to the page of that language. Call after translationErrors found
 * nothing; a translated field the translation lacks keeps its English text.
 */
export function mergeTranslation(en: unknown, tr: unknown, fields: Fields, mapLink: LinkMapper = () => undefined): Record<string, unknown> {
  return mergeFields(en, tr, fields, mapLink, undefined)
}

function mergeFields(en: unknown, tr: unknown, fields: Fields, mapLink: LinkMapper, discriminator: string | undefined) {
  const enRecord = isRecord(en) ? en : {}
  const trRecord = isRecord(tr) ? tr : {}
  const out: Record<string, unknown> = {}
  for (const [key, rule] of Object.entries(fields)) {
    const value = key === discriminator ? enRecord[key] : merge(enRecord[key], trRecord[key], rule, mapLink)
    if (value !== undefined) out[key] = value
  }
  return out
}

function merge(en: unknown, tr: unknown, rule: Rule, mapLink: LinkMapper): unknown {
  switch (rule.kind) {
    case "string":
      if (rule.perLanguage) return tr
      if (rule.i18n === "translate") return present(tr) ? tr : en
      if ((rule.format === "path" || rule.format === "url") && typeof en === "string" && en.startsWith("/")) return mapLink(en) ?? en
      return en
    case "array":
      if (rule.perLanguage) return tr
      if (!Array.isArray(en)) return en
      return en.map((item, i) => merge(item, Array.isArray(tr) ? tr[i] : undefined, rule.of, mapLink))
    case "object":
      return isRecord(en) ? mergeFields(en, tr, rule.fields, mapLink, undefined) : en
    case "union": {
      if (!isRecord(en)) return en
      const variant = rule.variants[String(en[rule.discriminator])]
      return variant ? { [rule.discriminator]: en[rule.discriminator], ...mergeFields(en, tr, variant, mapLink, rule.discriminator) } : en
    }
    default:
      return en
  }
}

/**
 * The translation file a maintainer starts from: the English item reduced to its translated fields (and the block
 * types that say which block each entry translates). Used to write the French files from full translated copies.
 */
export function translatedPart(doc: unknown, fields: Fields): Record<string, unknown> {
  return pickFields(doc, fields, undefined)
}

function pickFields(doc: unknown, fields: Fields, discriminator: string | undefined): Record<string, unknown> {
  const record = isRecord(doc) ? doc : {}
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (key === discriminator) {
      out[key] = value
      continue
    }
    const rule = fields[key]
    if (!rule || !isTranslated(rule) || !present(value)) continue
    out[key] = pick(value, rule)
  }
  return out
}

function pick(value: unknown, rule: Rule): unknown {
  switch (rule.kind) {
    case "array":
      if (rule.perLanguage) return value
      return Array.isArray(value) ? value.map((item) => pick(item, rule.of)) : value
    case "object":
      return pickFields(value, rule.fields, undefined)
    case "union": {
      if (!isRecord(value)) return value
      const variant = rule.variants[String(value[rule.discriminator])]
      return variant ? pickFields(value, variant, rule.discriminator) : value
    }
    default:
      return value
  }
}
