import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { handleRouteModuleError } from "./src/lib/browser/chunk-reload"
import { installHoverPrefetchDelay } from "./src/lib/browser/prefetch-on-hover"
import { hydrateInTransition } from "./src/gatsby/browser/hydrate-in-transition"
import { reactDomClient } from "./src/gatsby/browser/react-dom-client"
import { yieldToMain } from "./src/lib/browser/yield-to-main"

export { wrapPageElement } from "./src/gatsby/wrap-page"

/**
 * Hydration in slices that yield to the browser instead of one long task (see src/gatsby/browser/hydrate-in-transition.ts).
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

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // spec 9: every <Link> prefetches on hover only after 100 ms (a pointer crossing a link fetches nothing)
  const loader = (window as unknown as { ___loader?: { hovering: (path: string) => void } }).___loader
  if (loader)
    installHoverPrefetchDelay(loader, document, {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    })
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
    })
  window.addEventListener("unhandledrejection", (e) => handle(e.reason))
  window.addEventListener("error", (e) => handle(e.error ?? e.message))
  // Gatsby waits for this promise before it asks for the page's data: the evaluation of the app bundle, that of
  // React DOM and the start of the page load then run as three tasks instead of one long one (docs/performance.md)
  return yieldToMain().then(() => {
    reactDomClient()
    return yieldToMain()
  })
}
