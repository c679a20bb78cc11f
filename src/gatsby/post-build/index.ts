import path from "path"
import type { GatsbyNode } from "gatsby"
import { PUBLISHED_LANGS, SOURCE_LANG, type LangPageContext } from "../../lib/content/content-i18n"
import { compileHintsStep } from "../overrides/compile-hint"
import { criticalCssStep } from "../overrides/critical-css"
import { feedStep } from "./seo/feed"
import { headersStep } from "../headers/write"
import { htmlRewritesStep } from "../overrides/html-rewrites"
import { manifestStep } from "./seo/manifest"
import { seoFilesStep } from "./seo/seo-files"
import { runPostBuildSteps, type PostBuildStep } from "./steps"

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } }
  siteJson: { brand: string; tagline: string; description: string }
  allSitePage: { nodes: { path: string; pageContext: LangPageContext | null }[] }
  allBlogPostJson: {
    nodes: { jsonId: string; lang: string; slug: string | null; title: string; excerpt: string; date: string; category: string | null }[]
  }
}

/**
 * In order; one module per step in post-build/. The critical CSS names the full stylesheet that the HTML rewrites'
 * loader adds; the HTML rewrites hash the final inline scripts that _headers lists; _headers writes the policy into
 * the not-found pages last.
 */
export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  seoFilesStep,
  feedStep,
  manifestStep,
  criticalCssStep,
  htmlRewritesStep,
  headersStep,
  compileHintsStep,
]

/**
 * After the build: sitemap.xml, robots.txt, rss.xml, manifest.webmanifest, each page's critical CSS, the HTML
 * rewrites of every page and the inline-script hashes of the Content-Security-Policy in public/_headers. Each step
 * prints what it did; a step that cannot do its work fails the build.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<PostBuildData>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson(lang: { eq: "en" }) {
        brand
        tagline
        description
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
      allBlogPostJson {
        nodes {
          jsonId
          lang
          slug
          title
          excerpt
          date
          category
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild: could not query the site's pages and posts", result.errors)
    return
  }
  const { site, siteJson, allSitePage, allBlogPostJson } = result.data
  const postsIn = (lang: string) =>
    allBlogPostJson.nodes
      .filter((n) => n.lang === lang)
      .map((n) => ({ id: n.jsonId, slug: n.slug, title: n.title, excerpt: n.excerpt, date: n.date, category: n.category }))
  await runPostBuildSteps(
    POST_BUILD_STEPS,
    {
      publicDir: path.join(process.cwd(), "public"),
      staticDir: path.join(process.cwd(), "static"),
      siteUrl: site.siteMetadata.siteUrl,
      site: siteJson,
      pagePaths: allSitePage.nodes.map((n) => n.path),
      pageAlternates: Object.fromEntries(
        allSitePage.nodes.flatMap((n) => (n.pageContext?.alternates ? [[n.path, n.pageContext.alternates]] : [])),
      ),
      posts: postsIn("en"),
      translatedPosts: Object.fromEntries(PUBLISHED_LANGS.filter((l) => l !== SOURCE_LANG).map((l) => [l, postsIn(l)])),
      env: process.env,
    },
    reporter,
  )
}
