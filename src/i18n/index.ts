import { createContext, useContext } from "react"
import { SOURCE_LANG, type ContentLang } from "./languages"
import type { en } from "./en"

/** The languages the site is written in (src/i18n/languages.ts); PUBLISHED_LANGS says which have pages. */
export type Lang = ContentLang
export const DEFAULT_LANG = SOURCE_LANG

/** Widens the literal types of a strings module so that another language can give other words of the same shape. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> }

/** The shape every language's interface words must have (checked by the type checker). */
export type UiStrings = Widen<typeof en>

/**
 * Each language's interface words, once they are here. A page's JavaScript carries none: the browser loads its
 * page's language as a chunk of its own (./load-ui.ts) before the page starts, and before a navigation to a page of
 * another language; the build, the CMS and the tests have them all (./all.ts).
 */
const PROVIDED: Partial<Record<Lang, UiStrings>> = {}

/** Makes a language's words readable by uiFor and useUi (./load-ui.ts, ./all.ts). */
export function provideUi(lang: Lang, words: UiStrings): void {
  PROVIDED[lang] = words
}

/** Whether a language's words are here. */
export const hasUi = (lang: Lang): boolean => PROVIDED[lang] !== undefined

/** The interface words of a language (for code that has no React context, such as the Head API or the build). */
export function uiFor(lang: Lang): UiStrings {
  const words = PROVIDED[lang]
  if (!words)
    throw new Error(
      `The "${lang}" interface words are not loaded: the browser loads them with loadUi (src/i18n/load-ui.ts), the build and the tests import src/i18n/all.ts`,
    )
  return words
}

/** The language of the page being rendered; provided by the page wrapper from the page context. */
export const LangContext = createContext<Lang>(DEFAULT_LANG)

/** The interface words of the current page's language. */
export const useUi = (): UiStrings => uiFor(useContext(LangContext))
