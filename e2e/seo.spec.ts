import fs from "node:fs"
import path from "node:path"
import { test, expect } from "./fixtures"
import { allRoutes, PUBLISHED_LANGS, routesOfKind, singletonRoutes } from "./routes"
import { readSiteSettings } from "../src/gatsby/site-settings"
import { feedPath, langOfPath, sitePath } from "../src/lib/routes/routes"
import { withTrailingSlash } from "../src/lib/routes/paths"

/**
 * Reads the built pages in public/ (the HTML search engines and social sites receive, before any script runs)
 * and the generated sitemap.xml, robots.txt, rss.xml and manifest.webmanifest.
 */
const publicDir = path.join(__dirname, "..", "public")
const { siteUrl } = readSiteSettings()

/** Every built page: each index.html under public/ except the 404 page, Gatsby's data folders and the content editor. */
function builtRoutes(dir = publicDir, base = "/"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) {
      if (base === "/" && ["page-data", "static", "404", "icons", "fonts", "~partytown", "admin"].includes(e.name)) return []
      return builtRoutes(path.join(dir, e.name), `${base}${e.name}/`)
    }
    return e.name === "index.html" ? [base] : []
  })
}
const readPage = (route: string) => fs.readFileSync(path.join(publicDir, decodeURI(route), "index.html"), "utf8")

/** The JSON-LD @types each kind of route must carry, beyond Organization and WebSite (on every page). */
function expectedTypes(route: string): string[] {
  const lang = langOfPath(route)
  const types = ["Organization", "WebSite"]
  // nested pages sit below a section of the site (a product, a featured page, an article, a service, a legal page);
  // the home page and the top-level pages of the main menu are not nested
  if (!singletonRoutes(lang).includes(route)) types.push("BreadcrumbList")
  if (route === withTrailingSlash(sitePath("about", lang))) types.push("FAQPage")
  if (routesOfKind("blogPost", lang).includes(route)) types.push("BlogPosting")
  if (routesOfKind("product", lang).includes(route)) types.push("Product")
  return types
}

const routes = builtRoutes().sort()

test("the build holds exactly the routes of the content", () => {
  expect(routes).toEqual(PUBLISHED_LANGS.flatMap((lang) => allRoutes(lang)).sort())
})

