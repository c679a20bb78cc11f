import fs from "fs"
import path from "path"
import { buildRobotsTxt, buildSitemapXml, isPublicRoute } from "./sitemap"
import { isPreviewBuild } from "../../../lib/seo/deploy-env"
import { PUBLISHED_LANGS, type ContentLang } from "../../../lib/content/content-i18n"
import { NOT_FOUND_PAGES } from "../../../lib/routes/routes"
import type { PostBuildStep } from "../steps"

/**
 * Netlify's `_redirects`: an unknown path below a language's articles, or below a translation's folder (/fr/), answers
 * that folder's own not-found page with status 404 (files that exist are served first). Cloudflare Pages needs no rule: it serves the
 * nearest 404.html up the folder tree, and so does the local server. Most specific rules first.
 */
export const buildRedirects = (langs: readonly ContentLang[]): string =>
  [
    "# Written by the build (src/gatsby/post-build/seo/seo-files.ts, from NOT_FOUND_PAGES in src/lib/routes/routes.ts).",
    "# Netlify: an unknown path answers its folder's not-found page with status 404; existing files are served first.",
    ...langs.flatMap((lang) => NOT_FOUND_PAGES[lang].map(({ path: page, matchPath }) => `${matchPath}  ${page}  404`)),
  ].join("\n") + "\n"

/** sitemap.xml (every public page Gatsby created), robots.txt and the not-found rules (_redirects). */
export const seoFilesStep: PostBuildStep = {
  name: "sitemap, robots and not-found rules",
  run: (ctx) => {
    fs.writeFileSync(path.join(ctx.publicDir, "sitemap.xml"), buildSitemapXml(ctx.siteUrl, ctx.pagePaths, ctx.pageAlternates))
    fs.writeFileSync(path.join(ctx.publicDir, "robots.txt"), buildRobotsTxt(ctx.siteUrl, { preview: isPreviewBuild(ctx.env) }))
    fs.writeFileSync(path.join(ctx.publicDir, "_redirects"), buildRedirects(PUBLISHED_LANGS))
    const routes = new Set(ctx.pagePaths.filter(isPublicRoute)).size
    const robots = isPreviewBuild(ctx.env) ? "a preview: Disallow /" : "production: Allow /"
    return `wrote sitemap.xml (${routes} routes), robots.txt (${robots}) and _redirects (${PUBLISHED_LANGS.join(", ")})`
  },
}
