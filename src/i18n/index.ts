import { createContext, useContext } from "react"
import type { ContentLang } from "../lib/content-i18n"
import { en } from "./en"
import { fr } from "./fr"
import { withTypography } from "../lib/typography"

/** The languages the site is written in (src/lib/content-i18n.ts); PUBLISHED_LANGS says which have pages. */
export type Lang = ContentLang
export const DEFAULT_LANG: Lang = "en"

/** Widens the literal types of a strings module so that another language can give other words of the same shape. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> }

/** The shape every language's interface words must have (checked by the type checker). */
export type UiStrings = Widen<typeof en>

const SOURCES: Record<Lang, UiStrings> = { en, fr }
/** Each language's words with their typography, made on first use: an English page never walks the French words at start-up. */
const UI: Partial<Record<Lang, UiStrings>> = {}

/** The interface words of a language (for code that has no React context, such as the Head API or the build). */
export const uiFor = (lang: Lang): UiStrings =>
  // French words get their no-break spaces here (src/lib/typography.ts): the modules are written with plain spaces
  (UI[lang] ??= withTypography(lang, SOURCES[lang]))

/** The language of the page being rendered; provided by the page wrapper from the page context. */
export const LangContext = createContext<Lang>(DEFAULT_LANG)

/** The interface words of the current page's language. */
export const useUi = (): UiStrings => uiFor(useContext(LangContext))
