/**
 * Facts that must agree across a product's texts (issue 57): a model's floor area in prose ("56.7 m² unfolded",
 * "family homes of 75 to 120 m²") must be one its spec rows or its planner figures give, so that a page never says
 * « dès 93 m² » of a villa the planner offers from 75 m². Pure: the content check runs `productFactErrors` on each English product file (the
 * build, `npm run check:content` and the editor's pre-save check: src/content-model/index.ts) and
 * `crossFileFactErrors` on the other files that name a model's area (the home page's model cards, the featured pages),
 * which the build and check:content read together (src/gatsby/content/validate-content.ts). A translation needs no check
 * of its own: its figures are the English ones (translationErrors, src/lib/content/content-i18n.ts).
 */
import type { ContentError } from "./content-schema"
import { figuresIn, SOURCE_LANG } from "./content-i18n"

type Doc = Record<string, unknown>
const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)

/**
 * A run of figures that ends in m², as English writes areas and lists of areas: "36.54 m²", "13, 19.8 and 26 m²",
 * "75 to 120 m²", "18-35 m²". Figures with a thousands comma ("1,200 m²") are read as one number (figuresIn).
 */
const AREA_RUN = /\d[\d,.]*(?:\s*(?:,|or|and|to|-|–)\s*\d[\d,.]*)*\s*m²(?![\w³])/g
/** A figure of a run that is not an area of the model: "per container" and the like come after it, never before. */
const NOT_AN_AREA_AFTER = /^\s*(?:per|a|of roof|of panels)\b/

/** The areas a text gives, in m², in order ("13, 19.8 and 26 m²" gives 13, 19.8, 26). */
export function areasIn(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(AREA_RUN)) {
    if (NOT_AN_AREA_AFTER.test(text.slice(m.index + m[0].length))) continue
    const figures = figuresIn(m[0], SOURCE_LANG).map(Number)
    // "13, 19.8 and 26 m²" is a list; "Size 1, 13 m²" is a number, then an area
    out.push(...(/\b(?:or|and|to)\b|[-–]/.test(m[0]) ? figures : figures.slice(-1)))
  }
  return out
}

/** Every area a product's own figures give: its spec rows' m² and its planner's area, sizes and floor-area range. */
export function modelAreas(doc: unknown): Set<number> {
  const areas = new Set<number>()
  if (!isRecord(doc)) return areas
  for (const row of Array.isArray(doc.specs) ? doc.specs : [])
    if (isRecord(row) && typeof row.value === "string") for (const a of areasIn(row.value)) areas.add(a)
  const planner = isRecord(doc.planner) ? doc.planner : {}
  if (isNumber(planner.area)) areas.add(planner.area)
  for (const s of Array.isArray(planner.sizes) ? planner.sizes : []) if (isNumber(s)) areas.add(s)
  const range = isRecord(planner.floorArea) ? planner.floorArea : {}
  for (const end of ["min", "max", "default"]) if (isNumber(range[end])) areas.add(range[end] as number)
  return areas
}

/** Every text of a value with its dotted path (gallery[2].alt), leaving out the fields `skip` names at the top. */
function textsOf(v: unknown, path: string, skip: ReadonlySet<string>): [string, string][] {
  if (typeof v === "string") return [[path, v]]
  if (Array.isArray(v)) return v.flatMap((x, i) => textsOf(x, `${path}[${i}]`, skip))
  if (isRecord(v)) return Object.entries(v).flatMap(([k, x]) => (!path && skip.has(k) ? [] : textsOf(x, path ? `${path}.${k}` : k, skip)))
  return []
}

const list = (values: Iterable<number>) =>
  [...values]
    .sort((a, b) => a - b)
    .map((a) => `${a} m²`)
    .join(", ")

/** "from 93 m²" (not "from 36.54 to 74.34 m²"): a smallest area; "up to 35 m²": a largest. */
const FROM_AREA = /\b(from|starting at|up to)\s+(\d[\d,.]*)\s*m²(?![\w³])/gi

/**
 * The errors of the texts that give areas `given` does not hold, or that call an area the smallest ("from 93 m²")
 * or the largest ("up to 35 m²") when `given` has a smaller or a larger one; each names the field and the figures.
 */
