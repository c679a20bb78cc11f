/**
 * The path of a request, decoded and normalised once, so that every later decision (which file, which
 * `_headers` rules, which 404 page, where to redirect) is taken on the same path the file system sees.
 */
import path from "node:path"

/**
 * Percent-encodes a decoded path, keeping the characters a path segment may hold as they are (RFC 3986 pchar,
 * so `/terms&conditions/` stays itself): safe to put in a Location header or to hand to `send`. A backslash
 * is encoded, so a browser cannot read a path starting with a backslash as another host.
 */
export const encodePath = (pathname) => pathname.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (c) => encodeURIComponent(c))

/**
 * @param {string | undefined} rawUrl the request target as received (`req.url`)
 * @returns {{ pathname: string, encoded: string, search: string } | { error: string }}
 *   pathname: decoded, dot segments resolved, repeated slashes collapsed, always starting with one `/`
 *   (so it can never name another host); encoded: the same, percent-encoded; search: the query, `?` included.
 */
export function parseRequestTarget(rawUrl) {
  if (typeof rawUrl !== "string" || !rawUrl.startsWith("/")) return { error: "The request target must be a path starting with /." }
  const q = rawUrl.indexOf("?")
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q)
  // only printable ASCII goes back out in a Location header
  const search = q < 0 ? "" : rawUrl.slice(q).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { error: "The path is not valid percent-encoding." }
  }
  if (decoded.includes("\0")) return { error: "The path contains a NUL character." }
  const pathname = path.posix.normalize(decoded)
  return { pathname, encoded: encodePath(pathname), search }
}

/** The file-system path of a normalised request path inside root, or null when it would fall outside it. */
export function fileIn(root, pathname) {
  const target = path.join(root, ...pathname.split("/"))
  const rel = path.relative(root, target)
  if (rel === "") return target
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null
  return target
}
