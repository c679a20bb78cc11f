import { normalizePath } from "./paths"

/** An unknown path below /blog-details/ is an article id that matches no post: it shows 'Blog not found.'. */
export const isUnknownBlogPath = (pathname: string): boolean => /^\/blog-details(\/|$)/.test(normalizePath(pathname))
