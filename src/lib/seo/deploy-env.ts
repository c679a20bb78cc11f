/**
 * Which kind of build this is, from the variables static hosts set. A preview (a pull request, a branch) must not
 * be indexed by search engines; the production deployment, local builds and CI are indexable (the browser tests
 * and Lighthouse's SEO audit run against a local build, and Lighthouse fails a page that robots.txt blocks).
 *   Netlify: CONTEXT = production | deploy-preview | branch-deploy
 *   Vercel: VERCEL_ENV = production | preview | development
 *   Cloudflare Pages: CF_PAGES_BRANCH = the branch built; production is PRODUCTION_BRANCH (ours to set, default main)
 *   Anywhere: SITE_PREVIEW=1 marks a build as a preview, SITE_PREVIEW=0 as production.
 */
export type DeployEnv = Record<string, string | undefined>

export function isPreviewBuild(env: DeployEnv): boolean {
  const flag = (env.SITE_PREVIEW ?? "").trim()
  if (flag) return !/^(0|false|no)$/i.test(flag)
  if (env.CONTEXT && env.NETLIFY) return env.CONTEXT !== "production"
  if (env.VERCEL_ENV) return env.VERCEL_ENV !== "production"
  if (env.CF_PAGES_BRANCH) return env.CF_PAGES_BRANCH !== (env.PRODUCTION_BRANCH || "main")
  return false
}
