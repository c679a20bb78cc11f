/** What `internalLinkPath` reads of a click (a DOM MouseEvent or React's synthetic one). */
export interface LinkClick {
  target: EventTarget | null
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/**
 * The site path (path, query and fragment) that a click inside `container` asks for, when it is a plain left click
 * on a link of this site that Gatsby's client-side navigation should open; null when the browser should handle it
 * (a modified or non-primary click, a link to another origin, one that opens a new tab or downloads a file).
 */
export function internalLinkPath(click: LinkClick, container: Element, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  const link = linkAround(click.target, container)
  if (!link) return null
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null
  const href = link.getAttribute("href")
  if (!href || href.startsWith("#")) return null
  const url = new URL(href, origin + "/")
  if (url.origin !== origin) return null
  return url.pathname + url.search + url.hash
}

/** The site path of the link the pointer has just entered inside `container` (a `mouseover` from outside it), else null. */
export function enteredLinkPath(
  over: { target: EventTarget | null; relatedTarget: EventTarget | null },
  container: Element,
  origin: string,
): string | null {
  const link = linkAround(over.target, container)
  if (!link) return null
  if (over.relatedTarget instanceof Node && link.contains(over.relatedTarget)) return null
  const url = new URL(link.getAttribute("href") ?? "", origin + "/")
  return url.origin === origin ? url.pathname : null
}

const linkAround = (target: EventTarget | null, container: Element): HTMLAnchorElement | null => {
  const el = target instanceof Element ? target.closest("a[href]") : null
  return el instanceof HTMLAnchorElement && container.contains(el) ? el : null
}
