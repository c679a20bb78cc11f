/**
 * Every language's interface words, for the code that renders or checks every language: the server rendering
 * (gatsby-ssr), the build's feeds and brochures, the CMS previews and the tests. The site's pages never import it:
 * each loads only its own language (./load-ui.ts; eslint.config.mjs forbids this module in the pages' code).
 */
import { provideUi, type Lang, type UiStrings } from "."
import { en } from "./en"
import { fr } from "./fr"

/** Each language's words (a language of src/i18n/languages.ts without its folder is a type error). */
export const ALL_UI: Record<Lang, UiStrings> = { en, fr }

for (const [lang, words] of Object.entries(ALL_UI)) provideUi(lang as Lang, words)

export * from "."
