/**
 * The desktop menu's submenus, opened and closed on the DOM itself, so that the menu's server HTML needs no
 * hydration (src/components/layout/DesktopMenu.tsx keeps it as a StaticPart).
 *
 * The markup they read: each toggle is a `<button data-submenu-toggle aria-expanded aria-controls="ID">` in an `<li>`, whose
 * `data-open` attribute shows the toggle open (CSS turns its chevron), beside the list with that id, `hidden` while
 * closed. A toggle inside another one's list is nested in it.
 */

const TOGGLES = "button[data-submenu-toggle]"

const isOpen = (toggle: Element): boolean => toggle.getAttribute("aria-expanded") === "true"

function setOpen(toggle: Element, open: boolean): void {
  toggle.setAttribute("aria-expanded", String(open))
  const item = toggle.parentElement
  if (!item) return
  item.toggleAttribute("data-open", open)
  const list = item.querySelector<HTMLElement>(`:scope > [id="${toggle.getAttribute("aria-controls") ?? ""}"]`)
  if (list) list.hidden = !open
}

const openToggles = (menu: Element): Element[] => [...menu.querySelectorAll(TOGGLES)].filter(isOpen)

/** The menu's toggle a click inside it landed on (on the button or its icon), else null. */
export function toggleOf(menu: Element, target: EventTarget | null): HTMLButtonElement | null {
  const toggle = target instanceof Element ? target.closest<HTMLButtonElement>(TOGGLES) : null
  return toggle && menu.contains(toggle) ? toggle : null
}

/**
 * Opens a closed submenu or closes an open one. One submenu is open at each level: opening one closes every other
 * open submenu except those it is nested in; closing one closes the submenus nested in it.
 */
export function toggleSubmenu(menu: Element, toggle: Element): void {
  const opening = !isOpen(toggle)
  for (const other of openToggles(menu)) {
    if (other !== toggle && !other.parentElement?.contains(toggle)) setOpen(other, false)
  }
  setOpen(toggle, opening)
}

/** Closes every open submenu of the menu (focus leaving it, a navigation). */
export function closeSubmenus(menu: Element): void {
  for (const toggle of openToggles(menu)) setOpen(toggle, false)
}

/** Closes the innermost open submenu (Escape) and returns its toggle, for the focus; null when none is open. */
export function closeInnermostSubmenu(menu: Element): HTMLButtonElement | null {
  const open = openToggles(menu)
  const innermost = open.find((toggle) => !open.some((other) => other !== toggle && toggle.parentElement?.contains(other)))
  if (!innermost) return null
  setOpen(innermost, false)
  return innermost as HTMLButtonElement
}
