import React, { createContext, forwardRef, useContext, useId, useState } from "react"
import { navigate } from "gatsby"
import { enteredLinkPath, internalLinkPath } from "../../lib/browser/internal-link"

type Tag = "div" | "section" | "ul" | "nav"

/** The part's element's own attributes and handlers (a scrolling list's `onScroll`, `tabIndex`, `id`) are the caller's. */
interface Props extends Omit<React.HTMLAttributes<HTMLElement>, "dangerouslySetInnerHTML" | "children"> {
  children: React.ReactNode
  /**
   * What the part's content depends on: the part keeps the server's HTML only while this is the value it was first
   * rendered with, and is rendered anew once a client-side navigation changes it. By default the page's path
   * (PagePathContext), which names the page's content and language.
   */
  version?: string
  as?: Tag
  "data-testid"?: string
}

/** The path of the page being rendered, provided by the page wrapper (src/gatsby/wrap-page.tsx). */
export const PagePathContext = createContext("")

/** The pointer's hover prefetch of Gatsby's <Link>, delayed site-wide by src/lib/browser/prefetch-on-hover.ts. */
const hoverPrefetch = (path: string) => (window as unknown as { ___loader?: { hovering: (p: string) => void } }).___loader?.hovering(path)

/**
 * A part of a page that no script ever changes (an article's text, a legal page's sections, the footer's columns).
 *
 * On the first load React adopts the server's HTML of the part instead of hydrating it: it renders an element with
 * an empty `dangerouslySetInnerHTML`, which hydration matches to the server's element without walking, comparing or
 * rendering what is inside (React 18 leaves the children of such an element as they are). The part's components
 * never run in the browser, so the page's script time shrinks by what they and React's hydration of them cost
 * (measurements: docs/performance.md, "Static parts keep the server's HTML").
 *
 * The server's links are plain `<a>` elements there, so the part opens this site's links by Gatsby's client-side
 * navigation itself and starts their hover prefetch as <Link> does. On a client-side navigation (no server HTML for
 * the new content) the part renders its children like any component. `useId` is the same on the server and during
 * hydration, so the server's element is found by it; the ids of a client render (a navigation, or React rendering a
 * part of the page again after a hydration error) never match a server one, so the children are rendered then.
 */
export const StaticPart = forwardRef<HTMLElement, Props>(function StaticPart({ children, version: given, as = "div", ...attributes }, ref) {
  const id = useId()
  const pagePath = useContext(PagePathContext)
  const version = given ?? pagePath
  const [adopted] = useState(() =>
    typeof document !== "undefined" && document.querySelector(`[data-static-part="${id}"]`) ? version : null,
  )
  const props = { ...attributes, ref, "data-static-part": id }
  if (adopted !== version) return React.createElement(as, { ...props, key: "rendered" }, children)
  const handlers = {
    onClick: (e: React.MouseEvent<HTMLElement>) => {
      attributes.onClick?.(e)
      const path = internalLinkPath(e.nativeEvent, e.currentTarget, window.location.origin)
      if (path === null) return
      e.preventDefault()
      void navigate(path)
    },
    onMouseOver: (e: React.MouseEvent<HTMLElement>) => {
      attributes.onMouseOver?.(e)
      const path = enteredLinkPath(e.nativeEvent, e.currentTarget, window.location.origin)
      if (path !== null) hoverPrefetch(path)
    },
  }
  // the children's links are plain server HTML here: the part follows and prefetches them as <Link> would
  return React.createElement(as, {
    ...props,
    ...handlers,
    key: "adopted",
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
  })
})
