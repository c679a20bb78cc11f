import { CONTENT_KINDS, type ContentKind } from "../content-model"
import { cmsCollectionName, cmsSingularLabels, nextFreeId } from "../content-model/cms-config"
import {
  isTranslated,
  mergeTranslation,
  SOURCE_LANG,
  translationErrors,
  TRANSLATED_LANGS,
  type ContentLang,
} from "../lib/content/content-i18n"
import { validate, type ContentError, type Fields } from "../lib/content/content-schema"
import { withSlug } from "../lib/content/slugify"
import { describeField, parseFieldPath } from "../lib/content/describe-field"
import { checksTypography, frenchTypographyProblems } from "../lib/content/french-typography-check"
import { asIs, FRENCH_FIELD_WORDS, plainProblem, q, refusalText, typeset, type PlainProblem } from "./refusal-words"
import { CHOICE_LABELS } from "../content-model/editor-words"
import { imageSubjectMismatches, type ImageLookup } from "../lib/content/image-subjects"
import { isRecord } from "./as-written"

/**
 * The build's own content checks, run by the editor before it saves (a `preSave` listener, src/cms/cms.tsx): the
 * editor checks each field's required flag, pattern and bounds, and knows nothing of what the build asks of several
 * fields together or of a translation against its English side. A new item (created or duplicated) is also checked
 * against the items the editor read: a value the build wants unique (an id, a title, a slug) that another item has.
 * What the editor cannot know (a picture that exists) is left to the build and to `npm run check:content`.
 */
export interface EntryToCheck {
  /** the editor's collection name ("blog", "home", …) */
  collection: string
  data: unknown
  /** the entry's translations, by language (every entry shows its languages side by side) */
  i18n?: Partial<Record<ContentLang, unknown>>
  /** the other items of its collection as the editor read them, for a new item: its values must differ from theirs */
  others?: LoadedItems
}

/** The items of a collection the editor read, each language's files apart (src/cms/loaded-content.ts). */
export type LoadedItems = Partial<Record<ContentLang, ReadonlyArray<Record<string, unknown>>>>

const kindOf = (collection: string): ContentKind | undefined => CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)

/** A problem that would stop the build: the side and the field (for the editor to mark it), and how it is said. */
export interface EntryProblem extends PlainProblem {
  lang: ContentLang
  /** the field's code path: `specs[1].value` */
  field: string
  /** the build's own message, for developers ("Specs, row 2 (…), French side [specs[1].value]: gives the figures …") */
  developer: string
}

const lines = (kind: ContentKind, lang: ContentLang, doc: unknown, errors: ContentError[]): EntryProblem[] =>
  errors.map((e) => ({
    lang,
    field: e.field,
    developer: `${describeField(e.field, kind.schema, doc, lang, { sourceSide: true })} [${e.field}]: ${e.message}`,
    ...plainProblem(e, kind.schema, doc, lang),
  }))

/** The build's lines (developers' words) of the problems that would stop it; empty when the entry can be saved. */
export const entryProblems = (entry: EntryToCheck): string[] => entryProblemList(entry).map((p) => p.developer)

/** The problems that would stop the build, each with its side and field; empty when the entry can be saved. */
export function entryProblemList({ collection, data, i18n, others }: EntryToCheck): EntryProblem[] {
  const kind = kindOf(collection)
  if (!kind) return []
  const schemaErrors = validate(data, kind.schema)
  // the rules that read several fields together, once the English side is well formed (as the build runs them)
  const english = schemaErrors.length || !kind.crossFieldErrors ? schemaErrors : kind.crossFieldErrors(data as Record<string, unknown>)
  const problems = lines(kind, SOURCE_LANG, data, english)
  if (others) problems.push(...clashes(kind, SOURCE_LANG, data, others[SOURCE_LANG] ?? []))
  const told = new Set(english.map((e) => `${e.field} ${e.message}`))
  for (const lang of TRANSLATED_LANGS) {
    const tr = i18n?.[lang] ?? {}
    const structure = translationErrors(data, tr, kind.schema, lang)
    // a slug left empty is made from the title, as the build does
    const merged = withSlug(kind.pageKind, mergeTranslation(data, tr, kind.schema)).doc
    const errors = structure.length ? structure : validate(merged, kind.schema).filter((e) => !told.has(`${e.field} ${e.message}`))
    problems.push(...lines(kind, lang, merged, errors))
    // the side's words as the site would show them, in its typography (issue 41)
    if (checksTypography(lang)) problems.push(...lines(kind, lang, merged, frenchTypographyProblems(tr, kind.schema)))
    if (others && !structure.length) problems.push(...clashes(kind, lang, merged, others[lang] ?? []))
  }
  return problems
}

