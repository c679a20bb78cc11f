/**
 * Loads a language's interface words in the browser, each language a chunk of its own (webpackChunkName
 * "ui-<code>"): an English page no longer carries the French words and the French typography, nor a French page
 * the English words. The after-paint loader starts the page's language's chunk with the bundles
 * (src/gatsby/overrides/bundles-after-paint.ts), so its import() below finds it there; gatsby-browser waits for
 * it before the page starts, and before a client-side navigation to a page of another language.
 */
import { hasUi, provideUi, uiFor, type Lang, type UiStrings } from "."

/** Each language's chunk (a language of src/i18n/languages.ts without its loader is a type error). */
const CHUNKS: Record<Lang, () => Promise<UiStrings>> = {
  en: () => import(/* webpackChunkName: "ui-en" */ "./en").then((m) => m.en),
  fr: () => import(/* webpackChunkName: "ui-fr" */ "./fr").then((m) => m.fr),
}

const loading: Partial<Record<Lang, Promise<UiStrings>>> = {}

/** A language's words, loaded once; at once when they are here. A failed load may be tried again. */
export function loadUi(lang: Lang): Promise<UiStrings> {
  if (hasUi(lang)) return Promise.resolve(uiFor(lang))
  return (loading[lang] ??= CHUNKS[lang]().then(
    (words) => {
      provideUi(lang, words)
      return words
    },
    (error: unknown) => {
      delete loading[lang]
      throw error
    },
  ))
}
