/**
 * The visitor's language: never a redirect (search engines and shared links always get the page they asked for),
 * only a remembered choice and, for a browser that prefers another published language, a discreet suggestion.
 */
import type { Alternates, ContentLang } from "../content/content-i18n"

/** localStorage key of the language the visitor last chose with the switch. */
export const CHOSEN_LANG_KEY = "kaz-horizon:lang"
/** localStorage key set when the visitor dismissed the suggestion: it is not shown again. */
export const SUGGESTION_DISMISSED_KEY = "kaz-horizon:lang-suggestion-dismissed"

/** The other languages this page exists in, in the order of `alternates`. */
export const otherLanguages = (lang: ContentLang, alternates: Alternates | undefined): Array<[ContentLang, string]> =>
  (Object.entries(alternates ?? {}) as Array<[ContentLang, string]>).filter(([l]) => l !== lang)

/**
 * The language to suggest on this page, or null: the first of the browser's preferred languages that this page
 * exists in, when it is not the page's own, the visitor has not chosen a language with the switch, and has not
 * dismissed the suggestion before.
 */
export function suggestedLanguage(options: {
  pageLang: ContentLang
  alternates: Alternates | undefined
  browserLangs: readonly string[]
  chosen: string | null
  dismissed: boolean
}): ContentLang | null {
  const { pageLang, alternates, browserLangs, chosen, dismissed } = options
  if (dismissed || chosen) return null
  const available = new Set(Object.keys(alternates ?? {}))
  for (const tag of browserLangs) {
    const code = tag.toLowerCase().split("-")[0]
    if (code === pageLang) return null
    if (available.has(code)) return code as ContentLang
  }
  return null
}
