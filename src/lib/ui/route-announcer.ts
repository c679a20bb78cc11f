import { formatMessage } from "./format-message"

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
 * Gatsby writes "Navigated to <page>" in English into #gatsby-announcer, in a requestAnimationFrame queued when the
 * route changes. Called in a frame queued after that one (gatsby-browser's onRouteUpdate), this rewrites it in the
 * page's words; an English page keeps Gatsby's own sentence. Nothing to do before Gatsby has announced anything.
 */
export function rewriteRouteAnnouncement(doc: Document, pathname: string, words: RouteAnnouncerWords): void {
  const announcer = doc.getElementById("gatsby-announcer")
  if (!announcer?.textContent) return
  const text = routeAnnouncement(doc, pathname, words)
  if (announcer.textContent !== text) announcer.textContent = text
}
