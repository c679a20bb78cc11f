/**
 * The words of the language switch and of the language suggestion in every language. Unlike the other interface
 * words (./load-ui.ts), every page's JavaScript carries them all: a page names its twin in the twin's language. They
 * are a dozen short strings that need no typography of their own (a test checks it), so the French rules stay out
 * of an English page.
 */
import type { Widen } from "."
import type { ContentLang } from "./languages"
import { language as en } from "./en/language"
import { language as fr } from "./fr/language"

export type LanguageWords = Widen<typeof en>

/** Each language's (a language of src/i18n/languages.ts without its own is a type error). */
export const LANGUAGE_WORDS: Record<ContentLang, LanguageWords> = { en, fr }
