import fs from "fs"
import path from "path"
import { buildRobotsTxt, buildSitemapXml, isPublicRoute } from "../sitemap"
import { isPreviewBuild } from "../../lib/deploy-env"
import type { PostBuildStep } from "./steps"

/** sitemap.xml (every public page Gatsby created) and robots.txt. */
export const seoFilesStep: PostBuildStep = {
  name: "sitemap and robots",
  run: (ctx) => {
    fs.writeFileSync(path.join(ctx.publicDir, "sitemap.xml"), buildSitemapXml(ctx.siteUrl, ctx.pagePaths, ctx.pageAlternates))
    fs.writeFileSync(path.join(ctx.publicDir, "robots.txt"), buildRobotsTxt(ctx.siteUrl, { preview: isPreviewBuild(ctx.env) }))
    const routes = new Set(ctx.pagePaths.filter(isPublicRoute)).size
    return `wrote sitemap.xml (${routes} routes) and robots.txt (${isPreviewBuild(ctx.env) ? "a preview: Disallow /" : "production: Allow /"})`
  },
}