function areaErrors(texts: [string, string][], given: Set<number>, whose: string): ContentError[] {
  const errors: ContentError[] = []
  const [min, max] = [Math.min(...given), Math.max(...given)]
  for (const [field, text] of texts) {
    const wrong = [...new Set(areasIn(text).filter((a) => !given.has(a)))]
    if (wrong.length)
      errors.push({
        field,
        message: `gives ${list(wrong)}, which ${wrong.length > 1 ? "are" : "is"} none of ${whose} areas (${list(given)}, from its spec rows and its planner figures): write one of these, or correct the spec rows`,
      })
    else
      for (const m of text.matchAll(FROM_AREA)) {
        const area = Number(figuresIn(m[2], SOURCE_LANG)[0])
        const upTo = /^up to$/i.test(m[1])
        if ((!upTo && area > min) || (upTo && area < max))
          errors.push({
            field,
            message: `says "${m[0]}", but ${whose} areas run from ${min} m² to ${max} m² (its spec rows and its planner figures): write "${upTo ? `up to ${max}` : `from ${min}`} m²" or the range`,
          })
      }
  }
  return errors
}

/**
 * The errors of a product's English file:
 * an area in its prose (pitch, size range, description, intro, sections, alternative texts, options; every text but
 * the spec rows and the planner) that none of its spec rows nor its planner figures give. (The units per container a
 * spec row gives are held against the planner's by keyFactsErrors, src/lib/content/key-facts-check.ts.)
 */
export function productFactErrors(doc: unknown): ContentError[] {
  if (!isRecord(doc)) return []
  return areaErrors(textsOf(doc, "", new Set(["specs", "planner", "path", "name"])), modelAreas(doc), "the model's")
}

/** A content file, parsed, as the cross-file check reads it: its path under data/ and its English document. */
export interface ContentDoc {
  file: string
  doc: unknown
}

/**
 * The errors of the files that give a model's area away from its product file, each with the file: the home page's
 * model cards (a card's subtitle and description give the areas of the product its `path` opens) and the featured
 * pages (the product their `productPath` opens). A card or page of a family of models under one folder (the expandable
 * houses, /expandable-container-house/20ft, 30ft, 40ft) may give the areas of any of them.
 */
export function crossFileFactErrors(docs: readonly ContentDoc[]): (ContentError & { file: string })[] {
  const products = docs.filter((d) => /^products\/[^/]+\.en\.json$/.test(d.file) && isRecord(d.doc))
  /** The areas of the product a path opens and of the models beside it under the same folder (/expandable-container-house/…). */
  const areasUnder = (path: unknown): Set<number> | null => {
    if (typeof path !== "string") return null
    const folder = (p: string) => p.replace(/^\/+/, "").split("/")[0]
    if (!products.some((p) => (p.doc as Doc).path === path.replace(/\/+$/, ""))) return null
    const family = products.filter((p) => typeof (p.doc as Doc).path === "string" && folder((p.doc as Doc).path as string) === folder(path))
    return new Set(family.flatMap((p) => [...modelAreas(p.doc)]))
  }
  const errors: (ContentError & { file: string })[] = []
  for (const { file, doc } of docs) {
    if (!isRecord(doc)) continue
    if (file === "home.en.json" && isRecord(doc.models) && Array.isArray(doc.models.cards))
      doc.models.cards.forEach((card, i) => {
        if (!isRecord(card)) return
        const given = areasUnder(card.path)
        if (!given) return
        const texts = (["subtitle", "description"] as const)
          .filter((k) => typeof card[k] === "string")
          .map((k): [string, string] => [`models.cards[${i}].${k}`, card[k] as string])
        errors.push(...areaErrors(texts, given, `${card.path}'s`).map((e) => ({ ...e, file })))
      })
    if (/^featured\/[^/]+\.en\.json$/.test(file)) {
      const given = areasUnder(doc.productPath)
      if (given)
        errors.push(
          ...areaErrors(textsOf(doc, "", new Set(["path", "sidebar"])), given, `the featured model's`).map((e) => ({ ...e, file })),
        )
    }
  }
  return errors
}
