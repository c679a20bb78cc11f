import type { ContentKind } from "../content-model"
import { SOURCE_LANG } from "../lib/content/content-i18n"
import { NAME_GROUP, NAME_KEY } from "../content-model/french-names"
import { sideOf } from "./loaded-content"

/**
 * The entry lists in the interface's language (issue 54 H): the editor (Sveltia CMS) names each item of a list by its
 * English file's fields, « Apple Cabin » in a French interface. Each English file it reads is given the item's French
 * title or name under the editor's own key (src/content-model/french-names.ts), which the collections' summaries
 * show. The French names come from data/ as the editor was built (the editor reads the files without their names, so
 * it cannot pair them itself), and from each save since.
 */

type Doc = Record<string, unknown>

/** How an English file is known across languages: its id, or its path for a kind without one. */
export const identityOf = (kind: ContentKind, doc: Doc): string | undefined => {
  const value = kind.schema.id ? doc.id : doc.path
  return typeof value === "string" ? value : undefined
}

/** An item's name in one language's file: its title, or its name. */
export const nameIn = (doc: unknown): string | undefined => {
  const d = doc && typeof doc === "object" ? (doc as Doc) : {}
  const name = d.title ?? d.name
  return typeof name === "string" && name.trim() ? name.trim() : undefined
}

/** An English file as the editor reads it, with its item's French name under the editor's own key (none for a translation or an unknown item). */
export function withFrenchName(kind: ContentKind, doc: Doc, names: Record<string, string> | undefined): Doc {
  if (!("dir" in kind.source) || sideOf(kind, doc) !== SOURCE_LANG) return doc
  const identity = identityOf(kind, doc)
  const name = identity === undefined ? undefined : names?.[identity]
  return name ? { ...doc, [NAME_GROUP]: { [NAME_KEY]: name } } : doc
}
