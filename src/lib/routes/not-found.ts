import { normalizePath } from "./paths"
import { isBelowBlogPosts } from "./routes"

export { BLOG_NOT_FOUND_MATCH, BLOG_NOT_FOUND_PATH, blogNotFoundPath } from "./routes"

/**
 * An unknown path below the articles' base (/blog-details/, /fr/blog/) is an article that does not exist: it shows
 * 'Blog not found.' ('Article introuvable.' in French).
 */
export const isUnknownBlogPath = (pathname: string): boolean => isBelowBlogPosts(normalizePath(pathname))

/**
 * The path of the HTML file being rendered: at build time the page's own path; in the browser the file the
 * host served (Gatsby writes its page path into `window.pagePath`). The 404 page's first render in the
 * browser must match that file's markup: /404.html says 'Page not found', /blog-details/404.html 'Blog not found.'.
 */
export const servedHtmlPath = (pathname: string): string | undefined =>
  typeof window === "undefined" ? pathname : (window as unknown as { pagePath?: string }).pagePath
