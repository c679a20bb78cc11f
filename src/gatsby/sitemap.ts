import { canonicalUrl } from "../lib/seo"

/** Pages Gatsby builds that are not public routes: the 404 page (served for unknown paths) and development pages. */
export const isPublicRoute = (path: string): boolean =>
  !/^(\/blog-details)?\/404(\.html|\/)?$/.test(path) && !path.startsWith("/dev-404-page") && !path.startsWith("/__")

const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

/**
 * Absolute page URL as a sitemap <loc>, identical to the page's canonical link. Characters that are not
 * allowed in a URL are percent-encoded; '&' is valid in a path (/terms&conditions/) and only XML-escaped.
 */
export const sitemapLoc = (siteUrl: string, path: string): string => encodeURI(decodeURI(canonicalUrl(siteUrl, path)))

/** sitemap.xml (sitemaps.org 0.9): one <url> per public route, sorted, no duplicates. */
export function buildSitemapXml(siteUrl: string, paths: readonly string[]): string {
  const locs = [...new Set(paths.filter(isPublicRoute).map((p) => sitemapLoc(siteUrl, p)))].sort()
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...locs.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
    `</urlset>`,
    ``,
  ].join("\n")
}

/**
 * robots.txt: everything may be crawled, and the sitemap's absolute URL; a preview build (src/lib/deploy-env.ts)
 * forbids crawling everything and names no sitemap, so a preview deployment stays out of search engines.
 */
export function buildRobotsTxt(siteUrl: string, opts: { preview?: boolean } = {}): string {
  if (opts.preview) return `# A preview build: not for search engines.\nUser-agent: *\nDisallow: /\n`
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`
}
