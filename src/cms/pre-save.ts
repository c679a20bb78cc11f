import { CONTENT_KINDS } from "../content-model"
import { cmsCollectionName, libraryFromFile, withoutUnsetFlags, type CmsConfig } from "../content-model/cms-config"
import { SOURCE_LANG, TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { asWritten, entryFields } from "./as-written"
import { entryProblemList, pictureAltProblems, pictureSubjectProblems, type EntryProblem, type LoadedItems } from "./entry-check"
import type { ImageLookup } from "../lib/content/image-subjects"
import type { OpenedEntry } from "./opened-entry"
import { plain, type ImmutableLike } from "./immutable"
import { libraryPictureFixes, withFixes, type PictureFix } from "./library-pictures"

/**
 * What the editor's `preSave` listener checks (src/cms/cms.tsx): the entry it hands over (its memory of the entry,
 * an Immutable map) turned into what the files will hold (src/cms/as-written.ts, and our writer's own rule:
 * cms-config.ts withoutUnsetFlags), then the build's checks (src/cms/entry-check.ts); a new item (created or
 * duplicated) against the items the editor read (`loaded`). Pure but for what `loaded` returns.
 */
export function problemsBeforeSaving(
  config: Pick<CmsConfig, "collections">,
  entry: ImmutableLike,
  loaded: (kind: (typeof CONTENT_KINDS)[number]) => LoadedItems,
  opened?: (path: string) => OpenedEntry | undefined,
  depicted?: ImageLookup,
): EntryProblem[] {
  const collection = String(entry.get("collection"))
  const path = String(entry.get("path") ?? "")
  const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)
  if (!kind) return []
  const fields = entryFields(config.collections, collection, path)
  const from = libraryFrom(config, collection)
  // a picture picked from the whole library is checked as the listener writes it (pictureFixes)
  const written = (data: unknown) => {
    const plainData = plain(data)
    return withoutUnsetFlags(asWritten(withFixes(plainData, libraryPictureFixes(plainData, fields, from)), fields), kind.schema)
  }
  const data = written(entry.get("data"))
  const i18n = Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, written(entry.getIn(["i18n", lang, "data"]))]))
  const problems = entryProblemList({ collection, data, i18n, ...(entry.get("newRecord") === true ? { others: loaded(kind) } : {}) })
  // a generated picture of another product (the build's picture-subject check), on a well-formed entry
  if (depicted && !problems.length) problems.push(...pictureSubjectProblems(collection, data, depicted))
  // a picture replaced while its descriptions still tell of the old one, against the entry as it was opened (an item's
  // or a single page's: both show every language)
  const before = opened?.(path)
  if (before && !problems.length)
    problems.push(
      ...pictureAltProblems(
        collection,
        { [SOURCE_LANG]: data, ...i18n },
        Object.fromEntries(Object.entries(before).map(([lang, d]) => [lang, written(d)])),
      ),
    )
  return problems
}

/** The files a save wrote, as data by language: to know them as items of their collection (src/cms/loaded-content.ts). */
export function savedData(
  config: Pick<CmsConfig, "collections">,
  entry: ImmutableLike,
): Array<{ lang?: string; data: Record<string, unknown> }> {
  const collection = String(entry.get("collection"))
  const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)
  if (!kind || !("dir" in kind.source)) return []
  const fields = entryFields(config.collections, collection, String(entry.get("path") ?? ""))
  return [
    { data: asWritten(plain(entry.get("data")), fields) },
    ...TRANSLATED_LANGS.map((lang) => ({ lang, data: asWritten(plain(entry.getIn(["i18n", lang, "data"])), fields) })),
  ]
}

const libraryFrom = (config: Pick<CmsConfig, "collections">, collection: string): string =>
  libraryFromFile(config.collections.find((c) => c.name === collection) ?? {})

/**
 * The pictures of an entry picked from the whole library, written from their file (src/cms/library-pictures.ts): for
 * the entry's data ("data") and each translation's ("i18n", lang, "data"), the path in the entry and the value to set.
 */
export function pictureFixes(config: Pick<CmsConfig, "collections">, entry: ImmutableLike): PictureFix[] {
  const collection = String(entry.get("collection"))
  const fields = entryFields(config.collections, collection, String(entry.get("path") ?? ""))
  const from = libraryFrom(config, collection)
  const of = (at: string[]) =>
    libraryPictureFixes(plain(entry.getIn(at)), fields, from).map((fix) => ({ ...fix, path: [...at, ...fix.path] }))
  return [...of(["data"]), ...TRANSLATED_LANGS.flatMap((lang) => (entry.getIn(["i18n", lang, "data"]) ? of(["i18n", lang, "data"]) : []))]
}
