import { useEffect, useState } from "react"
import { BREAKPOINT_ORDER, breakpointAt, mediaQueryFor, type BreakpointName } from "../lib/ui/carousel"

/** The breakpoint of the viewport (src/lib/ui/carousel.ts), or null before hydration (server HTML and first client render). */
export function useBreakpoint(): BreakpointName | null {
  const [bp, setBp] = useState<BreakpointName | null>(null)
  useEffect(() => {
    const update = () => setBp(breakpointAt(window.innerWidth))
    const queries = BREAKPOINT_ORDER.slice(1).map((name) => window.matchMedia(mediaQueryFor(name)))
    queries.forEach((q) => q.addEventListener("change", update))
    update()
    return () => queries.forEach((q) => q.removeEventListener("change", update))
  }, [])
  return bp
}
