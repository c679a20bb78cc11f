/**
 * Is a translated list still in the English order? A translation's list is positional: its item i translates the
 * English item i, whose pictures, links and figures are stored once, in the English file. Items have no id and a
 * translation holds only words, so an item reordered on one side only (the French home slides dragged into another
 * order) would put « Des cabines Apple dès 13 m² » over the English first slide's picture, and nothing else notices.
 *
 * What both sides of an item share is its identity here: the figures of its words (read the way each language writes
 * them) and the words that stay the same in every language (names such as Apple, Kaz Horizon, Réunion; a link target
 * written in the text), each in the same field of the item. A token counts for as many English items as hold it: one
 * that every English item of the list holds tells nothing. A translated item is refused when it matches another English
 * item by at least LIST_ORDER_MARGIN more than its own; an item without such tokens (plain sentences) is never refused.
 * Pure and cheap: one pass over each list's words. content-i18n.ts (translationErrors) runs it on every list that is
 * not written whole in each language.
 */
import type { ContentError, Rule } from "./content-schema"
import { LANGUAGES, SOURCE_LANG, type ContentLang } from "../../i18n/languages"

/**
 * How much better (in tokens that only that English item holds) a translated item must match another English item
 * than its own to be refused. On the site's data no item matches another English item by more than 1 over its own:
 * one word that both languages happen to write in the same field (the French « lit », a bed, and an English picture
 * "lit from inside"; « budget », « option », « air »). The Apple cabin slide moved to the first place matches its own
 * English slide by 6.
 */
export const LIST_ORDER_MARGIN = 2

/** A text's figures as plain decimals, read the way `lang` writes them: content-i18n.ts figuresIn (passed in, as that module calls this one). */
export type FigureReader = (text: string, lang: ContentLang) => string[]

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** The translated texts of an item, each with where it sits in the item (`title`, `button.label`, `paragraphs[]`). */
function textsOf(value: unknown, rule: Rule, where: string, out: Array<[string, string]>): Array<[string, string]> {
  if (value === undefined || value === null) return out
  const inside = (key: string) => (where ? `${where}.${key}` : key)
  switch (rule.kind) {
    case "string":
      if (rule.i18n === "translate" && !rule.perLanguage && typeof value === "string") out.push([where, value])
      break
    case "array":
      if (!rule.perLanguage && Array.isArray(value)) for (const item of value) textsOf(item, rule.of, `${where}[]`, out)
      break
    case "object":
      if (isRecord(value)) for (const [key, r] of Object.entries(rule.fields)) textsOf(value[key], r, inside(key), out)
      break
    case "union": {
      const variant = isRecord(value) ? rule.variants[String(value[rule.discriminator])] : undefined
      if (variant && isRecord(value)) for (const [key, r] of Object.entries(variant)) textsOf(value[key], r, inside(key), out)
      break
    }
  }
  return out
}

/** "Réunion" → "reunion": the same word in both languages, whatever its accents and capitals. */
const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/**
 * What an item's words share with the same item in another language: each figure and each word of three letters or
 * more, tagged with its field (`title#13`, `alt apple`). Most words differ between languages; those that do not are
 * names, codes, link targets and the odd cognate.
 */
export function itemTokens(item: unknown, rule: Rule, lang: ContentLang, readFigures: FigureReader): Set<string> {
  const tokens = new Set<string>()
  for (const [where, text] of textsOf(item, rule, "", [])) {
    for (const figure of readFigures(text, lang)) tokens.add(`${where}#${figure}`)
    for (const word of text.match(/\p{L}{3,}/gu) ?? []) tokens.add(`${where} ${fold(word)}`)
  }
  return tokens
}

/**
 * How well each translated item matches each English item: `scores[i][j]`, the tokens translated item i shares with
 * English item j, each weighing 1 / (the number of English items holding it), nothing when every English item does.
 */
export function itemMatchScores(
  en: readonly unknown[],
  tr: readonly unknown[],
  of: Rule,
  lang: ContentLang,
  readFigures: FigureReader,
): number[][] {
  const holders = new Map<string, number[]>()
  en.forEach((item, j) => {
    for (const token of itemTokens(item, of, SOURCE_LANG, readFigures)) holders.set(token, [...(holders.get(token) ?? []), j])
  })
  return tr.map((item) => {
    const row = en.map(() => 0)
    for (const token of itemTokens(item, of, lang, readFigures)) {
      const js = holders.get(token)
      if (js && js.length < en.length) for (const j of js) row[j] += 1 / js.length
    }
    return row
  })
}

/** The start of an English item, to name it in a message: its title, label, heading… or its first text. */
function firstWords(item: unknown, rule: Rule): string {
  const named = isRecord(item)
    ? ["title", "label", "heading", "name", "question", "text"].map((k) => item[k]).find((v) => typeof v === "string")
    : undefined
  const text = (typeof named === "string" ? named : (textsOf(item, rule, "", [])[0]?.[1] ?? "")).trim().replace(/\s+/g, " ")
  return text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text
}

/**
 * The items of a translated list (`field`, in `lang`) that read like another English item than their own, each named
 * `field[i]`. The lists must be of the same length (the caller reports another length).
 */
export function listOrderErrors(
  en: readonly unknown[],
  tr: readonly unknown[],
  of: Rule,
  field: string,
  lang: ContentLang,
  readFigures: FigureReader,
): ContentError[] {
  if (en.length < 2 || tr.length !== en.length) return []
  const source = LANGUAGES[SOURCE_LANG].englishName
  const errors: ContentError[] = []
  itemMatchScores(en, tr, of, lang, readFigures).forEach((row, i) => {
    const others = row.map((score, j) => ({ score, j })).filter(({ j }) => j !== i)
    const best = others.reduce((a, b) => (b.score > a.score ? b : a))
    // a tie between two other items says the item is not its own, but not which it is: no message rather than a wrong one
    const unique = others.every(({ score, j }) => j === best.j || score < best.score)
    if (!unique || best.score - row[i] < LIST_ORDER_MARGIN - 1e-9) return
    errors.push({
      field: `${field}[${i}]`,
      // the items' figures, types and pictures then differ from the English items at their places: one fault
      covers: field,
      message:
        `reads like the ${source} item ${best.j + 1} ("${firstWords(en[best.j], of)}"), not item ${i + 1} ("${firstWords(en[i], of)}"): ` +
        `the items of this list are in the ${source} order, which keeps each one's pictures, links and figures; move it back to place ${best.j + 1}`,
    })
  })
  return errors
}
