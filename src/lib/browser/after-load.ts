import { whenIdle } from "./when-idle"

/**
 * Runs `task` once the page's load event has fired and `delayMs` more have passed (at once if the page had already
 * loaded, e.g. after a client-side navigation, plus the delay); returns the cancel function an effect's clean-up needs.
 */
export function afterLoad(task: () => void, delayMs = 0): () => void {
  let timer = 0
  const start = () => {
    timer = window.setTimeout(task, delayMs)
  }
  if (document.readyState === "complete") start()
  else window.addEventListener("load", start, { once: true })
  return () => {
    window.removeEventListener("load", start)
    window.clearTimeout(timer)
  }
}

const preloadsAsked = new WeakSet<() => Promise<unknown>>()

/**
 * Fetches a chunk (`load`, a dynamic import) `delayMs` after the page's load event, at the browser's first idle
 * moment, and only once however many components ask for it: the code a tap would otherwise ask webpack for. A failed
 * fetch is left to the tap, which meets it again and reports it.
 */
export function preloadAfterLoad(load: () => Promise<unknown>, delayMs: number): void {
  if (preloadsAsked.has(load)) return
  preloadsAsked.add(load)
  afterLoad(() => whenIdle(() => void load().catch(() => undefined)), delayMs)
}
