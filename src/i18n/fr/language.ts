import type { LanguageWords } from "../language-words"
import { LANGUAGES } from "../languages"

/** The words of the language switch and of the language suggestion, in French (src/i18n/en/language.ts). */
export const language: LanguageWords = {
  label: "Langue",
  name: LANGUAGES.fr.nativeName,
  readIn: "Lire cette page en français",
  suggestion: "Cette page existe aussi en français.",
  suggestionLink: "La lire en français",
  dismiss: "Fermer",
}
