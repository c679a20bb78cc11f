import fs from "node:fs"
import path from "node:path"

const ATTR = /\s(href|src|srcset|poster|content)\s*=\s*"([^"]*)"/gi
const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" }
const decodeEntities = (s) => s.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m])

const listHtml = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return listHtml(full)
    return e.name.endsWith(".html") ? [full] : []
  })

/** The internal URLs a page refers to (href, src, srcset, poster), as written in the HTML. */
export function internalRefs(html) {
  const refs = []
  for (const [, attr, raw] of html.matchAll(ATTR)) {
    const value = decodeEntities(raw)
    if (attr.toLowerCase() === "content") continue
    const urls = attr.toLowerCase() === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0]) : [value]
    for (const url of urls) if (url.startsWith("/") && !url.startsWith("//")) refs.push(url)
  }
  return refs
}

/** The file a site URL resolves to in the build, or null when nothing would be served. */
export function resolveRef(publicDir, url) {
  let p = url.split(/[?#]/)[0]
  try {
    p = decodeURIComponent(p)
  } catch {
    return null
  }
  const target = path.join(publicDir, p)
  if (!target.startsWith(publicDir)) return null
  if (p.endsWith("/")) return fs.existsSync(path.join(target, "index.html")) ? path.join(target, "index.html") : null
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return target
  if (fs.existsSync(path.join(target, "index.html"))) return path.join(target, "index.html")
  return null
}

/** Checks every internal href/src of every built page; returns the first broken one, or null. */
export function findFirstBrokenLink(publicDir) {
  const pages = listHtml(publicDir).sort()
  let checked = 0
  for (const page of pages) {
    const html = fs.readFileSync(page, "utf8")
    for (const ref of internalRefs(html)) {
      checked++
      if (!resolveRef(publicDir, ref)) return { page: path.relative(publicDir, page), ref, checked, pages: pages.length }
    }
  }
  return { page: null, ref: null, checked, pages: pages.length }
}
