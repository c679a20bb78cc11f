/**
 * First-load JavaScript of every page of a build, read from the build itself (no browser): the scripts a page's HTML
 * starts (build-data, webpack runtime, framework, app: webpack.stats.json's "app" chunk group; the interface words of
 * the page's <html lang>: its "ui-<lang>" chunk group, where the build has one) and its page component's chunk group
 * (page-data.json's componentChunkName), each file counted once, compressed as the local
 * server serves it (brotli at the server's quality, which the benchmark's Lighthouse runs read; gzip level 9 beside it). Deterministic, so two builds compare byte for byte (before and after a change), which
 * Lighthouse's transferred bytes on a busy host do not.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { BROTLI_QUALITY } from "../../server/lib/compressed-copies.mjs"

/** The first-load JavaScript a page may have, brotli (the site's earlier absolute budget, which `npm run bench:js` keeps). */
export const FIRST_LOAD_JS_BUDGET_KB = 100

/** The JavaScript files of a named chunk group of webpack.stats.json. */
export function chunkGroupScripts(stats, name) {
  const group = stats.namedChunkGroups?.[name]
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}"`)
  return group.assets.map((a) => (typeof a === "string" ? a : a.name)).filter((file) => file.endsWith(".js"))
}

/** Every page's path and component chunk name, from public/page-data/<path>/page-data.json. */
export function pagesOf(publicDir) {
  const root = path.join(publicDir, "page-data")
  const pages = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "page-data.json") {
        const data = JSON.parse(fs.readFileSync(full, "utf8"))
        if (data.path && data.componentChunkName) pages.push({ path: data.path, chunk: data.componentChunkName })
      }
    }
  }
  walk(root)
  return pages.filter((p) => !p.path.startsWith("/dev-404")).sort((a, b) => a.path.localeCompare(b.path))
}

/** The build-data script the HTML starts (its name changes with each build). */
export const buildDataScript = (publicDir) => fs.readdirSync(publicDir).find((f) => /^build-data-[0-9a-f]+\.js$/.test(f))

/** The brotli size of some bytes, at the local server's quality. */
export const brotliBytes = (bytes) =>
  zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length

/** Compressed sizes of a file, { br, gzip } in bytes (brotli at the local server's quality, gzip level 9), cached by path. */
export function compressedSizer() {
  const cache = new Map()
  return (file) => {
    if (!cache.has(file)) {
      const bytes = fs.readFileSync(file)
      cache.set(file, { br: brotliBytes(bytes), gzip: zlib.gzipSync(bytes, { level: 9 }).length })
    }
    return cache.get(file)
  }
}

/** A page's HTML file in a build: `/about/` is `about/index.html`, `/404.html` itself. */
export const pageHtmlFile = (publicDir, pagePath) =>
  path.join(publicDir, pagePath.endsWith(".html") ? pagePath : path.join(pagePath, "index.html"))

/** The language of a page's HTML (<html lang>), or null without its HTML. */
export function pageLang(publicDir, pagePath) {
  const file = pageHtmlFile(publicDir, pagePath)
  if (!fs.existsSync(file)) return null
  return /<html[^>]*\slang="([^"]+)"/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? null
}

/** First-load JavaScript of each page of a build: [{ path, chunk, files, brBytes, gzipBytes }]. */
export function firstLoad(publicDir, size = compressedSizer()) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const shared = chunkGroupScripts(stats, "app")
  const buildData = buildDataScript(publicDir)
  return pagesOf(publicDir).map(({ path: page, chunk }) => {
    const lang = pageLang(publicDir, page)
    const words = lang && stats.namedChunkGroups?.[`ui-${lang}`] ? chunkGroupScripts(stats, `ui-${lang}`) : []
    const files = [...new Set([...words, ...(buildData ? [buildData] : []), ...shared, ...chunkGroupScripts(stats, chunk)])]
    const sizes = files.map((f) => size(path.join(publicDir, f)))
    return {
      path: page,
      chunk,
      files,
      brBytes: sizes.reduce((sum, s) => sum + s.br, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    }
  })
}

/**
 * Two builds' first loads side by side, by path: [{ path, before, after, delta }] (brotli bytes; null where a build
 * lacks the page).
 */
export function compareFirstLoads(before, after) {
  const b = new Map(before.map((r) => [r.path, r.brBytes]))
  const a = new Map(after.map((r) => [r.path, r.brBytes]))
  return [...new Set([...b.keys(), ...a.keys()])].sort().map((p) => ({
    path: p,
    before: b.get(p) ?? null,
    after: a.get(p) ?? null,
    delta: b.has(p) && a.has(p) ? a.get(p) - b.get(p) : null,
  }))
}
