import { useEffect, useRef, type RefObject } from "react"

/**
 * Carries keyboard focus over when one markup of a widget replaces another: while `replaced` is false, remembers
 * the `data-index` of the element focused inside `root`; when `replaced` turns true and focus fell back to the body
 * (the focused element was removed), focuses the element with the same `data-index` in the new markup
 * (`selectorFor(index)`). The product carousel uses it when react-slick replaces the server-rendered row of slides.
 */
export function useFocusHandover(root: RefObject<HTMLElement>, replaced: boolean, selectorFor: (index: string) => string): void {
  const focusedIndex = useRef<string | null>(null)
  const selector = useRef(selectorFor)
  selector.current = selectorFor

  useEffect(() => {
    const el = root.current
    if (!el) return
    if (replaced) {
      const index = focusedIndex.current
      focusedIndex.current = null
      const lost = !document.activeElement || document.activeElement === document.body
      if (index !== null && lost) el.querySelector<HTMLElement>(selector.current(index))?.focus()
      return
    }
    const track = (e: FocusEvent) => {
      focusedIndex.current = e.type === "focusin" && e.target instanceof HTMLElement ? (e.target.dataset.index ?? null) : null
    }
    el.addEventListener("focusin", track)
    el.addEventListener("focusout", track)
    return () => {
      el.removeEventListener("focusin", track)
      el.removeEventListener("focusout", track)
    }
  }, [root, replaced])
}
