import { useEffect, useState } from "react"
import { afterLoad } from "../lib/browser/after-load"

/**
 * True once the page's load event has fired and `delayMs` more have passed (`afterLoad`). Work that would replace or
 * compete with what the server rendered, such as loading the other slides of a carousel or letting react-slick take
 * over its markup, waits for it, so the largest paint is the server-rendered element and nothing competes with it.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => afterLoad(() => setDone(true), delayMs), [delayMs])
  return done
}
