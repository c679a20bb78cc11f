import { isActivePath, normalizePath } from "../routes/paths"
import { SITE_PATHS, SITE_PATHS_BY_LANG } from "../routes/routes"

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

/** The home page of each language ("/", "/fr"): every page of the language lives below it. */
const HOME_PATHS: ReadonlySet<string> = new Set(Object.values(SITE_PATHS_BY_LANG).map((paths) => normalizePath(paths.home)))

/**
 * Whether a menu link to `target` is marked on the page at `pathname`: a section's link (/products, /fr/blog) also
 * marks the pages below it, whole path segments only; a language's home page (/ or /fr) marks only itself, since
 * every page of the language is below it. The same answer on the server and in the browser: it reads the paths only.
 */
export const isMenuPathActive = (pathname: string, target: string): boolean =>
  HOME_PATHS.has(normalizePath(target)) ? isCurrentPage(pathname, target) : isActivePath(pathname, target)

/** Whether `target` is the page at `pathname` itself (aria-current="page"), ignoring a trailing slash, a query and a hash. */
export const isCurrentPage = (pathname: string, target: string): boolean => normalizePath(pathname) === normalizePath(target)

/** A menu item is active when the current path is its own path or that of any entry below it (isMenuPathActive). */
export const isMenuItemActive = (item: MenuLink, pathname: string): boolean =>
  (item.path ? isMenuPathActive(pathname, item.path) : false) || (item.subItems ?? []).some((sub) => isMenuItemActive(sub, pathname))

/** Accordion with at most one open entry: toggling the open one closes it, another one replaces it. */
export const toggleSingle = <T>(open: T | null, key: T): T | null => (open === key ? null : key)
