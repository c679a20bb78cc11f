import { startTransition } from "react"
import type { ReactNode } from "react"
import { reactDomClient, type ReactDomClient } from "./react-dom-at-first-use"

type Transition = (scope: () => void) => void

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server HTML inside a transition.
 *
 * Gatsby's own `hydrateRoot` runs at React 18's default hydration priority: one task, as long as the whole page. In a
 * transition React renders in slices of about 5 ms and yields between them, so the browser can paint and answer input.
 * A click or key press on a part not yet hydrated makes React finish at once and replay the event, so nothing is lost.
 * A page without server HTML (Gatsby's client-only pages) is rendered as Gatsby would. React DOM is the one
 * reactDomClient() evaluated, unless a `client` is given. Measurements: docs/performance.md, "Hydration yields".
 */
export function hydrateInTransition(client?: ReactDomClient, transition: Transition = startTransition) {
  return (element: ReactNode, container: Element | DocumentFragment | null): void => {
    if (!container) throw new Error("Gatsby's root element (#___gatsby) is missing from the page")
    const dom = client ?? reactDomClient()
    const serverRendered = container instanceof Element && container.querySelector("#gatsby-focus-wrapper")?.hasChildNodes()
    if (!serverRendered) {
      dom.createRoot(container).render(element)
      return
    }
    transition(() => {
      dom.hydrateRoot(container, element)
    })
  }
}
