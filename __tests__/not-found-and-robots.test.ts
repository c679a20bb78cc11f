import { BLOG_NOT_FOUND_MATCH, BLOG_NOT_FOUND_PATH, isUnknownBlogPath, servedHtmlPath } from "../src/lib/routes/not-found"
import { buildRobotsTxt, buildSitemapXml, isPublicRoute } from "../src/gatsby/post-build/seo/sitemap"
import { isPreviewBuild } from "../src/lib/seo/deploy-env"
import { buildRedirects } from "../src/gatsby/post-build/seo/seo-files"
import type { ContentLang } from "../src/lib/content/content-i18n"

const SITE = "https://www.kazhorizon.re"

describe("the blog folder's not-found page", () => {
  it("lives where static hosts look for it and covers every unknown article id", () => {
    expect(BLOG_NOT_FOUND_PATH).toBe("/blog-details/404.html")
    expect(BLOG_NOT_FOUND_MATCH).toBe("/blog-details/*")
    expect(isUnknownBlogPath(BLOG_NOT_FOUND_PATH)).toBe(true)
  })
  it("has a Netlify rule answering it with status 404, in each language, most specific first", () => {
    const rules = (langs: ContentLang[]) =>
      buildRedirects(langs)
        .split("\n")
        .filter((l) => l.trim() && !l.startsWith("#"))
        .map((l) => l.trim().split(/\s+/))
    expect(rules(["en"])).toEqual([["/blog-details/*", "/blog-details/404.html", "404"]])
    expect(rules(["en", "fr"])).toEqual([
      ["/blog-details/*", "/blog-details/404.html", "404"],
      ["/fr/blog/*", "/fr/blog/404.html", "404"],
      ["/fr/*", "/fr/404.html", "404"],
    ])
  })
  it("is not in the sitemap", () => {
    expect(isPublicRoute(BLOG_NOT_FOUND_PATH)).toBe(false)
    expect(isPublicRoute("/blog-details/4/")).toBe(true)
    expect(buildSitemapXml(SITE, ["/", BLOG_NOT_FOUND_PATH, "/404.html", "/blog-details/1/"])).not.toMatch(/404/)
  })
  it("knows which HTML file the browser was served", () => {
    ;(window as unknown as { pagePath?: string }).pagePath = BLOG_NOT_FOUND_PATH
    expect(servedHtmlPath("/blog-details/999/")).toBe(BLOG_NOT_FOUND_PATH)
    ;(window as unknown as { pagePath?: string }).pagePath = "/404.html"
    expect(servedHtmlPath("/blog-details/999/")).toBe("/404.html")
  })
})

describe("robots.txt of previews", () => {
  it("forbids crawling in a preview build and names no sitemap", () => {
    expect(buildRobotsTxt(SITE, { preview: true })).toBe("# A preview build: not for search engines.\nUser-agent: *\nDisallow: /\n")
    expect(buildRobotsTxt(SITE, { preview: false })).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${SITE}/sitemap.xml\n`)
  })
  it("tells previews from production by the host's variables", () => {
    expect(isPreviewBuild({})).toBe(false) // local builds and CI: indexable, so Lighthouse's SEO audit applies
    expect(isPreviewBuild({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(true)
    expect(isPreviewBuild({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(true)
    expect(isPreviewBuild({ NETLIFY: "true", CONTEXT: "production" })).toBe(false)
    expect(isPreviewBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "feature/x" })).toBe(true)
    expect(isPreviewBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" })).toBe(false)
    expect(isPreviewBuild({ CF_PAGES_BRANCH: "release", PRODUCTION_BRANCH: "release" })).toBe(false)
    expect(isPreviewBuild({ VERCEL_ENV: "preview" })).toBe(true)
    expect(isPreviewBuild({ VERCEL_ENV: "production" })).toBe(false)
    expect(isPreviewBuild({ SITE_PREVIEW: "1" })).toBe(true)
    expect(isPreviewBuild({ SITE_PREVIEW: "0", VERCEL_ENV: "preview" })).toBe(false)
  })
})
