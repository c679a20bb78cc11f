/**
 * A copy of the built site whose pages have no script, for the benchmark's floor column (npm run bench):
 * Lighthouse on such a page measures what the browser does with the server-rendered HTML and the inline CSS alone
 * (parse, style, layout, paint, the web fonts' relayout), the part of a route's blocking time that no change to the
 * site's JavaScript can remove.
 *
 * What the copy leaves out with the scripts: everything the after-paint loader adds (the pictures below the first
 * screen, the rest of the page's CSS, the bundles), so its figures are a floor, not the page without hydration.
 */
import fs from "node:fs"
import path from "node:path"

const SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:modulepreload|preload|prefetch)")(?=[^>]*\.m?js["?])[^>]*>/gi

/** The page without its scripts and script preloads; structured data (JSON-LD, not run) stays. */
export function withoutScripts(html) {
  return html.replace(SCRIPT, "").replace(SCRIPT_PRELOAD, "")
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

/**
 * Copies publicDir to outDir (replaced if it exists) with every HTML page's scripts removed.
 * @returns {number} how many pages were rewritten
 */
export function writeScriptlessCopy(publicDir, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.cpSync(publicDir, outDir, { recursive: true })
  const pages = htmlFiles(outDir)
  for (const page of pages) fs.writeFileSync(page, withoutScripts(fs.readFileSync(page, "utf8")))
  return pages.length
}
