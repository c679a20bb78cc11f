import { useEffect, type RefObject } from "react"

/**
 * Takes the links and buttons of react-slick's hidden and cloned slides (aria-hidden="true") out of the tab order,
 * and puts those of visible slides back in: an aria-hidden element must not hold focusable ones (axe
 * aria-hidden-focus). Pure DOM work, run on every change of the slides.
 */
export function syncHiddenSlideFocus(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true"
    slide.querySelectorAll<HTMLElement>("a, button, [tabindex]:not(.slick-slide)").forEach((f) => {
      if (hidden) f.setAttribute("tabindex", "-1")
      else f.removeAttribute("tabindex")
    })
  })
}

/** Keeps `syncHiddenSlideFocus` applied while react-slick runs inside `root` (`active`), as slides move and clone. */
export function useHiddenSlidesUnfocusable(root: RefObject<HTMLElement>, active: boolean): void {
  useEffect(() => {
    const el = root.current
    if (!active || !el) return
    const sync = () => syncHiddenSlideFocus(el)
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"], childList: true })
    return () => observer.disconnect()
  }, [root, active])
}
