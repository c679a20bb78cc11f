import { normalizePath } from "./paths"
import { isBelowBlogPosts } from "./routes"

/** An unknown path below the articles' base (/blog-details/) is an id that matches no post: it shows 'Blog not found.'. */
export const isUnknownBlogPath = (pathname: string): boolean => isBelowBlogPosts(normalizePath(pathname))
