import { CONTENT_KINDS } from "../content-model"
import { cmsCollectionName, withoutUnsetFlags, type CmsConfig } from "../content-model/cms-config"
import { SOURCE_LANG, TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { asWritten, entryFields } from "./as-written"
import { entryProblemList, pictureAltProblems, type EntryProblem, type LoadedItems } from "./entry-check"
import type { OpenedEntry } from "./opened-entry"
import { plain, type ImmutableLike } from "./immutable"

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
): EntryProblem[] {
  const collection = String(entry.get("collection"))
  const path = String(entry.get("path") ?? "")
  const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)
  if (!kind) return []
  const fields = entryFields(config.collections, collection, path)
  const written = (data: unknown) => withoutUnsetFlags(asWritten(plain(data), fields), kind.schema)
  const data = written(entry.get("data"))
  const i18n = Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, written(entry.getIn(["i18n", lang, "data"]))]))
  const problems = entryProblemList({ collection, data, i18n, ...(entry.get("newRecord") === true ? { others: loaded(kind) } : {}) })
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
