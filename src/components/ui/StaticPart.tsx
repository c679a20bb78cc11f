import React, { createContext, forwardRef, useContext, useId, useState } from "react"
import { navigate } from "gatsby"
import { enteredLinkPath, internalLinkPath } from "../../lib/browser/internal-link"
import { gatsbyLoader } from "../../lib/browser/gatsby-loader"

type Tag = "div" | "section" | "ul" | "nav"

/** The part's element's own attributes and handlers (a scrolling list's `onScroll`, `tabIndex`, `id`) are the caller's. */
interface Props extends Omit<React.HTMLAttributes<HTMLElement>, "dangerouslySetInnerHTML" | "children"> {
  children: React.ReactNode
  as?: Tag
  "data-testid"?: string
}

/**
 * The path of the page being rendered, provided by the page wrapper (src/gatsby/wrap-page.tsx): it names the page's
 * content and language, so a part keeps the server's HTML only while the page is the one it was first rendered on.
 */
export const PagePathContext = createContext("")

/**
 * A part of a page that React never changes (an article's text, a legal page's sections, the footer's columns). The
 * component around a part may still change it on the DOM: the desktop menu opens its submenus
 * (src/lib/browser/menu-disclosure.ts), the statistics band counts its numbers up (src/lib/browser/count-up.ts).
 *
 * On the first load React adopts the server's HTML of the part instead of hydrating it: it renders an element with
 * an empty `dangerouslySetInnerHTML`, which hydration matches to the server's element without walking, comparing or
 * rendering what is inside (React 18 leaves the children of such an element as they are). The part's components
 * never run in the browser, so the page's script time shrinks by what they and React's hydration of them cost
 * (measurements: docs/performance.md, "Static parts keep the server's HTML").
 *
 * The server's links are plain `<a>` elements there, so the part opens this site's links by Gatsby's client-side
 * navigation itself and starts their hover prefetch as <Link> does. On a client-side navigation (no server HTML for
 * the new content, PagePathContext changed) the part renders its children like any component, from then on, also
 * back on the first page. `useId` is the same on the server and during
 * hydration, so the server's element is found by it; the ids of a client render (a navigation, or React rendering a
 * part of the page again after a hydration error) never match a server one, so the children are rendered then.
 */
export const StaticPart = forwardRef<HTMLElement, Props>(function StaticPart({ children, as = "div", ...attributes }, ref) {
  const id = useId()
  const pagePath = useContext(PagePathContext)
  const [adoptedOn, setAdoptedOn] = useState(() =>
    typeof document !== "undefined" && document.querySelector(`[data-static-part="${id}"]`) ? pagePath : null,
  )
  // once a part has rendered its children (the page changed), the server's HTML is gone for good: a part of the
  // layout (the top bar, the footer) that the visitor comes back to by the history must not go back to the empty
  // adopted element
  if (adoptedOn !== null && adoptedOn !== pagePath) setAdoptedOn(null)
  const props = { ...attributes, ref, "data-static-part": id }
  if (adoptedOn !== pagePath) return React.createElement(as, { ...props, key: "rendered" }, children)
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
      if (path !== null) gatsbyLoader()?.hovering(path)
    },
  }
  // the children's links are plain server HTML here: the part follows and prefetches them as <Link> would. The empty
  // HTML is the only one ever set (no content passes through it): it is how React 18 keeps an element's server
  // children without hydrating them; a Suspense boundary left dehydrated would keep them too, but React tries to
  // hydrate such a boundary at every event inside it
  return React.createElement(as, {
    ...props,
    ...handlers,
    key: "adopted",
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
  })
})
