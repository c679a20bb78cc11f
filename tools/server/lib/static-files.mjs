/**
 * The build in public/, served as a static host serves it. Reading files is left to `send` (ranges with 206
 * and Accept-Ranges, ETag / If-None-Match and If-Modified-Since with 304, If-Range, HEAD); what is ours:
 * which file answers a path (index.html of a folder, the nearest 404.html), the redirect of a folder to its
 * trailing slash, and brotli/gzip copies of text files (./compressed-copies.mjs).
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

const statOrNull = (p) => fsp.stat(p).catch(() => null)

/** @param {{ publicDir: string }} options */
export function createStaticFiles({ publicDir }) {
  const copies = createCompressedCopies()

  /** The nearest `404.html` from the folder of pathname up to the root, as Cloudflare Pages looks it up. */
  async function notFoundPage(pathname) {
    let dir = pathname.endsWith("/") ? pathname : `${path.posix.dirname(pathname).replace(/\/$/, "")}/`
    for (;;) {
      const candidate = fileIn(publicDir, `${dir}404.html`)
      const stat = candidate && (await statOrNull(candidate))
      if (stat?.isFile()) return { file: candidate, stat, status: 404 }
      if (dir === "/") return { status: 404 }
      dir = `${path.posix.dirname(dir.slice(0, -1)).replace(/\/$/, "")}/`
    }
  }

  /**
   * What answers a request path (from ./request-target.mjs).
   * @returns {Promise<{ file: string, stat: import("node:fs").Stats, status: 200 | 404 } | { redirect: string } | { status: 404 }>}
   */
  async function resolve({ pathname, encoded, search }) {
    const hidden = NOT_SERVED.has(pathname) || pathname.split("/").some((s) => s.startsWith("."))
    const fsPath = hidden ? null : fileIn(publicDir, pathname)
    const stat = fsPath && (await statOrNull(fsPath))
    if (stat?.isFile() && !pathname.endsWith("/")) return { file: fsPath, stat, status: 200 }
    if (stat?.isDirectory()) {
      // encoded is normalised: one leading slash, so the Location is always a path on this host
      if (!pathname.endsWith("/")) return { redirect: `${encoded}/${search}` }
      const index = path.join(fsPath, "index.html")
      const indexStat = await statOrNull(index)
      if (indexStat?.isFile()) return { file: index, stat: indexStat, status: 200 }
    }
    return notFoundPage(pathname)
  }

  /** Sends a resolved file (status 200, or 404 for a 404 page), compressed when the client takes it. */
  async function serve(req, res, { file, stat, status }) {
    const type = contentTypeOf(file)
    const compressible = COMPRESSIBLE.test(type)
    const encoding =
      compressible && stat.size > MIN_COMPRESS_SIZE && !req.headers.range ? pickEncoding(req.headers["accept-encoding"]) : null
    let root = publicDir
    let name = path.relative(publicDir, file).split(path.sep).join("/")
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
