import { SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../lib/content/content-i18n"
import { plain, type ImmutableLike } from "./immutable"
import { isRecord } from "./as-written"

/**
 * Each entry as it was when the maintainer opened it, by its file: what a save is compared with where the build's
 * checks cannot say (a picture replaced while its description still tells of the old one: src/cms/entry-check.ts
 * pictureAltProblems). The editor hands a save only the entry being saved; its preview is drawn with the entry as it
 * opens, in every language (src/cms/preview-bridge.tsx), which is where it is read. An entry opened without its
 * preview is not known: the comparisons that need it are left out.
 */
export type OpenedEntry = Partial<Record<ContentLang, unknown>>

let opened: { path: string; entry: OpenedEntry } | undefined
const listeners: Array<() => void> = []

/** Calls `listener` each time an entry's opening is remembered (src/cms/entry-title.ts). */
export const onOpened = (listener: () => void): void => {
  listeners.push(listener)
}

/** The languages of an entry handed to a preview: the shown one as `data`, the others under `i18n` (Sveltia). */
function byLanguage(entry: ImmutableLike, shown: ContentLang): OpenedEntry {
  const out: OpenedEntry = { [shown]: plain(entry.get("data")) }
  for (const lang of [SOURCE_LANG, ...TRANSLATED_LANGS] as ContentLang[]) {
    const data = plain(entry.getIn(["i18n", lang, "data"]))
    if (lang !== shown && isRecord(data)) out[lang] = data
  }
  return out
}

/** Called with the entry a preview is first drawn with: the entry as opened, unless it is already known. */
export function rememberOpened(entry: ImmutableLike, shown: ContentLang): void {
  const path = String(entry.get("path") ?? "")
  if (!path || opened?.path === path) return
  opened = { path, entry: byLanguage(entry, shown) }
  for (const listener of listeners) listener()
}

/** The entry of `path` as it was opened, if its preview was drawn; forgotten when the maintainer leaves it. */
export const openedEntry = (path: string): OpenedEntry | undefined => (opened?.path === path ? opened.entry : undefined)

/** The maintainer left the entry (another entry, the list): its next opening is remembered anew. */
export const forgetOpened = (): void => {
  opened = undefined
}

/** The entry opened last, if its preview was drawn since the maintainer came to it. */
export const currentOpened = (): OpenedEntry | undefined => opened?.entry
