import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildRobotsTxt, buildSitemapXml } from "./sitemap"
import { isPreviewBuild } from "../lib/deploy-env"
import { buildRssXml } from "./feed"
import { buildManifest, MANIFEST_ICON_FILES } from "./manifest"
import { startBundlesAfterFirstPaint } from "./defer-hydration"
import { addCspSources, addScriptHashes, cspHash, extraConnectOrigin, inlineScripts, makePageLoaderConstant } from "./security-headers"

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } }
  siteJson: { brand: string; tagline: string; description: string }
  allSitePage: { nodes: { path: string }[] }
  allBlogPostJson: { nodes: { jsonId: string; title: string; excerpt: string; date: string; category: string | null }[] }
}

const THEME_COLOR = "#0e5a6b"
const BACKGROUND_COLOR = "#faf7f2"
/** Cloudflare Pages ignores _headers lines longer than this. */
const MAX_HEADER_LINE = 2000

const listHtml = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === "page-data" || e.name === "static" ? [] : listHtml(full)
    return e.name.endsWith(".html") ? [full] : []
  })

/**
 * After the build: sitemap.xml, robots.txt, rss.xml, manifest.webmanifest, and the inline-script hashes
 * of the Content-Security-Policy in public/_headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  const result = await graphql<PostBuildData>(`
    {
      site { siteMetadata { siteUrl } }
      siteJson { brand tagline description }
      allSitePage { nodes { path } }
      allBlogPostJson { nodes { jsonId title excerpt date category } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild: could not query the site's pages and posts", result.errors)
    return
  }
  const { site, siteJson, allSitePage, allBlogPostJson } = result.data
  const siteUrl = site.siteMetadata.siteUrl
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text)

  // search engines
  write("sitemap.xml", buildSitemapXml(siteUrl, allSitePage.nodes.map((n) => n.path)))
  write("robots.txt", buildRobotsTxt(siteUrl, { preview: isPreviewBuild(process.env) }))

  // blog feed
  write(
    "rss.xml",
    buildRssXml(
      { siteUrl, title: `${siteJson.brand} blog`, description: `Articles on prefabricated and modular buildings by ${siteJson.brand}.`, author: siteJson.brand },
      allBlogPostJson.nodes.map((n) => ({ id: n.jsonId, title: n.title, excerpt: n.excerpt, date: n.date, category: n.category })),
    ),
  )

  // web app manifest: only the icons that exist in static/icons/
  const icons = MANIFEST_ICON_FILES.filter((f) => fs.existsSync(path.join(publicDir, "icons", f)))
  const missing = MANIFEST_ICON_FILES.filter((f) => !icons.includes(f))
  if (missing.length) reporter.warn(`manifest.webmanifest: missing icons in static/icons/: ${missing.join(", ")}`)
  write(
    "manifest.webmanifest",
    JSON.stringify(
      buildManifest({
        name: `${siteJson.brand} | ${siteJson.tagline}`,
        shortName: siteJson.brand,
        description: siteJson.description,
        themeColor: THEME_COLOR,
        backgroundColor: BACKGROUND_COLOR,
        icons,
      }),
      null,
      2,
    ) + "\n",
  )

  // every page: bundles start after the first paint; Content-Security-Policy: hash every inline script
  const hashes = new Set<string>()
  for (const file of listHtml(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = startBundlesAfterFirstPaint(makePageLoaderConstant(html))
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
    for (const script of inlineScripts(rewritten)) hashes.add(cspHash(script))
  }
  const headersFile = path.join(publicDir, "_headers")
  if (!fs.existsSync(headersFile)) {
    reporter.panicOnBuild("public/_headers is missing: static/_headers should have been copied into public/")
    return
  }
  let headers = addScriptHashes(fs.readFileSync(path.join(process.cwd(), "static", "_headers"), "utf8"), hashes)
  // a self-hosted or proxied e-mail API (GATSBY_EMAILJS_ORIGIN) must be reachable from the forms
  const emailOrigin = extraConnectOrigin(process.env.GATSBY_EMAILJS_ORIGIN)
  if (emailOrigin) headers = addCspSources(headers, "connect-src", [emailOrigin])
  fs.writeFileSync(headersFile, headers)
  const longest = Math.max(...headers.split("\n").map((l) => l.length))
  if (longest > MAX_HEADER_LINE)
    reporter.warn(`public/_headers: a line is ${longest} characters long; Cloudflare Pages ignores lines over ${MAX_HEADER_LINE}`)
  reporter.info(
    `onPostBuild: sitemap.xml, robots.txt, rss.xml (${allBlogPostJson.nodes.length} posts), manifest.webmanifest, _headers (${hashes.size} inline-script hashes)`,
  )
}
