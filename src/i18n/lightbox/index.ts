/**
 * The image viewer's words in each language, with its typography: imported by the viewer's own chunk
 * (src/components/media/LightboxView.tsx), which loads when a visitor opens a picture, so no page's first load holds them.
 */
import type { Widen } from ".."
import type { ContentLang } from "../languages"
import { withTypography } from "../typography"
import { lightboxWords as en } from "./words.en"
import { lightboxWords as fr } from "./words.fr"

/** The shape every language's viewer words must have (checked by the type checker). */
export type LightboxWords = Widen<typeof en>

const SOURCES: Record<ContentLang, LightboxWords> = { en, fr }
const CACHE: Partial<Record<ContentLang, LightboxWords>> = {}

/** The viewer's words in a language, with its typography, computed once per language. */
export const lightboxWordsOf = (lang: ContentLang): LightboxWords => (CACHE[lang] ??= withTypography(lang, SOURCES[lang]))
