/**
 * Spec 9: 'Prefetch on hover waits 100 ms'. Gatsby's <Link> asks its loader to fetch a page's data and code as
 * soon as the pointer enters the link (`___loader.hovering(path)` on mouseenter). A pointer that merely crosses
 * a link on its way elsewhere should not cost the visitor a download, so the loader's `hovering` is replaced,
 * once for the whole site, by a version that waits HOVER_PREFETCH_DELAY_MS and is cancelled when the pointer
 * leaves the link first.
 */
import type { HoverLoader } from "../../lib/browser/gatsby-loader"

export const HOVER_PREFETCH_DELAY_MS = 100

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface DelayedHover {
  /** the pointer entered a link to `path`: prefetch it after the delay unless `leave()` comes first */
  hovering: (path: string) => void
  /** the pointer left the link: forget the pending prefetch */
  leave: () => void
}

/** One pending prefetch at a time: there is one pointer, and entering another link means it left the last one. */
export function delayHover(prefetch: (path: string) => void, timers: Timers, delayMs = HOVER_PREFETCH_DELAY_MS): DelayedHover {
  let pending: unknown = null
  const leave = () => {
    if (pending !== null) timers.clearTimeout(pending)
    pending = null
  }
  return {
    hovering: (path) => {
      leave()
      pending = timers.setTimeout(() => {
        pending = null
        prefetch(path)
      }, delayMs)
    },
    leave,
  }
}

/**
 * Wraps `loader.hovering` (Gatsby's `window.___loader`, set before onClientEntry) and cancels on the pointer
 * leaving the link it entered (`mouseout` towards something outside that link). Returns an uninstaller.
 */
export function installHoverPrefetchDelay(
  loader: HoverLoader,
  doc: Document,
  timers: Timers,
  delayMs = HOVER_PREFETCH_DELAY_MS,
): () => void {
  const original = loader.hovering.bind(loader)
  const delayed = delayHover(original, timers, delayMs)
  const onMouseOut = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest("a") : null
    if (!link) return
    const to = e.relatedTarget
    if (to instanceof Node && link.contains(to)) return
    delayed.leave()
  }
  loader.hovering = delayed.hovering
  doc.addEventListener("mouseout", onMouseOut, true)
  return () => {
    delayed.leave()
    loader.hovering = original
    doc.removeEventListener("mouseout", onMouseOut, true)
  }
}
