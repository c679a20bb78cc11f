import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration } from "./fixtures"
import type { Page } from "@playwright/test"
import { PUBLISHED_TRANSLATIONS, routesOfKind, singletonRoutes } from "./routes"

const publicDir = path.join(__dirname, "..", "public")

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/)
        return [name, values]
      }),
  ) as Record<string, string[]>

function expectSecurityHeaders(headers: Record<string, string>, what: string, policyFromMeta?: string) {
  const csp = policyFromMeta ?? headers["content-security-policy"]
  expect(csp, `${what}: CSP`).toBeTruthy()
  const d = directives(csp)
  expect(d["default-src"]).toEqual(["'self'"])
  expect(d["script-src"][0]).toBe("'self'")
  expect(
    d["script-src"].slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
    `${what}: script-src is 'self' plus hashes`,
  ).toBe(true)
  expect(csp).not.toMatch(/unsafe-eval/)
  expect(d["script-src"]).not.toContain("'unsafe-inline'")
  expect(d["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"])
  // a <meta> policy cannot hold frame-ancestors: X-Frame-Options DENY (below) keeps the page out of frames
  if (!policyFromMeta) expect(d["frame-ancestors"]).toEqual(["'none'"])
  expect(d["object-src"]).toEqual(["'none'"])
  expect(d["base-uri"]).toEqual(["'self'"])
  expect(d["form-action"]).toEqual(["'self'"])
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["x-frame-options"]).toBe("DENY")
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
}

