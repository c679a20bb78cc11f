import fs from "node:fs"
import path from "node:path"

const unescapeXml = (s) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")

/** The paths of a sitemap's <loc> URLs, decoded, in the sitemap's order ('/terms&conditions/'). */
export function routesFromSitemap(xml) {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeURI(new URL(unescapeXml(m[1])).pathname))
}

/**
 * Every public route of the built site, with the trailing slash it is served at, read from the build's
 * sitemap (public/sitemap.xml, beside `dataDir`, the content folder). The benchmark measures the build it has
 * just made, and the sitemap lists exactly that build's public pages, created from the path module
 * src/lib/routes/routes.ts; a plain Node script cannot import that TypeScript module.
 */
export function allRoutesFromData(dataDir, publicDir = path.join(dataDir, "..", "public")) {
  const file = path.join(publicDir, "sitemap.xml")
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build the site first (npm run build)`)
  return routesFromSitemap(fs.readFileSync(file, "utf8"))
}

/**
 * The routes the benchmark measures by default: one page of each template, each with its role in the targets
 * (tools/bench/lib/bench-targets.mjs); their French twins are added from the pages' hreflang links.
 */
export const DEFAULT_ROUTES = [
  ["/", "home"],
  ["/about/", "page"],
  ["/products/", "page"],
  ["/apple-cabins/", "page"],
  ["/expandable-container-house/40ft/", "page"],
  ["/featured-products/capsule-house/", "page"],
  ["/blogs/", "page"],
  ["/blog-details/3/", "article"],
  ["/terms&conditions/", "article"],
  ["/service-details/1/", "page"],
  ["/contact/", "page"],
  ["/quote/", "planner"],
]

/**
 * The role of an English route of the whole sitemap (a French route takes its English twin's): "home" for the home
 * page, "article" for the blog articles and the legal pages (what the starter's article page does: text and
 * pictures, no widget), "page" otherwise.
 * @param {string} route
 * @param {{ articleBase: string, legal: string[] }} kinds the articles' folder ("/blog-details/") and the legal pages' routes
 */
export function roleOf(route, { articleBase, legal }) {
  if (route === "/") return "home"
  return legal.includes(route) || (route.startsWith(articleBase) && route !== articleBase) ? "article" : "page"
}

/** The route of a built page's twin in `lang`, from its hreflang link, or null when it has none. */
export function twinOf(publicDir, route, lang) {
  const file = path.join(publicDir, decodeURI(route), "index.html")
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: is ${route} a route of this build?`)
  const link = new RegExp(`<link[^>]*hrefLang="${lang}"[^>]*href="([^"]+)"`, "i").exec(fs.readFileSync(file, "utf8"))
  return link ? decodeURI(new URL(link[1].replace(/&amp;/g, "&")).pathname) : null
}