/** An item as a maintainer knows it: its title, name or path. */
const nameOf = (doc: Record<string, unknown>) => String(doc.title ?? doc.name ?? doc.path ?? doc.id ?? "")

/**
 * The values of a new item the build wants unique in its collection and language (the content model's `unique`:
 * ids, titles, slugs, paths, names, orders) that an item the editor read already has, each naming that item.
 */
function clashes(kind: ContentKind, lang: ContentLang, doc: unknown, loaded: ReadonlyArray<Record<string, unknown>>): EntryProblem[] {
  if (!isRecord(doc)) return []
  const { fr: singularFr, en: singularEn } = cmsSingularLabels(kind)
  const problems: EntryProblem[] = []
  for (const field of kind.unique ?? []) {
    // a translation's own values only: a shared one (an id, an order) is told once, on the English side
    if (lang !== SOURCE_LANG && !isTranslated(kind.schema[field])) continue
    const value = doc[field]
    if (value === undefined || value === null || value === "") continue
    const other = loaded.map((d) => withSlug(kind.pageKind, d).doc).find((d) => d[field] === value)
    if (!other) continue
    const fieldFr = describeField(field, kind.schema, doc, lang, { sourceSide: true, words: FRENCH_FIELD_WORDS })
    const fieldEn = describeField(field, kind.schema, doc, lang, { sourceSide: true })
    const next = field === "id" ? nextFreeId(loaded.map((d) => d.id)) : undefined
    const madeFromTitle = field === "slug" && lang !== SOURCE_LANG
    problems.push({
      lang,
      field,
      developer: `${fieldEn} [${field}]: is ${JSON.stringify(value)}, already used by ${singularEn} "${nameOf(other)}"`,
      fr: typeset(
        `${asIs(fieldFr)} : ${q(String(value))} est déjà pris par ${singularFr} ${q(nameOf(other))} : ` +
          (next
            ? `donnez-lui le prochain identifiant libre, ${next}.`
            : madeFromTitle
              ? "changez-le, ou changez le titre dont il est fait."
              : "choisissez-en un autre."),
      ),
      en:
        `${fieldEn}: "${String(value)}" is already taken by the ${singularEn.toLowerCase()} "${nameOf(other)}": ` +
        (next ? `give it the next free id, ${next}.` : madeFromTitle ? "change it, or the title it is made from." : "choose another one."),
    })
  }
  return problems
}

/** A product (or the expandable range) as the editor's choices name it: { fr: "Cabine Apple", en: "Apple cabin" }. */
const subjectWords = (subject: string): { fr: string; en: string } => ({
  fr: CHOICE_LABELS[subject]?.fr ?? subject,
  en: CHOICE_LABELS[subject]?.en ?? subject,
})

/**
 * The build's picture-subject check (src/lib/content/image-subjects.ts) before saving: a generated picture of another
 * product on a product page, a featured page or a home page slide (a picture picked from the library, most often).
 * `depicted` answers for the generated pictures the editor was built with (CmsDefaults.depictions).
 */
export function pictureSubjectProblems(collection: string, data: unknown, depicted: ImageLookup): EntryProblem[] {
  const kind = kindOf(collection)
  if (!kind) return []
  // the file as the check names it: its folder and language are what it reads ("products/….en.json", "home.en.json")
  const file = "dir" in kind.source ? `${kind.source.dir}/entry.json` : kind.source.file
  const rel = file.replace(/\.json$/, `.${SOURCE_LANG}.json`)
  return imageSubjectMismatches(rel, data, depicted).map(({ field, depicted: shows, subject, on }) => {
    const [pictureFr, pictureEn] = [subjectWords(shows).fr, subjectWords(shows).en]
    const [aboutFr, aboutEn] = [subjectWords(subject).fr, subjectWords(subject).en]
    const where = describeField(field, kind.schema, data, SOURCE_LANG, { sourceSide: true, words: FRENCH_FIELD_WORDS })
    const whereEn = describeField(field, kind.schema, data, SOURCE_LANG, { sourceSide: true })
    return {
      lang: SOURCE_LANG,
      field,
      developer: `${whereEn} [${field}]: depicts ${shows} but the ${on} is about ${subject}`,
      fr: typeset(
        `${asIs(where)} : l’image montre ${q(pictureFr)}, mais ${on === "slide" ? "la diapositive présente" : "la page présente"} ${q(aboutFr)} : ` +
          (on === "slide"
            ? "choisissez une image de ce produit, ou changez le produit de la diapositive."
            : "choisissez une image de ce produit."),
      ),
      en:
        `${whereEn}: the picture shows "${pictureEn}", but the ${on} is about "${aboutEn}": ` +
        (on === "slide" ? "choose a picture of that product, or change the slide's product." : "choose a picture of that product."),
    }
  })
}

