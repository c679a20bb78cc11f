import { isActivePath, normalizePath } from "../routes/paths"
import { SITE_PATHS } from "../routes/routes"

/** Scroll distance (px) past which the scroll-to-top button becomes active (spec 9). */
export const SCROLL_UP_THRESHOLD = 100

export const isScrollUpActive = (scrollY: number): boolean => scrollY > SCROLL_UP_THRESHOLD

/** The Brochure button shows only on /apple-cabins and on paths starting with /expandable-container-house (spec 2.2). */
export const showsBrochureButton = (pathname: string): boolean => {
  const p = normalizePath(pathname)
  return p === "/apple-cabins" || p.startsWith("/expandable-container-house")
}

/** The 'Build Your Dream Home Today' banner shows on every page except /contact (spec 2.2). */
export const showsCtaBanner = (pathname: string): boolean => normalizePath(pathname) !== SITE_PATHS.contact

export interface MenuLink {
  label: string
  path?: string | null
  subItems?: readonly MenuLink[] | null
}

/** A menu item is active when the current path is its own path or that of any entry below it. */
export const isMenuItemActive = (item: MenuLink, pathname: string): boolean =>
  (item.path ? isActivePath(pathname, item.path) : false) || (item.subItems ?? []).some((sub) => isMenuItemActive(sub, pathname))

/** Accordion with at most one open entry: toggling the open one closes it, another one replaces it. */
export const toggleSingle = <T>(open: T | null, key: T): T | null => (open === key ? null : key)
