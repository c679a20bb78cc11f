/**
 * Names, on each page's after-paint loader (src/gatsby/defer-hydration.ts), the scripts of the page's own component
 * (its chunk group in webpack's stats: the shared chunks and the template's), which the loader then fetches with the
 * framework and runs before the app.
 *
 * Why: Gatsby 5 leaves a page component's scripts out of the server HTML. Its runtime asks for them only once the
 * page's page-data.json has arrived, from the handler of that request: webpack's loader looks through the page's
 * <script> elements and adds one per chunk, in the same task as Gatsby's processing of the page data. Measured with
 * Lighthouse (mobile, simulated; traces of 4-5 interleaved runs a set, on a 2-core host of index 1070-2090) on `/`,
 * /apple-cabins/ and /blog-details/3/: that task was 9-49 ms (each set's median 21-25 ms), over the 12.5 ms that
 * the 4x simulation turns into blocking time; with the chunks already run, 10-23 ms (medians 14-19). The chunks
 * also no longer wait for the page data's round trip. When the app asks for them, webpack finds them installed and
 * adds no script. (TBT itself moved less than the host's noise in those runs.)
 */

import fs from "fs"
import path from "path"
import { loaderPageScripts, withPageScripts } from "./defer-hydration"
import type { HtmlRewrite } from "./post-build/html-rewrites"
import { assetNames, type WebpackStats } from "./post-build/webpack-stats"

/** The root-relative JavaScript files of a page component's chunk group (`component---src-…`), in webpack's order. */
export const componentScripts = (stats: WebpackStats, componentChunkName: string): string[] =>
  assetNames(stats.namedChunkGroups?.[componentChunkName])
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`)

const PAGE_PATH_RE = /<script id="gatsby-script-loader" data-page-path="([^"]*)">/

/** The page's path, from the attribute of its page-path script (src/gatsby/security-headers.ts), or null. */
export function pagePathOf(html: string): string | null {
  const m = PAGE_PATH_RE.exec(html)
  return m
    ? m[1]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&")
    : null
}

/** Where Gatsby writes a page's page data: public/page-data/<path>/page-data.json, "index" for the home page. */
export const pageDataFile = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, ""), "page-data.json")

/** The page component's chunk name in the page's page data, or null when it has none. */
function componentChunkNameOf(publicDir: string, pagePath: string): string | null {
  const file = pageDataFile(publicDir, pagePath)
  if (!fs.existsSync(file)) return null
  const name = (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName?: unknown }).componentChunkName
  return typeof name === "string" ? name : null
}

/**
 * The rewrite that names each page's component scripts on its loader, from the page data and webpack stats of the
 * build in `publicDir`. A page whose path, page data or chunk group cannot be found is left as it is (and reported
 * as missed); the app then loads the scripts itself, as Gatsby does.
 */
export function pageScriptsRewrite(publicDir: string, stats: WebpackStats): HtmlRewrite {
  return {
    name: "page component's scripts named on the loader",
    source: "pageScriptsRewrite in src/gatsby/page-scripts.ts",
    apply: (html) => {
      const pagePath = pagePathOf(html)
      const chunk = pagePath === null ? null : componentChunkNameOf(publicDir, pagePath)
      const scripts = chunk ? componentScripts(stats, chunk) : []
      return scripts.length ? withPageScripts(html, scripts) : html
    },
    isDone: (html) => !!loaderPageScripts(html)?.length,
  }
}
