/** The content editor's folder: its page is /admin/, built by src/gatsby/cms-admin.ts; no site page lives below it. */
export const ADMIN_DIR = "admin"

/** Site paths are written without a trailing slash in content; built pages live at `<path>/`. */
export const withTrailingSlash = (p: string): string => (p === "/" || p.endsWith("/") ? p : `${p}/`)

/** Compares two site paths ignoring a trailing slash and a query or hash. */
export const normalizePath = (p: string): string => {
  const bare = p.split(/[?#]/)[0] || "/"
  const decoded = safeDecode(bare)
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded
}

const safeDecode = (s: string) => {
  try {
    return decodeURI(s)
  } catch {
    return s
  }
}

/** True when `current` is `target` or below it (for highlighting the active menu item). */
export const isActivePath = (current: string, target: string): boolean => {
  const c = normalizePath(current)
  const t = normalizePath(target)
  if (t === "/") return c === "/"
  return c === t || c.startsWith(t + "/")
}