test.describe("response headers from the local server (public/_headers)", () => {
  test("HTML pages carry the security headers and are revalidated", async ({ request }) => {
    for (const route of ["/", "/about/", "/terms&conditions/", "/privacypolicy/", "/apple-cabins/", "/blog-details/1/"]) {
      const res = await request.get(route)
      expect(res.status(), route).toBe(200)
      expectSecurityHeaders(res.headers(), route)
      expect(res.headers()["cache-control"], route).toBe("public, max-age=0, must-revalidate")
    }
  })

  test("the 404 page carries them too, its policy in a <meta> element since no rule can name every unknown path", async ({ request }) => {
    for (const route of ["/no-such-page/", "/fr/nulle-part/", "/blog-details/999/"]) {
      const res = await request.get(route)
      expect(res.status(), route).toBe(404)
      const html = await res.text()
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1]
      expect(meta, `${route}: the policy in the page`).toBeTruthy()
      expect(html.indexOf("<meta http-equiv"), "before any script").toBeLessThan(html.indexOf("<script"))
      expect(html.toLowerCase().indexOf("charset"), "the charset in the first 1,024 bytes").toBeLessThan(1024)
      expectSecurityHeaders(res.headers(), `404 ${route}`, meta!.replace(/&amp;/g, "&"))
      // where a rule matches (a French or an article path), its header says the same
      const header = res.headers()["content-security-policy"]
      if (header) expect(header.replace(/;\s*frame-ancestors 'none'/, ""), route).toBe(meta!.replace(/&amp;/g, "&"))
    }
  })

  test("the content editor at /admin/ has its own policy and is kept out of search engines", async ({ request }) => {
    const res = await request.get("/admin/")
    expect(res.status()).toBe(200)
    const d = directives(res.headers()["content-security-policy"])
    // Sveltia CMS: no 'unsafe-eval' (WebAssembly only, for its photo decoder), nothing on another local port
    expect(d["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(d["connect-src"]).toEqual(["'self'", "blob:", "data:", "https://api.github.com"])
    expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow")
    expect(await res.text()).toContain('<meta name="robots" content="none">')
    expect((await request.get("/robots.txt").then((r) => r.text())).split("\n")).toContain("Disallow: /admin/")
  })

  test("the CSP hashes cover every inline script of the built pages", async ({ request }) => {
    const policy = (await request.get("/")).headers()["content-security-policy"]
    const allowed = new Set(directives(policy)["script-src"])
    const crypto = await import("node:crypto")
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? ["page-data", "static"].includes(e.name)
              ? []
              : walk(path.join(dir, e.name))
            : e.name.endsWith(".html")
              ? [path.join(dir, e.name)]
              : [],
        )
    let count = 0
    for (const file of walk(publicDir)) {
      const html = fs.readFileSync(file, "utf8")
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/\bsrc=/.test(m[1]) || /application\/ld\+json/.test(m[1]) || !m[2]) continue
        const hash = `'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`
        expect(allowed.has(hash), `${path.relative(publicDir, file)}: inline script ${m[2].slice(0, 60)}…`).toBe(true)
        count++
      }
    }
    expect(count).toBeGreaterThan(0)
    // the page-path script is the same on every page, so the policy stays short
    expect(allowed.size).toBeLessThan(10)
  })

  test("hashed assets are immutable, page data and unhashed files are not", async ({ request }) => {
    const html = await (await request.get("/")).text()
    // the bundles are started by the inline after-first-paint loader (src/gatsby/overrides/bundles-after-paint.ts)
    const loader = /<script id="gatsby-bundles-after-paint">([^<]+)<\/script>/.exec(html)?.[1] ?? ""
    const scripts = [...loader.matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    expect(html, "no bundle tag left outside the loader").not.toMatch(/<script src="\/[^"]+\.js"/)
    for (const src of scripts) {
      expect(src, "bundles are named with a content hash").toMatch(/-[0-9a-f]{8,}\.js$/)
      expect((await request.get(src)).headers()["cache-control"], src).toBe("public, max-age=31536000, immutable")
    }
    const image = /(\/static\/[0-9a-f]{32}\/[^"' ,]+\.(?:jpg|webp|avif))/.exec(html)?.[1]
    expect(image, "a processed image on the home page").toBeTruthy()
    expect((await request.get(image!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    for (const p of [
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/manifest.webmanifest",
      "/sitemap.xml",
      "/fonts/inter-latin-400-700.woff2",
    ]) {
      const res = await request.get(p)
      expect(res.status(), p).toBe(200)
      expect(res.headers()["cache-control"] ?? "", p).not.toMatch(/immutable/)
    }
    expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  test("every JS file Gatsby emitted at the root is content-hashed (so /*.js may be immutable)", () => {
    const js = fs.readdirSync(publicDir).filter((f) => f.endsWith(".js"))
    expect(js.length).toBeGreaterThan(0)
    for (const f of js) expect(f).toMatch(/-[0-9a-f]{8,}\.js$/)
    const css = fs.readdirSync(publicDir).filter((f) => f.endsWith(".css"))
    for (const f of css) expect(f).toMatch(/[.-][0-9a-f]{8,}\.css$/)
  })
})

/** Records CSP violations from the first byte of the document. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  const console: string[] = []
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) console.push(msg.text())
  })
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
    return [...events, ...console]
  }
}

test.describe("no CSP violation", () => {
  for (const route of [
    "/",
    "/about/",
    "/apple-cabins/",
    "/expandable-container-house/40ft/",
    "/blog-details/1/",
    "/contact/",
    "/terms&conditions/",
    "/privacypolicy/",
    // the French edition: the same templates, one page each of the kinds with their own scripts
    ...PUBLISHED_TRANSLATIONS.flatMap((lang) => [
      singletonRoutes(lang)[0],
      routesOfKind("product", lang)[0],
      routesOfKind("blogPost", lang)[0],
      routesOfKind("legal", lang)[0],
    ]),
  ]) {
    test(`on ${route}, scrolled to the end`, async ({ page }) => {
      const violations = await watchCsp(page)
      await page.goto(route)
      await waitForHydration(page)
      // Step by step from the runner, each step its own short evaluate: one long in-page loop awaiting timers hung
      // once in CI (45 s in page.evaluate on /fr/cabine-apple/, not reproduced here in 84 runs of these tests), and a hang inside a
      // single evaluate says nothing of where it stood. The height is read once, so the walk is bounded.
      const height = await page.evaluate(() => document.body.scrollHeight)
      for (let y = 600; y < height + 600; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(40)
      }
      await page.waitForLoadState("networkidle")
      expect(await violations()).toEqual([])
    })
  }

  test("through client-side navigation and the quote dialog", async ({ page }) => {
    const violations = await watchCsp(page)
    await page.goto("/privacypolicy/")
    await waitForHydration(page)
    await page.locator("main").locator('a[href="/contact/"]').first().click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await page.waitForLoadState("networkidle")
    const quote = page.getByRole("button", { name: /Get a Quote/i }).first()
    if (await quote.isVisible()) {
      await quote.click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await page.waitForLoadState("networkidle")
    }
    expect(await violations()).toEqual([])
  })
})
