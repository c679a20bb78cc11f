import { formatMessage } from "../../lib/ui/format-message"

/** The words of the announcement (src/i18n/<lang>/layout.ts, `routeAnnouncer`). */
export interface RouteAnnouncerWords {
  /** with {page}: the page's first heading, else its title */
  page: string
  /** with {path}: a page with neither */
  path: string
}

/**
 * The sentence Gatsby's route announcer should say for the page now shown, in the page's language: the same choice
 * of name as Gatsby's (node_modules/gatsby/cache-dir/navigation.js, RouteAnnouncer): the first h1 of the page, else
 * the document's title, else the path.
 */
export function routeAnnouncement(doc: Document, pathname: string, words: RouteAnnouncerWords): string {
  const heading = doc.querySelector("#gatsby-focus-wrapper h1")?.textContent
  const page = heading || doc.title
  return page ? formatMessage(words.page, { page }) : formatMessage(words.path, { path: pathname })
}

/**
 * Gatsby writes "Navigated to <page>" in English into #gatsby-announcer (an assertive live region) after each
 * client-side navigation, by setting the element's `innerText` in a frame it queues (node_modules/gatsby/cache-dir/
 * navigation.js, RouteAnnouncer). Rewriting it a frame later let a screen reader start on the English sentence before
 * the French one replaced it. Installed once on the element, this takes that write itself: the element's own
 * `innerText` setter writes the sentence of the page now shown, in its language (`wordsFor`, read at the time of
 * the write), so Gatsby's English never reaches the page on a French one; on an English page the sentence is Gatsby's
 * own (also when the page's words are not loaded, which a navigation to another language waits for). Reading
 * `innerText` gives what the element says. Installing it twice changes nothing.
 */
export function speakPageLanguage(
  doc: Document,
  wordsFor: (pathname: string) => RouteAnnouncerWords | undefined,
  pathname: () => string = () => doc.location.pathname,
): void {
  const announcer = doc.getElementById("gatsby-announcer")
  if (!announcer || Object.prototype.hasOwnProperty.call(announcer, "innerText")) return
  Object.defineProperty(announcer, "innerText", {
    configurable: true,
    get: () => announcer.textContent ?? "",
    set: (gatsbys: string) => {
      const path = pathname()
      const words = gatsbys ? wordsFor(path) : undefined
      const text = words ? routeAnnouncement(doc, path, words) : gatsbys
      if (announcer.textContent !== text) announcer.textContent = text
    },
  })
}
