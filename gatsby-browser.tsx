import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { handleRouteModuleError } from "./src/lib/chunk-reload"
import { revealServerImages } from "./src/components/media/reveal-server-images"

export { wrapPageElement } from "./src/gatsby/wrap-page"

/** Spec 2.1: the page scrolls to the top on every route change. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  revealServerImages()
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
}
