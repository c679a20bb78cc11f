/**
 * The URL path of every page of the site, in one place. Page creation, the feed, the not-found page, the cards,
 * the sidebars, the breadcrumbs and the browser tests all build their paths here, so renaming a route (or adding
 * a language prefix) is an edit of this file only.
 *
 * Paths are written as content writes them, without a trailing slash ("/blogs", "/blog-details/4"); the built
 * page lives at `<path>/` (withTrailingSlash), which is also its canonical URL and its sitemap entry.
 */

import type { ContentLang } from "../content/content-i18n"

/** The routes that exist once: src/pages/*.tsx (English, as the spec names them). */
export const SITE_PATHS = {
  home: "/",
  about: "/about",
  products: "/products",
  blogs: "/blogs",
  contact: "/contact",
} as const

export type SitePathName = keyof typeof SITE_PATHS

/** The same routes in each language: English at the root, French under /fr with French words. */
export const SITE_PATHS_BY_LANG: Record<ContentLang, Record<SitePathName, string>> = {
  en: SITE_PATHS,
  fr: {
    home: "/fr",
    about: "/fr/a-propos",
    products: "/fr/produits",
    blogs: "/fr/blog",
    contact: "/fr/contact",
  },
}

/** The brochure PDF of a language: site.json's file name in English, with the language before .pdf otherwise. */
export const brochureFileName = (fileName: string, lang: ContentLang = "en"): string =>
  lang === "en" ? fileName : fileName.replace(/\.pdf$/, `-${lang}.pdf`)

/** The RSS feed of a language's articles. */
export const feedPath = (lang: ContentLang = "en"): string => (lang === "en" ? "/rss.xml" : `/${lang}/rss.xml`)

/** The language of a site path: its first segment when that is a translated language's code, English otherwise. */
export const langOfPath = (pathname: string): ContentLang => (/^\/fr(\/|$)/.test(pathname) ? "fr" : "en")

/** The path of a singleton route in a language. */
export const sitePath = (name: SitePathName, lang: ContentLang = "en"): string => SITE_PATHS_BY_LANG[lang][name]

/** Articles live below this path, one page per id; an unknown id below it is answered with 'Blog not found.'. */
const BLOG_POST_BASE = "/blog-details"
const SERVICE_BASE = "/service-details"
/** In a translation, articles and services live below these paths, one page per slug. */
const TRANSLATED_BASES: Record<Exclude<ContentLang, "en">, { blogPost: string; service: string }> = {
  fr: { blogPost: "/fr/blog", service: "/fr/services" },
}

/** A product, featured model or legal page: its JSON file names its own path. */
export interface PathNode {
  path: string
}
/**
 * An article or a service: in English its path is built from the id of its JSON file (`jsonId` in GraphQL); in a
 * translation from its slug.
 */
export interface IdNode {
  jsonId: string
  lang?: ContentLang | string | null
  slug?: string | null
}

const translatedPath = (node: IdNode, kind: "blogPost" | "service"): string => {
  const base = TRANSLATED_BASES[node.lang as Exclude<ContentLang, "en">][kind]
  if (!node.slug) throw new Error(`the ${node.lang} version of ${kind} ${node.jsonId} has no slug: its path cannot be built`)
  return `${base}/${node.slug}`
}

export const productPath = (node: PathNode): string => node.path
export const featuredPath = (node: PathNode): string => node.path
export const legalPath = (node: PathNode): string => node.path
export const blogPostPath = (node: IdNode): string =>
  !node.lang || node.lang === "en" ? `${BLOG_POST_BASE}/${node.jsonId}` : translatedPath(node, "blogPost")
export const servicePath = (node: IdNode): string =>
  !node.lang || node.lang === "en" ? `${SERVICE_BASE}/${node.jsonId}` : translatedPath(node, "service")

/** The page kinds created from content (one template and one JSON folder each) and the path of each page. */
export const PAGE_PATHS = {
  product: productPath,
  featured: featuredPath,
  legal: legalPath,
  blogPost: blogPostPath,
  service: servicePath,
} as const

export type PageKind = keyof typeof PAGE_PATHS

/**
 * True for a path at or below the articles' base (with or without a trailing slash), whatever the id; in French,
 * below /fr/blog (which is itself the French article list).
 */
export const isBelowBlogPosts = (pathname: string): boolean =>
  pathname === BLOG_POST_BASE || pathname.startsWith(`${BLOG_POST_BASE}/`) || pathname.startsWith(`${TRANSLATED_BASES.fr.blogPost}/`)

/**
 * The articles' folder has its own not-found page: static hosts serve it for an unknown /blog-details/<id>/ with
 * status 404 (Cloudflare Pages: the nearest 404.html up the folder tree; Netlify: the rules the build writes to public/_redirects),
 * so the HTML already says 'Blog not found.' without JavaScript.
 */
export const BLOG_NOT_FOUND_PATH = `${BLOG_POST_BASE}/404.html`
/** The client-side match path of that page: every unknown article id renders it in the browser too. */
export const BLOG_NOT_FOUND_MATCH = `${BLOG_POST_BASE}/*`

/**
 * The not-found pages of each language beyond Gatsby's own /404.html: the articles' folder (the HTML says 'Blog not
 * found.' / 'Article introuvable.' without JavaScript), and, for a translation, its whole folder (a French page).
 * `matchPath` renders them in the browser for any unknown path below; the most specific comes first.
 */
export const NOT_FOUND_PAGES: Record<ContentLang, Array<{ path: string; matchPath: string }>> = {
  en: [{ path: BLOG_NOT_FOUND_PATH, matchPath: BLOG_NOT_FOUND_MATCH }],
  fr: [
    { path: `${TRANSLATED_BASES.fr.blogPost}/404.html`, matchPath: `${TRANSLATED_BASES.fr.blogPost}/*` },
    { path: "/fr/404.html", matchPath: "/fr/*" },
  ],
}

/** The not-found page a host serves for an unknown article path of a language. */
export const blogNotFoundPath = (lang: ContentLang): string => NOT_FOUND_PAGES[lang][0].path
