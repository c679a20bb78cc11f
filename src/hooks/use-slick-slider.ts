import { startTransition, useEffect, useRef, useState, type RefObject } from "react"
import type SlickSlider from "react-slick"
import { useAfterLoad } from "./use-after-load"
import { usePressInside } from "./use-press-inside"

export type SliderComponent = typeof SlickSlider

/** How long after the page's load event react-slick takes over the server-rendered row of slides. */
export const SLICK_START_AFTER_LOAD_MS = 300

/** Loads react-slick's code (its own chunk, about 15 KB gzip). Replaceable in tests. */
export const loadReactSlick = (): Promise<SliderComponent> =>
  import(/* webpackChunkName: "react-slick" */ "react-slick").then((m) => m.default)

/**
 * react-slick, loaded when it may replace the server-rendered row of slides: shortly after the page's load event,
 * so the first slide's image (the page's largest paint) is painted from the server HTML and never re-created by
 * JavaScript (measured: with react-slick mounted at hydration the simulated LCP of a product page was 3.3-3.8 s),
 * or at once when a pointer enters or touches `root`. Its code is not part of the page's first load.
 * Null until it has loaded, and while a press inside `root` has not yet made its click: the swap never replaces the
 * button a visitor is clicking (usePressInside).
 */
export function useSlickSlider(
  root: RefObject<HTMLElement>,
  load: () => Promise<SliderComponent> = loadReactSlick,
): SliderComponent | null {
  const loaded = useAfterLoad(SLICK_START_AFTER_LOAD_MS)
  const [touched, setTouched] = useState(false)
  const [Slider, setSlider] = useState<SliderComponent | null>(null)
  const wanted = loaded || touched
  const swapped = useRef(false)
  const pressed = usePressInside(root, !swapped.current)
  const shown = Slider && (swapped.current || !pressed) ? Slider : null
  useEffect(() => {
    if (shown) swapped.current = true
  }, [shown])

  useEffect(() => {
    const el = root.current
    if (!el || wanted) return
    const start = () => setTouched(true)
    el.addEventListener("pointerenter", start, { once: true })
    el.addEventListener("touchstart", start, { once: true, passive: true })
    return () => {
      el.removeEventListener("pointerenter", start)
      el.removeEventListener("touchstart", start)
    }
  }, [root, wanted])

  useEffect(() => {
    if (!wanted) return
    let live = true
    // a transition: React renders the swap to react-slick's markup in slices that yield to the browser
    load().then((component) => live && startTransition(() => setSlider(() => component)))
    return () => {
      live = false
    }
  }, [wanted, load])

  return shown
}
