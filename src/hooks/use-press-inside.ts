import { useEffect, useState, type RefObject } from "react"

/** How long after a pointer is released the press still counts when no click follows it (a drag, a cancelled touch). */
export const PRESS_RELEASE_MS = 300

/**
 * True from a pointer pressing inside `root` until the click that press makes has been dispatched (or
 * PRESS_RELEASE_MS after the pointer was released without one). Markup that is about to be replaced waits for it:
 * a browser sends the click to the nearest element that holds both the press's and the release's targets, so if the
 * pressed button were replaced between them the click would reach the button's container and be lost.
 * Listens only while `watching`.
 */
export function usePressInside(root: RefObject<HTMLElement>, watching: boolean): boolean {
  const [pressed, setPressed] = useState(false)

  useEffect(() => {
    const el = root.current
    if (!el || !watching) return
    let timer = 0
    const release = (delayMs: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setPressed(false), delayMs)
    }
    const onDown = () => {
      window.clearTimeout(timer)
      setPressed(true)
    }
    // the click is dispatched in the release's task, after this listener: let it reach the pressed button first
    const onClick = () => release(0)
    const onUp = () => release(PRESS_RELEASE_MS)
    el.addEventListener("pointerdown", onDown)
    el.addEventListener("click", onClick, true)
    window.addEventListener("pointerup", onUp, true)
    window.addEventListener("pointercancel", onUp, true)
    return () => {
      window.clearTimeout(timer)
      el.removeEventListener("pointerdown", onDown)
      el.removeEventListener("click", onClick, true)
      window.removeEventListener("pointerup", onUp, true)
      window.removeEventListener("pointercancel", onUp, true)
    }
  }, [root, watching])

  return watching && pressed
}
