import type { ContentKind } from "../content-model"
import { isTranslated, SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../lib/content/content-i18n"
import type { LoadedItems } from "./entry-check"

/**
 * The items of each collection as the editor read them (its custom format's `fromFile`, src/cms/cms.tsx, sees every
 * content file as the editor loads the repository, on this computer or on GitHub), and as it saved them since: what
 * a new or duplicated item is checked against before it is saved (src/cms/entry-check.ts). The editor gives the
 * file's text alone, not its name, so the language is read from the content: a source-language file holds fields
 * every language shares (an id, a picture), a translation only translated ones. An item changed in this session is
 * known under its new values too (its earlier values are not forgotten: a rare false clash, never a missed one).
 */
type Doc = Record<string, unknown>
const loaded = new Map<string, { [lang: string]: Doc[] }>()

const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)

/** The language side of a content file of `kind`: the source language when it holds a shared field. */
export function sideOf(kind: ContentKind, doc: Doc): ContentLang {
  const shared = Object.keys(doc).some((key) => kind.schema[key] && !isTranslated(kind.schema[key]))
  // one translated language on this site; with more, a translation file would have to name its language
  return shared ? SOURCE_LANG : TRANSLATED_LANGS[0]
}

/** Records a file of `kind` the editor read or wrote, on its language's side (or `lang`, when known). */
export function recordItem(kind: ContentKind, doc: unknown, lang?: ContentLang): void {
  if (!isRecord(doc) || !("dir" in kind.source)) return
  const sides = loaded.get(kind.typeName) ?? {}
  loaded.set(kind.typeName, sides)
  ;(sides[lang ?? sideOf(kind, doc)] ??= []).push(doc)
}

/** Every item of `kind` read or saved in this session, by language. */
export const loadedItems = (kind: ContentKind): LoadedItems => ({ ...(loaded.get(kind.typeName) ?? {}) })

/** Forgets every item (tests). */
export const forgetItems = (): void => loaded.clear()
