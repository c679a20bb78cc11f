import type { Reporter } from "gatsby"
import type { FeedPost } from "./seo/feed-xml"
import type { Alternates, ContentLang } from "../../lib/content/content-i18n"

/** What every post-build step reads: the build's folders, the site's settings and content, the environment. */
export interface PostBuildContext {
  publicDir: string
  /** static/: the sources copied into public/ (static/_headers) */
  staticDir: string
  siteUrl: string
  site: { brand: string; tagline: string; description: string }
  /** every page Gatsby created (allSitePage) */
  pagePaths: string[]
  /** each page's path in every published language (its page context), for the sitemap's hreflang links */
  pageAlternates?: Record<string, Alternates>
  /** the English articles (/rss.xml) */
  posts: FeedPost[]
  /** the articles of each other published language (/fr/rss.xml) */
  translatedPosts?: Partial<Record<ContentLang, FeedPost[]>>
  /** the build environment: GATSBY_EMAILJS_ORIGIN, and the hosts' variables that mark a preview (src/lib/seo/deploy-env.ts) */
  env: Record<string, string | undefined>
  /** the site's full stylesheet (/styles.<hash>.css), when the critical-CSS step split it into each page's inline CSS and rest */
  fullStylesheet?: string
  /** the CSP hashes of the inline scripts of every built page: set by the HTML rewrites, read by _headers */
  inlineScriptHashes?: ReadonlySet<string>
}

export type StepReporter = Pick<Reporter, "info" | "warn" | "panicOnBuild">

/** One step of the post-build: does its work and returns (or resolves to) one line saying what it did; throws (rejects) when it cannot. */
export interface PostBuildStep {
  name: string
  run: (ctx: PostBuildContext, reporter: StepReporter) => string | Promise<string>
}

/**
 * Runs the steps in order, each after the previous one has finished, and prints what each did. The first step that
 * throws fails the build (panicOnBuild, naming the step) and the following steps do not run. Resolves to whether
 * all steps ran.
 */
export async function runPostBuildSteps(steps: readonly PostBuildStep[], ctx: PostBuildContext, reporter: StepReporter): Promise<boolean> {
  for (const step of steps) {
    let summary: string
    try {
      summary = await step.run(ctx, reporter)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      reporter.panicOnBuild(`Post-build step "${step.name}" failed: ${message}`, err instanceof Error ? err : undefined)
      return false
    }
    reporter.info(`post-build, ${step.name}: ${summary}`)
  }
  return true
}
