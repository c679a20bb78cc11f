/**
 * Figures left behind: a figure changed in one field of an item ("1 to 3 days" became "2 to 4 days" in a spec row)
 * that still appears with its old value in another field of the same file (the pitch, an intro paragraph, the SEO
 * description). Pure: it compares a content file's last committed version with the file as it is now; the git
 * access is `npm run check:content`'s (tools/content/lib/committed-versions.cjs). A warning, not an error: a "3" that
 * stays may be another three.
 */
import { joinList } from "../../i18n/join-list"
import type { Fields, Rule } from "./content-schema"
import { figuresIn, type ContentLang } from "./content-i18n"

/** A text field of a document: its code path (`specs[1].value`) and its text. */
interface TextField {
  field: string
  text: string
}

const join = (base: string, key: string | number): string => (typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key)
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * The fields a reader reads, in the model's order: the translated texts (`t.text`; not ids, slugs, paths, links, dates
 * or the shared values of `t.string`).
 */
export function textFields(doc: unknown, fields: Fields): TextField[] {
  const out: TextField[] = []
  const visit = (value: unknown, rule: Rule, field: string): void => {
    if (value === undefined || value === null) return
    switch (rule.kind) {
      case "string":
        if (typeof value === "string" && rule.i18n === "translate" && !rule.format && !rule.pattern && !rule.perLanguage)
          out.push({ field, text: value })
        return
      case "array":
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, rule.of, join(field, i)))
        return
      case "object":
        if (isRecord(value)) visitFields(value, rule.fields, field)
        return
      case "union": {
        const variant = isRecord(value) ? rule.variants[String(value[rule.discriminator])] : undefined
        if (variant && isRecord(value)) visitFields(value, variant, field)
        return
      }
      default:
        return
    }
  }
  const visitFields = (record: Record<string, unknown>, f: Fields, base: string) => {
    for (const [key, rule] of Object.entries(f)) visit(record[key], rule, join(base, key))
  }
  if (isRecord(doc)) visitFields(doc, fields, "")
  return out
}

/** The figures of `before` that `after` no longer has, each once, in their order in `before` (multiset difference). */
export function lostFigures(before: string[], after: string[]): string[] {
  const left = [...after]
  const lost: string[] = []
  for (const figure of before) {
    const i = left.indexOf(figure)
    if (i >= 0) left.splice(i, 1)
    else if (!lost.includes(figure)) lost.push(figure)
  }
  return lost
}

/** True when `run` appears in `figures` as consecutive entries, in its order. */
export const hasRun = (figures: string[], run: string[]): boolean => figures.some((_, i) => run.every((n, j) => figures[i + j] === n))

export interface StaleFigure {
  /** the field whose figures changed (code path) */
  field: string
  before: string
  after: string
  /** the figures `after` gives that `before` did not */
  added: string[]
  /** the old figures still found elsewhere, and where (code paths, in the model's order) */
  figures: string[]
  elsewhere: string[]
}

/**
 * Each field whose figures changed between the committed file (`before`) and the file now (`after`), with the old
 * figures that other fields of the file still give. A field whose changed figures appear nowhere else is not listed.
 */
export function staleFigures(before: unknown, after: unknown, fields: Fields, lang: ContentLang): StaleFigure[] {
  const was = new Map(textFields(before, fields).map((f) => [f.field, f.text]))
  const now = textFields(after, fields).map((f) => ({ ...f, figures: figuresIn(f.text, lang) }))
  const out: StaleFigure[] = []
  for (const { field, text, figures } of now) {
    const old = was.get(field)
    if (old === undefined || old === text) continue
    const oldFigures = figuresIn(old, lang)
    const lost = lostFigures(oldFigures, figures)
    if (!lost.length) continue
    const others = now.filter((f) => f.field !== field)
    // "1 to 3 days" lost 1 and 3: the fields that still give 1 then 3 ("installed in 1 to 3 days"), not every "Size 1"
    // and "Size 3"; when none does, each field that still gives one of them
    const together = lost.length > 1 ? others.filter((f) => hasRun(f.figures, lost)) : []
    const elsewhere = together.length ? together : others.filter((f) => f.figures.some((n) => lost.includes(n)))
    if (!elsewhere.length) continue
    const still = lost.filter((n) => elsewhere.some((f) => f.figures.includes(n)))
    const added = lostFigures(figures, oldFigures)
    out.push({ field, before: old, after: text, added, figures: still, elsewhere: elsewhere.map((f) => f.field) })
  }
  return out
}

/** "1" and "3"; "1", "3" and "5". */
const andList = (items: string[]): string => joinList(items, " and ")

const SHOWN = 60

/** A text as the warning quotes it: whole when short, else the part around its first changed figure. */
function quote(text: string, around?: string): string {
  if (text.length <= SHOWN) return JSON.stringify(text)
  const at = around ? Math.max(0, text.search(new RegExp(`(?<![\\d.,])${around.replace(".", "[.,]")}(?![\\d])`))) : 0
  const start = Math.max(0, at - SHOWN / 2)
  const part = text.slice(start, start + SHOWN).trim()
  return JSON.stringify(`${start > 0 ? "…" : ""}${part}${start + SHOWN < text.length ? "…" : ""}`)
}

/**
 * The maintainer's warning for each stale figure: `data/products/apple-cabins.en.json: "1 to 3 days" became "2 to 4
 * days" in Specs, row 2 (Installation on site), but "1" and "3" still appear in: Pitch, Intro paragraph 2, SEO
 * description. Check them.` `describe` names a field in the maintainer's words (a code path by default).
 */
export function staleFigureWarnings(file: string, stale: StaleFigure[], describe: (field: string) => string = (field) => field): string[] {
  return stale.map(({ field, before, after, added, figures, elsewhere }) => {
    const places = elsewhere.map(describe)
    // "Specs, row 2 (Installation on site)" holds a comma: the places are then parted by semicolons
    const list = places.join(places.some((p) => p.includes(",")) ? "; " : ", ")
    return (
      `${file}: ${quote(before, figures[0])} became ${quote(after, added[0])} in ${describe(field)}, but ` +
      `${andList(figures.map((n) => JSON.stringify(n)))} still ${figures.length > 1 ? "appear" : "appears"} in: ` +
      `${list}. Check ${elsewhere.length > 1 ? "them" : "it"}.`
    )
  })
}
