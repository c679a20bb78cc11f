import { normalizePath } from "./paths"

/** An unknown path below /blog-details/ is an article id that matches no post: it shows 'Blog not found.'. */
export const isUnknownBlogPath = (pathname: string): boolean => /^\/blog-details(\/|$)/.test(normalizePath(pathname))

/**
 * The folder's own not-found page: static hosts serve it for an unknown /blog-details/<id>/ with status 404
 * (Cloudflare Pages: the nearest 404.html up the folder tree; Netlify: the rule in static/_redirects), so the
 * HTML already says 'Blog not found.', without JavaScript. The build creates it from the 404 page with
 * BLOG_NOT_FOUND_MATCH as its match path, so the browser renders every unknown article id with it too.
 */
export const BLOG_NOT_FOUND_PATH = "/blog-details/404.html"
export const BLOG_NOT_FOUND_MATCH = "/blog-details/*"

/**
 * The path of the HTML file being rendered: at build time the page's own path; in the browser the file the
 * host served (Gatsby writes its page path into `window.pagePath`). The 404 page's first render in the
 * browser must match that file's markup: /404.html says 'Page not found', /blog-details/404.html 'Blog not found.'.
 */
export const servedHtmlPath = (pathname: string): string | undefined =>
  typeof window === "undefined" ? pathname : (window as unknown as { pagePath?: string }).pagePath