/** What the editor says when it refuses to save: nothing was written, then each problem, French then English. */
export const refusal = (problems: readonly PlainProblem[]): string => refusalText(problems)

/** Each picture of a document with the description beside it: their field paths and the picture's file. */
function picturesWithAlt(doc: unknown, fields: Fields, base = ""): Array<{ file: string; alt: string; value: string }> {
  if (!isRecord(doc)) return []
  const out: Array<{ file: string; alt: string; value: string }> = []
  const at = (key: string) => (base ? `${base}.${key}` : key)
  for (const [key, rule] of Object.entries(fields)) {
    const value = doc[key]
    if (rule.kind === "file" && typeof value === "string" && fields.alt) out.push({ file: at(key), alt: at("alt"), value })
    if (rule.kind === "object") out.push(...picturesWithAlt(value, rule.fields, at(key)))
    if (rule.kind === "array" && Array.isArray(value))
      value.forEach((item, i) => {
        const of = rule.of
        const itemFields =
          of.kind === "object" ? of.fields : of.kind === "union" && isRecord(item) ? of.variants[String(item[of.discriminator])] : undefined
        if (itemFields) out.push(...picturesWithAlt(item, itemFields, `${at(key)}[${i}]`))
      })
  }
  return out
}

/** The value at a field path (`gallery[2].alt`) of a document. */
const valueAt = (doc: unknown, field: string): unknown =>
  parseFieldPath(field).reduce<unknown>(
    (v, k) => (typeof k === "number" ? (Array.isArray(v) ? v[k] : undefined) : isRecord(v) ? v[k] : undefined),
    doc,
  )

/**
 * A picture replaced (issue 54 I: a photograph over a drawing) whose description, in a language, is still the one the
 * entry had when it was opened: it describes the old picture. `now` and `opened` are the entry's files by language.
 */
export function pictureAltProblems(
  collection: string,
  now: Partial<Record<ContentLang, unknown>>,
  opened: Partial<Record<ContentLang, unknown>>,
): EntryProblem[] {
  const kind = kindOf(collection)
  if (!kind || !opened[SOURCE_LANG]) return []
  const before = picturesWithAlt(opened[SOURCE_LANG], kind.schema)
  const oldFiles = new Set(before.map((p) => p.value))
  const problems: EntryProblem[] = []
  for (const picture of picturesWithAlt(now[SOURCE_LANG], kind.schema)) {
    if (oldFiles.has(picture.value)) continue
    for (const lang of [SOURCE_LANG, ...TRANSLATED_LANGS] as ContentLang[]) {
      const alt = valueAt(now[lang], picture.alt)
      const oldAlts = new Set(before.map((p) => valueAt(opened[lang], p.alt)).filter((v) => typeof v === "string"))
      if (typeof alt !== "string" || !oldAlts.has(alt)) continue
      const doc = lang === SOURCE_LANG ? now[lang] : mergeTranslation(now[SOURCE_LANG], now[lang], kind.schema)
      const fieldFr = describeField(picture.alt, kind.schema, doc, lang, { sourceSide: true, words: FRENCH_FIELD_WORDS })
      const fieldEn = describeField(picture.alt, kind.schema, doc, lang, { sourceSide: true })
      problems.push({
        lang,
        field: picture.alt,
        developer: `${fieldEn} [${picture.alt}]: describes the picture ${picture.file} had before it was replaced`,
        fr: typeset(`${asIs(fieldFr)} : l'image a changé, mais ce texte décrit encore l'ancienne : décrivez la nouvelle.`),
        en: `${fieldEn}: the picture changed, but this text still describes the old one: describe the new one.`,
      })
    }
  }
  return problems
}
