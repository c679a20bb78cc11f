import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { askServer, handleRouteModuleError, onChunkFailure } from "./src/lib/browser/chunk-reload"
import { installHoverPrefetchDelay } from "./src/gatsby/overrides/hover-prefetch-delay"
import { gatsbyLoader } from "./src/lib/browser/gatsby-loader"
import { hydrateInTransition } from "./src/gatsby/overrides/hydrate-in-transition"
import { reactDomClient } from "./src/gatsby/overrides/react-dom-at-first-use"
import { yieldToMain } from "./src/lib/browser/yield-to-main"
import { speakPageLanguage } from "./src/gatsby/overrides/route-announcer-language"
import { langOfPath } from "./src/lib/routes/routes"
import { syncDocumentLang } from "./src/lib/browser/document-lang"
import { hasUi, uiFor } from "./src/i18n"
import { loadUi } from "./src/i18n/load-ui"
import { waitForWordsBeforeNavigation, withWordsPrefetch, type Navigate } from "./src/gatsby/overrides/words-before-navigation"
import { globalHistory } from "@gatsbyjs/reach-router"
import { renderNavigationsInTransition } from "./src/gatsby/overrides/navigation-in-transition"

export { wrapPageElement } from "./src/gatsby/wrap-page"

/**
 * Hydration in slices that yield to the browser instead of one long task (see src/gatsby/overrides/hydrate-in-transition.ts).
 * Gatsby's type for this API still describes React 17's `ReactDOM.render` (it returns the element); Gatsby 5
 * ignores the return value and passes the #___gatsby element.
 */
export const replaceHydrateFunction = (() => hydrateInTransition()) as unknown as GatsbyBrowser["replaceHydrateFunction"]

/** Spec 2.1: the page scrolls to the top on every route change. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

/**
 * Gatsby's route announcer says "Navigated to <page>" in English after a client-side navigation: from the first
 * route update on (the page's mount, when the announcer exists), the announcer's own write says it in the language of
 * the page shown (src/gatsby/overrides/route-announcer-language.ts), so a French page never announces English. The first page load
 * announces nothing. A navigation to the other language also sets `<html lang>` (the server's page carries the first one).
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) {
    speakPageLanguage(document, (pathname) => {
      const lang = langOfPath(pathname)
      return hasUi(lang) ? uiFor(lang).layout.routeAnnouncer : undefined
    })
    return
  }
  syncDocumentLang(document, langOfPath(location.pathname))
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // spec 9: every <Link> prefetches on hover only after 100 ms (a pointer crossing a link fetches nothing)
  // how the browser gets a page's interface words (src/i18n/load-ui.ts): the hover prefetch and the navigation share it
  const words = {
    hasUi,
    loadUi,
    langOfPath,
    href: () => window.location.href,
    assign: (url: string) => window.location.assign(url),
  }
  const loader = gatsbyLoader()
  if (loader) {
    loader.hovering = withWordsPrefetch(loader.hovering.bind(loader), words)
    installHoverPrefetchDelay(loader, document, {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    })
  }
  const handle = (reason: unknown) =>
    handleRouteModuleError(reason, {
      log: (...args) => console.error(...args),
      reload: () => window.location.reload(),
      storage: (() => {
        try {
          return window.sessionStorage
        } catch {
          return null
        }
      })(),
      path: window.location.pathname,
      now: Date.now(),
      ask: (url) => askServer(url, { fetch: (u, init) => window.fetch(u, init), onLine: navigator.onLine }),
      pageUrl: window.location.href,
    })
  window.addEventListener("unhandledrejection", (e) => void handle(e.reason))
  window.addEventListener("error", (e) => void handle(e.error ?? e.message))
  // the code loaded on demand (the e-mail client, the toasts) reports its own failures (reportChunkFailure)
  onChunkFailure((reason) => void handle(reason))
  const w = window as unknown as { ___navigate: Navigate }
  w.___navigate = waitForWordsBeforeNavigation(w.___navigate, words)
  // the page a link leads to renders in slices (src/gatsby/overrides/navigation-in-transition.ts); before the router
  // mounts, which is when it starts listening
  renderNavigationsInTransition(globalHistory, window)
  // Gatsby waits for this promise before it asks for the page's data: the evaluation of the app bundle, that of
  // React DOM and the start of the page load then run as three tasks instead of one long one (docs/performance.md);
  // the page's interface words (src/i18n/load-ui.ts) are already there: the after-paint loader ran their chunk. A
  // chunk that failed is a chunk-load error: the page reloads once when the server says it is gone (spec 8), then stays
  // the server's page, unhydrated
  return Promise.all([
    loadUi(langOfPath(window.location.pathname)),
    yieldToMain().then(() => {
      reactDomClient()
      return yieldToMain()
    }),
  ])
}
