import { startTransition } from "react"
import type { ReactNode } from "react"
import { reactDomClient, type ReactDomClient } from "./react-dom-client"

type Transition = (scope: () => void) => void

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server HTML inside a transition.
 *
 * Gatsby calls `hydrateRoot` directly, which React 18 runs at its default hydration priority: one task that
 * cannot yield, as long as the whole page (measured on the terms page, 440 elements: a 97 ms task on a fast
 * desktop, about 390 ms under Lighthouse's 4× phone slowdown, most of the page's Total Blocking Time). Started
 * in a transition, the same hydration runs at a transition priority, which React renders in slices of about
 * 5 ms and yields between them, so the browser can paint and answer input. A click or key press on a part not
 * yet hydrated makes React finish the hydration at once and then handle the event (React 18 replays it), so
 * nothing a visitor does is lost. A page without server HTML (Gatsby's client-only pages) is rendered as Gatsby
 * would. React DOM is the one reactDomClient() evaluated, unless a `client` is given.
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
