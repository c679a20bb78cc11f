import { buildRobotsTxt, buildSitemapXml, isPublicRoute, sitemapLoc } from "../src/gatsby/post-build/seo/sitemap"
import { buildRssXml, rfc822, sortPostsForFeed } from "../src/gatsby/post-build/seo/feed-xml"
import { buildManifest } from "../src/gatsby/post-build/seo/manifest-json"

const SITE = "https://kaz-horizon.example"

describe("sitemap", () => {
  it("lists public routes only, absolute, sorted and XML-escaped", () => {
    const xml = buildSitemapXml(SITE, ["/about/", "/", "/404/", "/404.html", "/dev-404-page/", "/terms&conditions/", "/about/"])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([`${SITE}/`, `${SITE}/about/`, `${SITE}/terms&amp;conditions/`])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  })
  it("matches canonical URLs", () => {
    expect(sitemapLoc(SITE, "/privacypolicy")).toBe(`${SITE}/privacypolicy/`)
    expect(isPublicRoute("/blog-details/4/")).toBe(true)
    expect(isPublicRoute("/404/")).toBe(false)
  })
  it("robots.txt points at the sitemap and keeps crawlers out of the content editor", () => {
    expect(buildRobotsTxt(SITE + "/")).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${SITE}/sitemap.xml\n`)
  })
})

describe("RSS feed", () => {
  const posts = [
    { id: "1", title: "Apple cabins & you", excerpt: "Small <b>cabins</b>.", date: "2025-04-24", category: "Product Spotlight" },
    { id: "2", title: "Three expandable models", excerpt: "20, 30 and 40 ft.", date: "2025-05-01", category: null },
  ]
  const xml = buildRssXml({ siteUrl: SITE, title: "Kaz Horizon blog", description: "Articles", author: "Kaz Horizon" }, posts)
  it("is RSS 2.0 with one item per post, newest first, escaped", () => {
    expect(xml).toContain('<rss version="2.0"')
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1])
    expect(titles).toEqual(["Three expandable models", "Apple cabins &amp; you"])
    expect(xml).toContain(`<link>${SITE}/blog-details/1/</link>`)
    expect(xml).toContain("<description>Small &lt;b&gt;cabins&lt;/b&gt;.</description>")
    expect(xml).toContain(`<atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml" />`)
    expect(xml).toContain("<pubDate>Thu, 24 Apr 2025 00:00:00 GMT</pubDate>")
  })
  it("formats dates as RFC 822 and sorts stably", () => {
    expect(rfc822("2025-07-07")).toBe("Mon, 07 Jul 2025 00:00:00 GMT")
    expect(sortPostsForFeed([...posts, { ...posts[0], id: "3" }]).map((p) => p.id)).toEqual(["2", "3", "1"])
  })
})

describe("manifest", () => {
  it("lists only known icons with sizes and purposes", () => {
    const m = buildManifest({
      name: "Kaz Horizon | A home for everyone",
      shortName: "Kaz Horizon",
      description: "d",
      themeColor: "#0e5a6b",
      backgroundColor: "#faf7f2",
      icons: ["icon-192.png", "icon-maskable-512.png", "other.png"],
    })
    expect(m).toMatchObject({ start_url: "/", display: "standalone", short_name: "Kaz Horizon" })
    expect(m.icons).toEqual([
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ])
  })
})
