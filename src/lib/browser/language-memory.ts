import { CHOSEN_LANG_KEY } from "../ui/language-choice"

/**
 * The visitor's language choices in the site's localStorage (keys in lib/ui/language-choice). A private window may
 * refuse storage: then a choice lasts as long as the page, and nothing fails.
 */

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // storage refused: the choice lasts as long as the page
  }
}

/** the language chosen on this page, before and after it is written */
let chosenHere: string | null = null

/**
 * Remembers the language the visitor chose (the switch, the suggestion's link). It is known at once to
 * `chosenLanguage`, and written to storage in a task after the click: the page's first write opens the site's
 * storage, about 7 ms of a phone's CPU (4× slowed) that was inside the language switch's click (issue 60). The page
 * the click shows may render inside the same click when it is cached: it reads the choice from here.
 */
export function rememberLanguage(lang: string, later: (write: () => void) => void = (write) => window.setTimeout(write, 0)): void {
  chosenHere = lang
  later(() => writeStored(CHOSEN_LANG_KEY, lang))
}

/** The language the visitor chose with the switch, on this page or an earlier visit; null when none. */
export const chosenLanguage = (): string | null => chosenHere ?? readStored(CHOSEN_LANG_KEY)
