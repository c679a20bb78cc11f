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
