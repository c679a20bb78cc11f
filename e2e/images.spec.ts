import fs from "node:fs"
import path from "node:path"
import { test, expect } from "./fixtures"

/** The fields of a layout-shift entry the test reads (not in TypeScript's DOM library). */
interface LayoutShift {
  value: number
  hadRecentInput: boolean
  sources: { node: Node | null }[]
}

const publicDir = path.join(__dirname, "..", "public")
const pages = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === "static" || e.name === "page-data" ? [] : pages(full)
    return e.name === "index.html" ? [full] : []
  })

/** Processed images live under /static/<content hash>/<args hash>/ (gatsby-plugin-image with sharp). */
const PROCESSED = /^\/static\/[0-9a-f]{32}\/[0-9a-f]{5}\/[^/]+\.(avif|webp|jpe?g|png)$/

test("every raster image of every page comes from the optimized pipeline (SVGs aside); at most one eager, high-priority image per page", () => {
  const files = pages(publicDir)
  expect(files.length).toBeGreaterThan(30)
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8")
    const page = "/" + path.relative(publicDir, path.dirname(file)) + "/"
    const urls: string[] = []
    for (const [, src] of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)) urls.push(src)
    for (const [, set] of html.matchAll(/\ssrcSet="([^"]+)"/gi)) urls.push(...set.split(",").map((c) => c.trim().split(/\s+/)[0]))
    for (const [, poster] of html.matchAll(/<video[^>]*?\sposter="([^"]+)"/g)) urls.push(poster)
    for (const url of urls) {
      if (url.startsWith("data:")) continue
      const ok = PROCESSED.test(url) || /\.svg$/.test(url)
      expect(ok, `${page} refers to ${url} outside the image pipeline`).toBe(true)
    }
    // gatsby-plugin-image repeats each image in a <noscript> for visitors without JavaScript
    const scripted = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
    const eagerHigh = [...scripted.matchAll(/<img[^>]*fetchpriority="high"[^>]*>/g)].filter((m) => /loading="eager"/.test(m[0]))
    expect(eagerHigh.length, `${page} has ${eagerHigh.length} eager high-priority images`).toBeLessThanOrEqual(1)
  }
})

test("images reserve their space: no layout shift from images while a product page loads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/expandable-container-house/40ft/")
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Scroll once the web fonts are applied: the lazy images below the fold then load while they are in view.
        // Scrolling before could show the font swap re-wrapping the comparison table's narrow cells at this width,
        // a shift of text, not of images (docs/performance.md, "Fonts").
        document.fonts.ready.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const shifts: string[] = []
              let total = 0
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as unknown as LayoutShift[]) {
                  if (e.hadRecentInput) continue
                  total += e.value
                  shifts.push(`${e.value.toFixed(4)}: ${e.sources.map((s) => s.node?.nodeName ?? "?").join(", ")}`)
                }
              }).observe({ type: "layout-shift", buffered: true })
              window.scrollTo(0, document.body.scrollHeight)
              setTimeout(() => resolve(total > 0.01 ? shifts : []), 1500)
            }),
          ),
        )
      }),
  )
  expect(shifts, "layout shifts over 0.01 in all, after scrolling to the bottom").toEqual([])
})

for (const width of [360, 390, 412, 600, 800, 1280]) {
  test(`at ${width}px a product page's largest paint is its first slide from the server HTML, kept in place until react-slick takes over after load`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: boolean[]; __atLoad: { connected: boolean; slick: boolean } }
      w.__lcp = []
      // whether each reported largest paint is the server-rendered first slide, judged when it is reported
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { element: Element | null }[])
          w.__lcp.push(!!e.element && e.element.matches('[data-carousel] img[fetchpriority="high"]') && !e.element.closest(".slick-slider"))
      }).observe({ type: "largest-contentful-paint", buffered: true })
      let first: Element | null = null
      document.addEventListener("DOMContentLoaded", () => {
        first = document.querySelector('[data-carousel] img[fetchpriority="high"]')
      })
      window.addEventListener("load", () => {
        w.__atLoad = { connected: !!first?.isConnected, slick: !!document.querySelector("[data-carousel] .slick-slider") }
      })
    })
    await page.goto("/apple-cabins/")
    // react-slick takes over shortly after load; give a late paint of its slides time to be reported
    await expect(page.locator("[data-carousel] .slick-slide").first()).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))))
    const result = await page.evaluate(() => {
      const w = window as unknown as { __lcp: boolean[]; __atLoad: { connected: boolean; slick: boolean } }
      // react-slick's copy of the image is no larger, so it is not reported as a new, later largest paint
      return { atLoad: w.__atLoad, lcpIsServerSlide: w.__lcp.length > 0 && w.__lcp[w.__lcp.length - 1] }
    })
    expect(result.atLoad).toEqual({ connected: true, slick: false })
    expect(result.lcpIsServerSlide).toBe(true)
  })
}

test("images already in the cache on a repeat visit are shown, not left behind their placeholders", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ["/apple-cabins/", "/blog-details/4/", "/"]) {
    await page.goto(path)
    await page.reload({ waitUntil: "load" })
    await page.waitForTimeout(800)
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[data-main-image]")]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .filter((img) => {
          const r = img.getBoundingClientRect()
          return r.bottom > 0 && r.top < innerHeight && r.width > 0
        })
        .filter((img) => getComputedStyle(img).opacity !== "1")
        .map((img) => img.currentSrc),
    )
    expect(hidden, path).toEqual([])
  }
})
