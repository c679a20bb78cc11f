import { LANGUAGES } from "../languages"

/**
 * The words of the language switch of the header and the drawer (a link to this page in the other language) and of
 * the language suggestion, in English. Every page has every language's (src/i18n/language-words.ts): a French page
 * names its English twin in English.
 */
export const language = {
  /** the switch's navigation label */
  label: "Language",
  /** the link's text: the other language's name, written in that language (the language table's nativeName) */
  name: LANGUAGES.en.nativeName,
  /** the link's accessible name, read in the target language */
  readIn: "Read this page in English",
  /** the suggestion shown to a visitor whose browser prefers this language, on a page of the other language */
  suggestion: "This page is also available in English.",
  suggestionLink: "Read it in English",
  dismiss: "Dismiss",
}
