/**
 * Gatsby's `react-dom-utils` (cache-dir/react-dom-utils.js, imported by its production-app and its Head handler)
 * swapped for ./react-dom-at-first-use.ts in the bundles, so that React DOM is evaluated in a task of its own
 * (docs/overrides.md). Guarded: the build stops if Gatsby's file goes or nothing imports it any more.
 */
import path from "path"
import { GuardedReplacement, resolveFromSite } from "./guarded-replacement"

/** Where Gatsby's browser runtime (its cache-dir, copied to .cache/ for the build) asks for "./react-dom-utils". */
const GATSBY_RUNTIME_DIR = /[\\/](?:\.cache|cache-dir)(?:[\\/]head)?$/

/** Our React DOM helpers, which take React DOM at first use. */
export const LAZY_REACT_DOM_UTILS = path.join(process.cwd(), "src/gatsby/overrides/react-dom-at-first-use.ts")

/**
 * Points a request for Gatsby's react-dom-utils (from its production-app and its Head handler, which import it as
 * "./react-dom-utils" or "../react-dom-utils") at LAZY_REACT_DOM_UTILS and says so; leaves every other request alone.
 */
export function redirectReactDomUtils(resource: { request?: string; context?: string }): boolean {
  if (
    resource.request &&
    /^\.\.?\/(?:\.\.\/)?react-dom-utils(?:\.js)?$/.test(resource.request) &&
    GATSBY_RUNTIME_DIR.test(resource.context ?? "")
  ) {
    resource.request = LAZY_REACT_DOM_UTILS
    return true
  }
  return false
}

/** The production bundles' React DOM helpers, guarded: the build stops if Gatsby's file goes or nothing imports it. */
export const reactDomUtilsSwap = () =>
  new GuardedReplacement({
    name: "Gatsby's react-dom-utils",
    ours: "src/gatsby/overrides/react-dom-at-first-use.ts",
    gatsbyFile: resolveFromSite("gatsby/cache-dir/react-dom-utils.js"),
    test: /react-dom-utils/,
    replace: redirectReactDomUtils,
    fixIn: "redirectReactDomUtils in src/gatsby/overrides/react-dom-utils-swap.ts",
  })
