import type { ContentKind } from "../content-model"
import { SOURCE_LANG } from "../lib/content/content-i18n"
import { sideOf } from "./loaded-content"

/**
 * The entry lists in the interface's language (issue 54 H): the editor (Sveltia CMS) names each item of a list by its
 * English file's fields, « Apple Cabin » in a French interface. Each English file it reads is given, under a key of its
 * own (`__kaz.__sc_name_fr`: the editor never writes a key named `__sc_…`), the item's French title or name; the
 * collections' summaries show it in a French interface (src/content-model/cms-config.ts), the English one when there
 * is none (a new item before its first save). The French names come from data/ as the editor was built (the editor
 * reads the files without their names, so it cannot pair them itself), and from each save since.
 */
export const NAME_GROUP = "__kaz"
export const NAME_KEY = "__sc_name_fr"

/** French names by collection, then by the item's English id (or path, for a kind without id). */
export type FrenchNames = Record<string, Record<string, string>>

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

/** A collection's summary template showing the French name, or the English `field` where there is none. */
export const frenchNameSummary = (field: string): string => `{{${NAME_GROUP}.${NAME_KEY} | default('{{${field}}}')}}`
