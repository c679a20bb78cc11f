/**
 * A field of a content file in the maintainer's words, as the editor labels it: `specs[1].value` of a product is
 * "Specs, row 2 (Installation on site)", `intro[1]` is "Intro paragraph 2", `seo.description` is "SEO description",
 * and in a translation ", French side" follows. The content check and the editor's check before saving put it
 * first, with the code path once in brackets for developers (src/gatsby/content/problems.ts, src/cms/entry-check.ts).
 * Pure: it walks the content model (and the file, for each row's own name).
 */
import type { Fields, Rule } from "./content-schema"
import { LANG_NAMES, SOURCE_LANG, type ContentLang } from "../../i18n/languages"

/** A field's label in the editor (src/content-model/cms-config.ts): "keywordLinks" → "Keyword links", "seo" → "SEO". */
export function labelOf(name: string): string {
  if (name === "seo") return "SEO"
  if (name === "id") return "Id"
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The item's own name, shown after its row number: the first of these it has. */
const OWN_NAMES = ["label", "title", "heading", "name", "keyword", "question", "network", "port", "id"]
/** Lists of texts whose entries are paragraphs ("Intro paragraph 2"); the entries of other lists of texts are items. */
const PARAGRAPH_LISTS = new Set(["intro", "paragraphs", "text", "answer", "content"])

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
const lower = (label: string) => (label === "SEO" ? label : label.charAt(0).toLowerCase() + label.slice(1))
const SHOWN = 40
const shorten = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1).trimEnd()}…` : text)

/** `specs[1].value` → ["specs", 1, "value"]. */
export function parseFieldPath(field: string): Array<string | number> {
  const out: Array<string | number> = []
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1])
  return out
}

/** The name a list entry is known by: its label, title, heading… (its block type for a block without one). */
function ownName(item: unknown, rule: Rule | undefined, label: (name: string) => string = labelOf): string | undefined {
  if (!isRecord(item)) return undefined
  // a heading block is named by its text ("block 2 (What is light gauge steel framing?)")
  const names = rule?.kind === "union" && item[rule.discriminator] === "heading" ? ["text", ...OWN_NAMES] : OWN_NAMES
  for (const key of names) if (typeof item[key] === "string" && (item[key] as string).trim()) return shorten((item[key] as string).trim())
  // a block of a known type without a name of its own: its type ("block 3 (Paragraph)")
  const type = rule?.kind === "union" ? item[rule.discriminator] : undefined
  if (rule?.kind === "union" && typeof type === "string" && type in rule.variants) return label(type)
  return undefined
}

/**
 * The words a description is made of, in the language it is written in: English by default (the build's messages);
 * the editor's refusals say it in French too (src/cms/refusal-words.ts).
 */
export interface FieldWords {
  /** a field's or a block type's label ("specs" → "Specs") */
  label: (name: string) => string
  /** an entry of a list of texts: "paragraph" in a list of paragraphs, "item" in another */
  paragraph: string
  item: string
  /** an entry of a list of blocks, of a list of groups */
  block: string
  row: string
  /** a language side: ", French side" */
  side: (lang: ContentLang) => string
  /** between a group and one of its fields: "SEO description" in English (" "), "Référencement (SEO), description" in French (", ") */
  nested: string
  /** the file as a whole */
  wholeFile: string
}

export const ENGLISH_FIELD_WORDS: FieldWords = {
  label: labelOf,
  paragraph: "paragraph",
  item: "item",
  block: "block",
  row: "row",
  side: (lang) => `, ${LANG_NAMES[lang]} side`,
  nested: " ",
  wholeFile: "The whole file",
}

export interface DescribeOptions {
  /** say "English side" too (the editor, where both sides are on screen); by default only a translation's side is said */
  sourceSide?: boolean
  /** the language of the description's own words (English by default) */
  words?: FieldWords
}

/**
 * `fieldPath` of a file of the kind `schema` in the maintainer's words. `doc` (the file, or the item merged in its
 * language) gives each row's own name; `lang`, the side. A path the model does not know (a misspelt field) is
 * humanised the same way, field by field.
 */
export function describeField(
  fieldPath: string,
  schema: Fields,
  doc?: unknown,
  lang?: ContentLang,
  { sourceSide = false, words = ENGLISH_FIELD_WORDS }: DescribeOptions = {},
): string {
  const side = lang && (lang !== SOURCE_LANG || sourceSide) ? words.side(lang) : ""
  if (fieldPath === "(file)" || fieldPath === "") return `${words.wholeFile}${side}`
  let text = ""
  let fields: Fields | undefined = schema
  let rule: Rule | undefined
  let value: unknown = doc
  let afterRow = false
  let listName = ""
  for (const token of parseFieldPath(fieldPath)) {
    if (typeof token === "number") {
      const items: Rule | undefined = rule?.kind === "array" ? rule.of : undefined
      const item: unknown = Array.isArray(value) ? value[token] : undefined
      if (items?.kind === "string" || (items === undefined && typeof item === "string")) {
        text += ` ${PARAGRAPH_LISTS.has(listName) ? words.paragraph : words.item} ${token + 1}`
      } else {
        const own = ownName(item, items, words.label)
        text += `, ${items?.kind === "union" ? words.block : words.row} ${token + 1}${own ? ` (${own})` : ""}`
        afterRow = true
      }
      rule = items
      fields = items?.kind === "object" ? items.fields : undefined
      if (items?.kind === "union") {
        const variant = isRecord(item) ? items.variants[String(item[items.discriminator])] : undefined
        fields = { [items.discriminator]: { kind: "string" }, ...(variant ?? {}) }
      }
      value = item
      continue
    }
    const next: Rule | undefined = fields?.[token]
    const nextValue = isRecord(value) ? value[token] : undefined
    // a label/value row is its value: "Specs, row 2 (Installation on site)", not "…, value"
    const rowValue = afterRow && token === "value" && isRecord(value) && typeof value.label === "string"
    if (!rowValue) {
      const label = words.label(token)
      text = !text ? label : afterRow ? `${text}, ${lower(label)}` : `${text}${words.nested}${lower(label)}`
    }
    afterRow = false
    listName = token
    rule = next
    fields = next?.kind === "object" ? next.fields : undefined
    value = nextValue
  }
  return `${text}${side}`
}
