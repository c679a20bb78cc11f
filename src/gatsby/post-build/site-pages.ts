import fs from "fs"
import path from "path"
import { ADMIN_DIR } from "../../lib/routes/paths"

/**
 * Every HTML file of the site in public/: Gatsby's pages and slices. Not page-data/ or static/ (which hold none), and
 * not the content editor's own page (admin/index.html, written by src/gatsby/cms-admin.ts), which is no page of the
 * site: the rewrites and policies of the post-build steps are for the site's pages only.
 */
export const listSiteHtml = (publicDir: string): string[] => {
  const walk = (dir: string, top: boolean): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return top && ["page-data", "static", ADMIN_DIR].includes(e.name) ? [] : walk(full, false)
      return e.name.endsWith(".html") ? [full] : []
    })
  return walk(publicDir, true)
}

/** Gatsby's slices (public/_gatsby/slices/, `relative` to public/) are fragments stitched into pages, not pages. */
export const isSlice = (relative: string): boolean => relative.split(path.sep)[0] === "_gatsby"

/** The site's not-found pages: each 404.html, and the 404 route's own index.html (of `html`, the site's HTML files). */
export const notFoundPages = (publicDir: string, html: readonly string[] = listSiteHtml(publicDir)): string[] =>
  html
    .filter((file) => {
      const rel = path.relative(publicDir, file).split(path.sep).join("/")
      return path.basename(rel) === "404.html" || /(^|\/)404\/index\.html$/.test(rel)
    })
    .sort()
