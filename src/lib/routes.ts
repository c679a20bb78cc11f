/**
 * The URL path of every page of the site, in one place. Page creation, the feed, the not-found page, the cards,
 * the sidebars, the breadcrumbs and the browser tests all build their paths here, so renaming a route (or adding
 * a language prefix) is an edit of this file only.
 *
 * Paths are written as content writes them, without a trailing slash ("/blogs", "/blog-details/4"); the built
 * page lives at `<path>/` (withTrailingSlash), which is also its canonical URL and its sitemap entry.
 */

/** The routes that exist once: src/pages/*.tsx. */
export const SITE_PATHS = {
  home: "/",
  about: "/about",
  products: "/products",
  blogs: "/blogs",
  contact: "/contact",
} as const

export type SitePathName = keyof typeof SITE_PATHS

/** Articles live below this path, one page per id; an unknown id below it is answered with 'Blog not found.'. */
const BLOG_POST_BASE = "/blog-details"
const SERVICE_BASE = "/service-details"

/** A product, featured model or legal page: its JSON file names its own path. */
export interface PathNode {
  path: string
}
/** An article or a service: its path is built from the id of its JSON file (`jsonId` in GraphQL). */
export interface IdNode {
  jsonId: string
}

export const productPath = (node: PathNode): string => node.path
export const featuredPath = (node: PathNode): string => node.path
export const legalPath = (node: PathNode): string => node.path
export const blogPostPath = (node: IdNode): string => `${BLOG_POST_BASE}/${node.jsonId}`
export const servicePath = (node: IdNode): string => `${SERVICE_BASE}/${node.jsonId}`

/** The page kinds created from content (one template and one JSON folder each) and the path of each page. */
export const PAGE_PATHS = {
  product: productPath,
  featured: featuredPath,
  legal: legalPath,
  blogPost: blogPostPath,
  service: servicePath,
} as const

export type PageKind = keyof typeof PAGE_PATHS

/** True for a path at or below the articles' base (with or without a trailing slash), whatever the id. */
export const isBelowBlogPosts = (pathname: string): boolean => pathname === BLOG_POST_BASE || pathname.startsWith(`${BLOG_POST_BASE}/`)

/**
 * The articles' folder has its own not-found page: static hosts serve it for an unknown /blog-details/<id>/ with
 * status 404 (Cloudflare Pages: the nearest 404.html up the folder tree; Netlify: the rule in static/_redirects),
 * so the HTML already says 'Blog not found.' without JavaScript.
 */
export const BLOG_NOT_FOUND_PATH = `${BLOG_POST_BASE}/404.html`
/** The client-side match path of that page: every unknown article id renders it in the browser too. */
export const BLOG_NOT_FOUND_MATCH = `${BLOG_POST_BASE}/*`
