import { canonicalUrl } from "../../../lib/seo/seo"
import { LANGS, SOURCE_LANG, type Alternates } from "../../../lib/content/content-i18n"
import { LANGUAGES } from "../../../i18n/languages"
import { NOT_FOUND_PAGES } from "../../../lib/routes/routes"

/**
 * The folders that have a not-found page: the root (Gatsby's /404.html) and, in every language, those of
 * src/lib/routes/routes.ts NOT_FOUND_PAGES (/blog-details, /fr/blog, /fr), whichever languages are published.
 */
const NOT_FOUND_FOLDERS = new Set([
  "",
  ...LANGS.flatMap((lang) => NOT_FOUND_PAGES[lang].map(({ path }) => path.replace(/\/404\.html$/, ""))),
])
const isNotFoundPage = (path: string): boolean => {
  const match = /^(.*)\/404(\.html|\/)?$/.exec(path)
  return !!match && NOT_FOUND_FOLDERS.has(match[1])
}

/** Pages Gatsby builds that are not public routes: the not-found pages (served for unknown paths) and development pages. */
export const isPublicRoute = (path: string): boolean =>
  !isNotFoundPage(path) && !path.startsWith("/dev-404-page") && !path.startsWith("/__")

const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

/**
 * Absolute page URL as a sitemap <loc>, identical to the page's canonical link. Characters that are not
 * allowed in a URL are percent-encoded; '&' is valid in a path (/terms&conditions/) and only XML-escaped.
 */
export const sitemapLoc = (siteUrl: string, path: string): string => encodeURI(decodeURI(canonicalUrl(siteUrl, path)))

/**
 * sitemap.xml (sitemaps.org 0.9): one <url> per public route, sorted, no duplicates. A page that exists in more than
 * one language lists every version, itself included, with hreflang (each language's tag, src/i18n/languages.ts), and
 * the source language's as x-default (Google's sitemap form of hreflang), so the pairs are reciprocal by construction.
 */
export function buildSitemapXml(siteUrl: string, paths: readonly string[], alternatesOf: Record<string, Alternates> = {}): string {
  const routes = [...new Set(paths.filter(isPublicRoute))].map((p) => ({ path: p, loc: sitemapLoc(siteUrl, p) }))
  const unique = [...new Map(routes.map((r) => [r.loc, r])).values()].sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
  const multilingual = unique.some((r) => Object.keys(alternatesOf[r.path] ?? {}).length > 1)
  const entry = ({ path, loc }: { path: string; loc: string }) => {
    // in the languages' order (the source language first), whatever order the page context gave them
    const versions = LANGS.flatMap((lang) => {
      const p = alternatesOf[path]?.[lang]
      return p ? [[lang, p] as const] : []
    })
    if (versions.length < 2) return `  <url><loc>${escapeXml(loc)}</loc></url>`
    const link = (hreflang: string, p: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(sitemapLoc(siteUrl, p))}"/>`
    const source = alternatesOf[path][SOURCE_LANG]
    return [
      `  <url>`,
      `    <loc>${escapeXml(loc)}</loc>`,
      ...versions.map(([lang, p]) => link(LANGUAGES[lang].tag, p)),
      ...(source ? [link("x-default", source)] : []),
      `  </url>`,
    ].join("\n")
  }
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    multilingual
      ? `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`
      : `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...unique.map(entry),
    `</urlset>`,
    ``,
  ].join("\n")
}

/**
 * robots.txt: everything may be crawled but the content editor (/admin/), and the sitemap's absolute URL; a preview build (src/lib/seo/deploy-env.ts)
 * forbids crawling everything and names no sitemap, so a preview deployment stays out of search engines.
 */
export function buildRobotsTxt(siteUrl: string, opts: { preview?: boolean } = {}): string {
  if (opts.preview) return `# A preview build: not for search engines.\nUser-agent: *\nDisallow: /\n`
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`
}
