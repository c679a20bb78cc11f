import { createContext, useContext } from "react"
import { SOURCE_LANG, type ContentLang } from "./languages"
import { en } from "./en"
import { fr } from "./fr"
import { withLazyTypography } from "../lib/content/typography"

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

/** Each language's interface words: its folder src/i18n/<code>/ (a language of src/i18n/languages.ts without one is a type error). */
const SOURCES: Record<Lang, UiStrings> = { en, fr }
const UI: Partial<Record<Lang, UiStrings>> = {}

/** The interface words of a language (for code that has no React context, such as the Head API or the build). */
export const uiFor = (lang: Lang): UiStrings =>
  // French words get their no-break spaces here, each when first read (src/lib/content/typography.ts): the modules
  // are written with plain spaces
  (UI[lang] ??= withLazyTypography(lang, SOURCES[lang]))

/** The language of the page being rendered; provided by the page wrapper from the page context. */
export const LangContext = createContext<Lang>(DEFAULT_LANG)

/** The interface words of the current page's language. */
export const useUi = (): UiStrings => uiFor(useContext(LangContext))
