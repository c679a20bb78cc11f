/**
 * The words only the build writes (a product's key facts, the PDF brochure), in each language with its typography.
 * The pages get the key facts already written (ProductJson.keyFacts, src/gatsby/schema.ts) and the brochure is a file:
 * no page's bundle imports this module.
 */
import type { Widen } from ".."
import type { ContentLang } from "../languages"
import { withTypography } from "../typography"
import { buildWords as en } from "./words.en"
import { buildWords as fr } from "./words.fr"

/** The shape every language's build words must have (checked by the type checker). */
export type BuildWords = Widen<typeof en>

const SOURCES: Record<ContentLang, BuildWords> = { en, fr }
const CACHE: Partial<Record<ContentLang, BuildWords>> = {}

/** The build's words in a language, with its typography (French no-break spaces), computed once per language. */
export const buildWordsOf = (lang: ContentLang): BuildWords => (CACHE[lang] ??= withTypography(lang, SOURCES[lang]))
