import { useEffect, useRef } from "react"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Whether an element is rendered (not inside display: none). `checkVisibility` needs the page's style only, where
 * `offsetParent` forced a whole layout inside the tap that opens the menu (60 ms of a phone's CPU, 4x slowed, with
 * the body's overflow just changed: issue 60); `offsetParent` where the browser lacks it.
 */
const shown = (el: HTMLElement): boolean => (typeof el.checkVisibility === "function" ? el.checkVisibility() : el.offsetParent !== null)

/**
 * What every modal surface (drawer, dialogs) needs while open: focus moves in and stays in (Tab wraps),
 * Escape closes, the page behind does not scroll, and focus returns to where it was when it closes.
 */
export function useDialogBehaviour<T extends HTMLElement>(open: boolean, onClose: () => void) {
  const ref = useRef<T>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (!open) return
    const root = ref.current
    const previouslyFocused = document.activeElement as HTMLElement | null
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    const focusables = () =>
      Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => shown(el) || el === document.activeElement)
    const initial = root?.querySelector<HTMLElement>("[data-autofocus]") ?? focusables()[0] ?? root
    initial?.focus()

    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation()
        onCloseRef.current()
        return
      }
      if (e.key !== "Tab" || !root) return
      const items = focusables()
      if (!items.length) return
      const first = items[0]
      const last = items[items.length - 1]
      if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = overflow
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus()
    }
  }, [open])

  return ref
}
