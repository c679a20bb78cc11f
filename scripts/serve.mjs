#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static host or CDN does:
 *  - `/about` redirects to `/about/` (trailingSlash "always"), files are served with their MIME type,
 *  - unknown paths get public/404.html with status 404,
 *  - the rules of static/_headers (Netlify / Cloudflare Pages format) are applied, so security headers
 *    and caching behave here as they will in production,
 *  - text responses are compressed (brotli or gzip) as a CDN would,
 *  - and, when scripts/local-inbox.mjs is present, the local stand-in of the e-mail service answers
 *    under /api/v1.0/email/ and shows the recorded enquiries at /__inbox/.
 *
 * Usage: node scripts/serve.mjs   (PORT, default 9000; HOST, default 127.0.0.1)
 */
import fs from "node:fs"
import fsp from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"
import { parseHeadersFile, headersFor } from "./lib/headers-file.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(root, "public")
const port = Number(process.env.PORT || 9000)
const host = process.env.HOST || "127.0.0.1"

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
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("public/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).")
  process.exit(1)
}

const headerRules = (() => {
  const file = path.join(publicDir, "_headers")
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, "utf8")) : []
})()

let inbox = null
const inboxModule = path.join(root, "scripts", "local-inbox.mjs")
if (fs.existsSync(inboxModule)) {
  const { createInbox } = await import(inboxModule)
  inbox = createInbox({ dir: process.env.INBOX_DIR || path.join(root, ".inbox") })
}

const compressedCache = new Map()

async function resolveFile(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { status: 400 }
  }
  const target = path.normalize(path.join(publicDir, decoded))
  if (!target.startsWith(publicDir)) return { status: 403 }
  const stat = await fsp.stat(target).catch(() => null)
  if (stat?.isFile()) return { file: target }
  if (stat?.isDirectory()) {
    if (!decoded.endsWith("/")) return { redirect: `${urlPath}/` }
    const index = path.join(target, "index.html")
    if (fs.existsSync(index)) return { file: index }
  }
  return { file: path.join(publicDir, "404.html"), status: 404 }
}

function send(req, res, status, headers, body) {
  const type = headers["Content-Type"] || ""
  const accept = String(req.headers["accept-encoding"] || "")
  if (body.length > 1024 && COMPRESSIBLE.test(type) && /\b(br|gzip)\b/.test(accept)) {
    const enc = /\bbr\b/.test(accept) ? "br" : "gzip"
    const key = `${enc}:${headers["X-Cache-Key"]}`
    let out = compressedCache.get(key)
    if (!out) {
      out =
        enc === "br"
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(body, { level: 9 })
      compressedCache.set(key, out)
    }
    headers["Content-Encoding"] = enc
    headers["Vary"] = "Accept-Encoding"
    body = out
  }
  delete headers["X-Cache-Key"]
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url || "/", `http://${req.headers.host || "localhost"}`)
    if (inbox && (await inbox.handle(req, res, url))) return
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const found = await resolveFile(url.pathname)
    if (found.redirect) {
      res.writeHead(301, { Location: found.redirect + url.search }).end()
      return
    }
    if (!found.file) {
      res.writeHead(found.status).end()
      return
    }
    const body = await fsp.readFile(found.file)
    const stat = await fsp.stat(found.file)
    const servedPath = found.status === 404 ? "/404.html" : url.pathname
    const headers = {
      "Content-Type": MIME[path.extname(found.file).toLowerCase()] || "application/octet-stream",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Last-Modified": stat.mtime.toUTCString(),
      ...headersFor(headerRules, servedPath),
      "X-Cache-Key": `${found.file}:${stat.mtimeMs}`,
    }
    send(req, res, found.status || 200, headers, body)
  } catch (err) {
    console.error(err)
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" })
    res.end("Internal error")
  }
})

server.listen(port, host, () => {
  const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`
  console.log(`\n  The site is served at ${address}`)
  if (inbox) console.log(`  Enquiries sent from the forms are recorded in the local inbox: ${address}__inbox/`)
  console.log("  Press Ctrl+C to stop.\n")
})

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)))
