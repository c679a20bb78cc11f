import { CONTENT_KINDS, type ContentKind } from "../content-model"
import { cmsCollectionName } from "../content-model/cms-config"
import {
  mergeTranslation,
  SOURCE_LANG,
  splitLangFile,
  translationErrors,
  TRANSLATED_LANGS,
  type ContentLang,
} from "../lib/content/content-i18n"
import { validate, type ContentError } from "../lib/content/content-schema"
import { withSlug } from "../lib/content/slugify"
import { describeField } from "../lib/content/describe-field"
import { checksTypography, frenchTypographyProblems } from "../lib/content/french-typography-check"

/**
 * The build's own content checks, run by the editor before it saves (a `preSave` listener, src/cms/cms.tsx): the
 * editor checks each field's required flag, pattern and bounds, and knows nothing of what the build asks of several
 * fields together or of a translation against its English side.
 * What the editor cannot know (a picture that exists, a value unique across files) is left to the build and to
 * `npm run check:content`.
 */
export interface EntryToCheck {
  /** the editor's collection name ("blog", "home", …) */
  collection: string
  /** the entry's file ("data/home.fr.json"): a single file's language is read from it */
  path?: string
  data: unknown
  /** a side-by-side item's translations, by language */
  i18n?: Partial<Record<ContentLang, unknown>>
}

const kindOf = (collection: string): ContentKind | undefined => CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)
/** A problem that would stop the build: the side and the field (for the editor to mark it), and the line it reads. */
export interface EntryProblem {
  lang: ContentLang
  /** the field's code path: `specs[1].value` */
  field: string
  /** "Specs, row 2 (Installation on site), French side [specs[1].value]: gives the figures …": the field in the maintainer's words, its code path in brackets */
  text: string
}

const lines = (kind: ContentKind, lang: ContentLang, doc: unknown, errors: ContentError[]): EntryProblem[] =>
  errors.map((e) => ({
    lang,
    field: e.field,
    text: `${describeField(e.field, kind.schema, doc, lang, { sourceSide: true })} [${e.field}]: ${e.message}`,
  }))

/** One line per problem that would stop the build, naming the language and the field; empty when the entry can be saved. */
export const entryProblems = (entry: EntryToCheck): string[] => entryProblemList(entry).map((p) => p.text)

/** The problems that would stop the build, each with its side and field; empty when the entry can be saved. */
export function entryProblemList({ collection, path, data, i18n }: EntryToCheck): EntryProblem[] {
  const kind = kindOf(collection)
  if (!kind) return []
  const single = "file" in kind.source
  // a single file's French entry holds only its words: the build checks it against the English file, and its
  // typography here (issue 41, src/lib/content/french-typography-check.ts)
  const sideLang = single && path ? splitLangFile(path.replace(/^.*\//, "")).lang : undefined
  if (single && path && sideLang !== SOURCE_LANG)
    return sideLang && checksTypography(sideLang) ? lines(kind, sideLang, data, frenchTypographyProblems(data, kind.schema)) : []
  const schemaErrors = validate(data, kind.schema)
  // the rules that read several fields together, once the English side is well formed (as the build runs them)
  const english = schemaErrors.length || !kind.crossFieldErrors ? schemaErrors : kind.crossFieldErrors(data as Record<string, unknown>)
  const problems = lines(kind, SOURCE_LANG, data, english)
  if (single) return problems
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
  }
  return problems
}

/** What the editor says when it refuses to save: in French (the editor's language), then the problems as the build names them. */
export const refusal = (problems: string[]): string =>
  `Non enregistré : la construction du site s'arrêterait sur ${problems.length === 1 ? "ce point" : "ces points"}. Not saved: the site's build would stop on ${problems.length === 1 ? "this" : "these"}. ${problems.join("; ")}`