test("every built page has its title, description, canonical URL, sharing tags and structured data", async ({ page }) => {
  await page.goto("/robots.txt") // any same-origin document gives us a DOMParser
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const alternatesOf = new Map<string, Record<string, string>>()
  for (const route of routes) {
    const html = readPage(route)
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html")
      const meta = (sel: string) => doc.querySelector(sel)?.getAttribute("content") ?? null
      return {
        lang: doc.documentElement.getAttribute("lang"),
        titles: [...doc.querySelectorAll("head title")].map((t) => t.textContent ?? ""),
        description: meta('meta[name="description"]'),
        canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
        ogTitle: meta('meta[property="og:title"]'),
        ogUrl: meta('meta[property="og:url"]'),
        ogImage: meta('meta[property="og:image"]'),
        ogType: meta('meta[property="og:type"]'),
        twitterCard: meta('meta[name="twitter:card"]'),
        twitterImage: meta('meta[name="twitter:image"]'),
        alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""] as const,
        ),
        ogLocale: meta('meta[property="og:locale"]'),
        rss: doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href") ?? null,
        manifest: doc.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? null,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
        newTabLinks: [...doc.querySelectorAll('a[target="_blank"]')].map((a) => `${a.getAttribute("href")} rel=${a.getAttribute("rel")}`),
      }
    }, html)
    const where = `${route}:`
    const lang = langOfPath(route)
    expect.soft(head.lang, `${where} <html lang>`).toBe(lang)
    expect.soft(head.ogLocale, `${where} og:locale`).toBe(lang === "fr" ? "fr_FR" : "en_GB")
    expect.soft(head.titles, `${where} one <title>`).toHaveLength(1)
    const title = head.titles[0] ?? ""
    expect.soft(title, `${where} title`).toMatch(/\S.*Kaz Horizon|Kaz Horizon.*\S/)
    // unique within a language ("Contact | Kaz Horizon" is the same word in English and French)
    expect.soft(titles.get(`${lang} ${title}`), `${where} title "${title}" repeats ${titles.get(`${lang} ${title}`)}`).toBeUndefined()
    titles.set(`${lang} ${title}`, route)
    expect.soft(head.description?.length ?? 0, `${where} meta description length`).toBeGreaterThanOrEqual(50)
    expect.soft(head.description?.length ?? 0, `${where} meta description length`).toBeLessThanOrEqual(320)
    const descKey = `${lang} ${head.description ?? ""}`
    expect.soft(descriptions.get(descKey), `${where} description repeats ${descriptions.get(descKey)}`).toBeUndefined()
    descriptions.set(descKey, route)
    const canonical = `${siteUrl}${route}`
    expect.soft(head.canonical, `${where} canonical`).toEqual([canonical])
    expect.soft(head.ogUrl, `${where} og:url`).toBe(canonical)
    expect.soft(head.ogTitle, `${where} og:title`).toBe(title)
    expect.soft(head.twitterCard, `${where} twitter:card`).toBe("summary_large_image")
    for (const [name, img] of [
      ["og:image", head.ogImage],
      ["twitter:image", head.twitterImage],
    ] as const) {
      expect.soft(img ?? "", `${where} ${name} is absolute on the site URL`).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/`))
      const file = path.join(publicDir, decodeURI((img ?? "").slice(siteUrl.length)))
      expect.soft(fs.existsSync(file) && fs.statSync(file).isFile(), `${where} ${name} ${img} exists in public/`).toBe(true)
    }
    expect.soft(head.rss, `${where} RSS link`).toBe(feedPath(lang))
    alternatesOf.set(route, Object.fromEntries(head.alternates))
    expect.soft(head.manifest, `${where} manifest link`).toBe("/manifest.webmanifest")
    for (const link of head.newTabLinks) expect.soft(link, `${where} new-tab link`).toMatch(/rel=noopener noreferrer$/)

    const types: string[] = []
    for (const text of head.jsonLd) {
      let data: unknown
      try {
        data = JSON.parse(text)
      } catch (err) {
        expect.soft(String(err), `${where} JSON-LD parses: ${text.slice(0, 80)}`).toBe("")
        continue
      }
      for (const item of Array.isArray(data) ? data : [data]) {
        expect.soft(item["@context"], `${where} JSON-LD @context`).toBe("https://schema.org")
        types.push(...[item["@type"]].flat())
      }
      expect.soft(text, `${where} JSON-LD has no raw '<'`).not.toContain("<")
    }
    for (const type of expectedTypes(route)) expect.soft(types, `${where} JSON-LD @types`).toContain(type)
  }

  // hreflang: with more than one language published, every page names its version in each language (itself
  // included) and English as x-default, and each version names it back
  for (const route of routes) {
    const alternates = alternatesOf.get(route) ?? {}
    if (PUBLISHED_LANGS.length === 1) {
      expect.soft(alternates, `${route}: no hreflang links with one language`).toEqual({})
      continue
    }
    expect.soft(Object.keys(alternates).sort(), `${route}: hreflang languages`).toEqual([...PUBLISHED_LANGS, "x-default"].sort())
    expect.soft(alternates[langOfPath(route)], `${route}: hreflang names the page itself`).toBe(`${siteUrl}${route}`)
    expect.soft(alternates["x-default"], `${route}: x-default is the English version`).toBe(alternates.en)
    for (const lang of PUBLISHED_LANGS) {
      const twin = (alternates[lang] ?? "").slice(siteUrl.length)
      expect.soft(routes, `${route}: its ${lang} version ${twin} is built`).toContain(twin)
      expect.soft(alternatesOf.get(twin), `${twin} names ${route} back`).toEqual(alternates)
    }
  }
})

test("the 404 page is not indexed and not canonical", () => {
  const html = fs.readFileSync(path.join(publicDir, "404.html"), "utf8")
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  expect(html).not.toMatch(/rel="canonical"/)
})

test("sitemap.xml lists exactly the built routes", async ({ request }) => {
  const res = await request.get("/sitemap.xml")
  expect(res.status()).toBe(200)
  expect(res.headers()["content-type"]).toMatch(/xml/)
  const xml = await res.text()
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"( xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml")?>/,
  )
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"))
  expect(locs.sort()).toEqual(routes.map((r) => `${siteUrl}${r}`).sort())
  expect(locs.some((l) => /404/.test(l))).toBe(false)
})

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt")
  expect(res.status()).toBe(200)
  const text = await res.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

for (const lang of PUBLISHED_LANGS) {
  test(`${feedPath(lang)} is an RSS 2.0 feed of the 14 articles, linked to built pages of its language`, async ({ page, request }) => {
    const res = await request.get(feedPath(lang))
    expect(res.status()).toBe(200)
    const xml = await res.text()
    await page.goto("/robots.txt")
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml")
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        language: doc.querySelector("channel > language")?.textContent,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((i) => ({
          title: i.querySelector("title")?.textContent ?? "",
          link: i.querySelector("link")?.textContent ?? "",
          pubDate: i.querySelector("pubDate")?.textContent ?? "",
          description: i.querySelector("description")?.textContent ?? "",
        })),
      }
    }, xml)
    expect(feed.error).toBeNull()
    expect(feed.version).toBe("2.0")
    expect(feed.title).toMatch(/Kaz Horizon/)
    expect(feed.language).toBe(lang)
    expect(feed.items).toHaveLength(14)
    const dates = feed.items.map((i) => Date.parse(i.pubDate))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    for (const item of feed.items) {
      expect(item.title).not.toBe("")
      expect(item.description.length).toBeGreaterThan(20)
      expect(routesOfKind("blogPost", lang).map((r) => `${siteUrl}${r}`)).toContain(item.link)
    }
  })
}

test("manifest.webmanifest is valid and its icons exist", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest")
  expect(res.status()).toBe(200)
  expect(res.headers()["content-type"]).toMatch(/application\/manifest\+json/)
  const m = await res.json()
  expect(m).toMatchObject({
    name: expect.stringContaining("Kaz Horizon"),
    short_name: "Kaz Horizon",
    start_url: "/",
    display: "standalone",
  })
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  const sizes = m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]))
  for (const icon of m.icons) {
    const r = await request.get(icon.src)
    expect(r.status(), icon.src).toBe(200)
    expect(r.headers()["content-type"]).toBe("image/png")
  }
})
