import { useEffect, useState } from "react"

/**
 * True once the page's load event has fired and `delayMs` more have passed (at once if the page had already
 * loaded, e.g. after a client-side navigation, plus the delay). Work that would replace or compete with what the
 * server rendered, such as loading the other slides of a carousel or letting react-slick take over its markup,
 * waits for it, so the largest paint is the server-rendered element and nothing competes with it.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let timer = 0
    const start = () => {
      timer = window.setTimeout(() => setDone(true), delayMs)
    }
    if (document.readyState === "complete") start()
    else window.addEventListener("load", start, { once: true })
    return () => {
      window.removeEventListener("load", start)
      window.clearTimeout(timer)
    }
  }, [delayMs])
  return done
}
