import { useEffect, useState, type RefObject } from "react"

/**
 * True once the element is within `margin` of the viewport (and from then on): what a visitor is about to see is
 * loaded or built then, not with the page (a video's source and poster, the planner's phone widget, a planner row's
 * options). Without IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element>, margin = "300px 0px"): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          io.disconnect()
        }
      },
      { rootMargin: margin },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [ref, margin, near])
  return near
}
