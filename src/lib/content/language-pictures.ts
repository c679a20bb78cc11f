/**
 * How a picture's version in another language is named: beside it, the language before the extension (`plan.svg`,
 * `plan.fr.svg`). A module of its own, small enough for a page's bundle (the contact page picks its map with it);
 * the content pipeline uses it through src/lib/content/image-subjects.ts.
 */
import { SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../../i18n/languages"

/** `../images/x/plan.svg` in French → `../images/x/plan.fr.svg`; the source language's picture keeps its name. */
export const pictureInLanguage = (file: string, lang: ContentLang): string =>
  lang === SOURCE_LANG ? file : file.replace(/(\.[a-z0-9]+)$/i, `.${lang}$1`)

/** `images/x/plan.fr.svg` → `images/x/plan.svg` (the picture it is the French version of); undefined for any other name. */
export function sourceOfLanguagePicture(file: string): string | undefined {
  const m = /^(.*)\.([a-z][a-z0-9-]*)(\.[a-z0-9]+)$/i.exec(file)
  return m && (TRANSLATED_LANGS as readonly string[]).includes(m[2]) ? m[1] + m[3] : undefined
}
