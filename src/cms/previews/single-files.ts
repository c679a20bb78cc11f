import { aboutSchema } from "../../content-model/about"
import { siteSchema } from "../../content-model/site"
import type { Lang } from "../../i18n"
import { mergeTranslation, SOURCE_LANG } from "../../lib/content/content-i18n"
import type { Fields, Infer } from "../../lib/content/content-schema"
import { withTypography } from "../../i18n/typography"
import siteEn from "../../../data/site.en.json"
import siteFr from "../../../data/site.fr.json"
import aboutEn from "../../../data/about.en.json"
import aboutFr from "../../../data/about.fr.json"
import homeEn from "../../../data/home.en.json"
import catalogueEn from "../../../data/catalogue.en.json"

/**
 * The single files the previews read, as the editor was built: a translation holds only its words, and its preview
 * merges them over the English side the editor hands over, or over the English file from here when it has none.
 */
export const ENGLISH_FILES = { home: homeEn, about: aboutEn, catalogue: catalogueEn } as const

const SITE: Record<Lang, unknown> = { en: siteEn, fr: siteFr }
const ABOUT: Record<Lang, unknown> = { en: aboutEn, fr: aboutFr }

/** A single file in a language, whole, as the build merges it (the English file with the translation's words). */
function wholeIn<F extends Fields>(files: Record<Lang, unknown>, schema: F, lang: Lang): Infer<F> {
  const en = files[SOURCE_LANG]
  return (lang === SOURCE_LANG ? en : withTypography(lang, mergeTranslation(en, files[lang], schema))) as Infer<F>
}

/** The site settings (brand, contact details) in a language: the legal texts' tokens. */
export const siteIn = (lang: Lang) => wholeIn(SITE, siteSchema, lang)

/** The about page in a language: its services section heads every service page, with their call to action. */
export const aboutIn = (lang: Lang) => wholeIn(ABOUT, aboutSchema, lang)
