/**
 * The build in public/, served as a static host serves it. Reading files is left to `send` (ranges with 206
 * and Accept-Ranges, ETag / If-None-Match and If-Modified-Since with 304, If-Range, HEAD); what is ours:
 * which file answers a path (index.html of a folder, the nearest 404.html), the redirect of a folder to its
 * trailing slash, brotli/gzip copies of text files (./compressed-copies.mjs), and nothing outside public/: a
 * symbolic link is served only when its real path lies inside the real public folder.
 */
import fsp from "node:fs/promises"
import path from "node:path"
import send from "send"
import { createCompressedCopies, COMPRESSIBLE, MIN_COMPRESS_SIZE, pickEncoding } from "./compressed-copies.mjs"
import { encodePath, fileIn } from "./request-target.mjs"
import { plainAnswer } from "./plain-answer.mjs"

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
}
export const contentTypeOf = (file) => MIME[path.extname(file).toLowerCase()] || "application/octet-stream"

/** Files of the build that a static host reads but never serves (Netlify, Cloudflare Pages). */
const NOT_SERVED = new Set(["/_headers", "/_redirects"])

const SEND_ERRORS = {
  400: "Bad Request: the path could not be read.",
  403: "Forbidden.",
  404: "Not Found.",
  412: "Precondition Failed: the file has changed.",
  416: "Range Not Satisfiable: the range is outside the file.",
}

/** A path of the build a static host never serves: _headers, _redirects, anything under a name starting with a dot. */
const isHidden = (pathname) => NOT_SERVED.has(pathname) || pathname.split("/").some((s) => s.startsWith("."))

/** @param {{ publicDir: string }} options */
export function createStaticFiles({ publicDir }) {
  const copies = createCompressedCopies()

  /**
   * What a file-system path inside public/ really is, symbolic links followed: its real path, its path from the real
   * public folder (with `/`) and its stat; null when it does not exist, or when it leads outside the public folder
   * (a link to /etc, to a sibling folder) or to a file the host does not serve. A link inside the folder to a file
   * inside it is served.
   * @returns {Promise<{ real: string, root: string, name: string, stat: import("node:fs").Stats } | null>}
   */
  async function servable(fsPath) {
    const [root, real] = await Promise.all([fsp.realpath(publicDir), fsp.realpath(fsPath)]).catch(() => [])
    if (!root || !real) return null
    const rel = path.relative(root, real)
    if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null
    const name = rel.split(path.sep).join("/")
    if (isHidden(`/${name}`)) return null
    const stat = await fsp.stat(real).catch(() => null)
    return stat && { real, root, name, stat }
  }

  /** The nearest `404.html` from the folder of pathname up to the root, as Cloudflare Pages looks it up. */
  async function notFoundPage(pathname) {
    let dir = pathname.endsWith("/") ? pathname : `${path.posix.dirname(pathname).replace(/\/$/, "")}/`
    for (;;) {
      const candidate = fileIn(publicDir, `${dir}404.html`)
      const found = candidate && (await servable(candidate))
      if (found?.stat.isFile()) return { file: found.real, root: found.root, name: found.name, stat: found.stat, status: 404 }
      if (dir === "/") return { status: 404 }
      dir = `${path.posix.dirname(dir.slice(0, -1)).replace(/\/$/, "")}/`
    }
  }

  /**
   * What answers a request path (from ./request-target.mjs). Files are named by their real path (links followed)
   * and only when it lies inside the real public folder.
   * @returns {Promise<{ file: string, root: string, name: string, stat: import("node:fs").Stats, status: 200 | 404 } | { redirect: string } | { status: 404 }>}
   *   file: the real path; root: the real public folder; name: the file's path from it
   */
  async function resolve({ pathname, encoded, search }) {
    const fsPath = isHidden(pathname) ? null : fileIn(publicDir, pathname)
    const found = fsPath && (await servable(fsPath))
    if (found?.stat.isFile() && !pathname.endsWith("/"))
      return { file: found.real, root: found.root, name: found.name, stat: found.stat, status: 200 }
    if (found?.stat.isDirectory()) {
      // encoded is normalised: one leading slash, so the Location is always a path on this host
      if (!pathname.endsWith("/")) return { redirect: `${encoded}/${search}` }
      const index = await servable(path.join(found.real, "index.html"))
      if (index?.stat.isFile()) return { file: index.real, root: index.root, name: index.name, stat: index.stat, status: 200 }
    }
    return notFoundPage(pathname)
  }

  /** Sends a resolved file (status 200, or 404 for a 404 page), compressed when the client takes it. */
  async function serve(req, res, { file, root: realRoot, name: realName, stat, status }) {
    const type = contentTypeOf(file)
    const compressible = COMPRESSIBLE.test(type)
    const encoding =
      compressible && stat.size > MIN_COMPRESS_SIZE && !req.headers.range ? pickEncoding(req.headers["accept-encoding"]) : null
    // `send` opens the real path: no link on the way is followed again
    let root = realRoot
    let name = realName
    if (encoding) {
      name = await copies.copyOf(file, stat, encoding)
      root = copies.root()
      res.setHeader("Content-Encoding", encoding)
    }
    res.setHeader("Content-Type", type)
    if (compressible) res.setHeader("Vary", "Accept-Encoding")
    const isPage404 = status === 404
    if (isPage404) res.setHeader("Cache-Control", "no-store")
    res.statusCode = status
    send(req, encodePath(`/${name}`), {
      root,
      index: false,
      dotfiles: "allow",
      cacheControl: false,
      // a 404 page is no representation of the path asked for: no range, no validators
      acceptRanges: !isPage404,
      etag: !isPage404,
      lastModified: !isPage404,
    })
      .on("error", (err) => {
        const code = Number(err?.status) || 500
        plainAnswer(res, code, SEND_ERRORS[code] || "Internal Server Error: the file could not be read.", err?.headers || {})
      })
      .pipe(res)
  }

  return { resolve, serve, close: () => copies.removeAll() }
}
