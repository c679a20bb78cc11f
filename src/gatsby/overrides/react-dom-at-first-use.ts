import type { ReactNode } from "react"
import type * as ReactDomClientModule from "react-dom/client"

export type ReactDomClient = Pick<typeof ReactDomClientModule, "hydrateRoot" | "createRoot">
type Root = ReturnType<ReactDomClient["createRoot"]>
/** React 19's root error callbacks, which Gatsby passes on when given; React 18 ignores them. */
type RootErrorOptions = { onUncaughtError?: unknown; onCaughtError?: unknown }

let client: ReactDomClient | null = null
/** The root of each element render() was given, shared by every reactDOMUtils() as Gatsby's module-level map is. */
const roots = new WeakMap<Element | DocumentFragment, Root>()

/**
 * react-dom/client, evaluated at its first use, once.
 *
 * React DOM is the largest module of the first load. Imported statically (by Gatsby's production-app through
 * cache-dir/react-dom-utils.js, and by our hydration), it was evaluated inside the app bundle's task and made it long.
 * Taken here, it is evaluated where gatsby-browser's onClientEntry first asks for it: in a task of its own, between two
 * yields, before the page's data is requested (docs/performance.md, "The bundles start in three tasks"). The module is
 * in the framework bundle, loaded before the app bundle: no request is made.
 */
export function reactDomClient(): ReactDomClient {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would be evaluated with the app bundle, see above
  if (!client) client = require("react-dom/client") as ReactDomClient
  return client
}

const rootErrorOptions = (options: RootErrorOptions) =>
  options.onUncaughtError || options.onCaughtError
    ? { onUncaughtError: options.onUncaughtError, onCaughtError: options.onCaughtError }
    : undefined

/**
 * Gatsby's `reactDOMUtils` (gatsby/cache-dir/react-dom-utils.js: its render keeps one root per element, its hydrate
 * creates a root), with React DOM taken from reactDomClient() when it renders or hydrates, not when the app bundle
 * is evaluated. gatsby-node swaps this module in for Gatsby's (src/gatsby/webpack/webpack-config.ts).
 */
export function reactDOMUtils() {
  const render = (component: ReactNode, el: Element | DocumentFragment, options: RootErrorOptions = {}) => {
    let root = roots.get(el)
    if (!root) {
      root = reactDomClient().createRoot(el, rootErrorOptions(options) as never)
      roots.set(el, root)
    }
    root.render(component)
  }
  const hydrate = (component: ReactNode, el: Element | Document, options: RootErrorOptions = {}) =>
    reactDomClient().hydrateRoot(el, component, rootErrorOptions(options) as never)
  return { render, hydrate }
}
