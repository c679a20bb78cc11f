import { SOURCE_LANG, type ContentLang } from "../lib/content/content-i18n"
import { nameIn } from "./french-names"
import { currentOpened, onOpened } from "./opened-entry"

/**
 * The open entry's title above the form in the interface's language (issue 54 H): the editor (Sveltia CMS) writes
 * « Produits · Products › Apple Cabin », the English file's name, in a French interface too. Its last part becomes
 * the item's French title once the entry's French side is known (src/cms/opened-entry.ts), as the entry lists show it
 * (src/cms/french-names.ts). The editor redraws its toolbar at will: the title is put back whenever it is English.
 */
const ENTRY_ROUTE = /^#\/collections\/[^/]+\/entries\//

export function watchEntryTitle(doc: Document, uiLang: ContentLang): void {
  if (uiLang === SOURCE_LANG) return
  const retitle = () => {
    if (!ENTRY_ROUTE.test(location.hash)) return
    const names = [...doc.querySelectorAll<HTMLElement>("h2")].map((h) => h.querySelectorAll("bdi")).find((b) => b.length === 2)
    const opened = currentOpened()
    const english = nameIn(opened?.[SOURCE_LANG])
    const translated = nameIn(opened?.[uiLang])
    if (names && english && translated && names[1].textContent === english) names[1].textContent = translated
  }
  new MutationObserver(retitle).observe(doc.documentElement, { childList: true, subtree: true, characterData: true })
  // the French side becomes known when the preview is first drawn, in its own frame: nothing changes on this page then
  onOpened(retitle)
}
