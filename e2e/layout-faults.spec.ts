import fs from "node:fs"
import path from "node:path"
import type { Browser, Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { PUBLISHED_TRANSLATIONS } from "./routes"
import { withTrailingSlash } from "../src/lib/routes/paths"
import { SITE_PATHS_BY_LANG } from "../src/lib/routes/routes"

/** The layout faults of issue 41, seen at 375 and 1440 px, in both languages: one block of tests each. */
const data = (p: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", p), "utf8")) as { path: string }
const LANGS = ["en", ...PUBLISHED_TRANSLATIONS.filter((lang) => lang === "fr")] as const
type Lang = (typeof LANGS)[number]
const pathOf = (file: string, lang: Lang) => withTrailingSlash(data(`${file}.${lang}.json`).path)
const FEATURED = (lang: Lang) => pathOf("featured/expandable-container-house", lang)
const PRODUCT = (lang: Lang) => pathOf("products/expandable-40ft", lang)
const WIDTHS = [375, 1440] as const

/** The desktop menu's marked links (a class and data-active) and its aria-current link: their hrefs. */
async function menuMarks(page: Page) {
  return page
    .locator("header nav")
    .first()
    .evaluate((nav) => ({
      active: [...nav.querySelectorAll(":scope > ul > li > a[data-active]")].map((a) => a.getAttribute("href")),
      current: [...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute("href")),
    }))
}

async function serverMenuMarks(browser: Browser, baseURL: string, route: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(new URL(route, baseURL).href)
  const marks = await menuMarks(page)
  await context.close()
  return marks
}

test.describe("the menu marks the current page only (issue 41)", () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  for (const lang of LANGS)
    for (const name of ["about", "home"] as const) {
      const route = withTrailingSlash(SITE_PATHS_BY_LANG[lang][name])
      test(`${route}: the same single mark in the server HTML and after hydration`, async ({ page, browser, baseURL }) => {
        await page.goto(route)
        await waitForHydration(page)
        const hydrated = await menuMarks(page)
        expect(hydrated).toEqual({ active: [route], current: [route] })
        expect(await serverMenuMarks(browser, baseURL!, route)).toEqual(hydrated)
      })
    }
})

/**
 * Every spec value of the page (table cells, the cards' and blocks' values): its box shows all of it (scroll width
 * not above client width), no ancestor that clips (overflow hidden) cuts it, and no word of it (a figure, a
 * dimension up to its * or × separator) is split over two lines.
 */
async function specValueFaults(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const faults: string[] = []
    for (const el of main.querySelectorAll<HTMLElement>("td, dd")) {
      if (!el.getClientRects().length) continue
      const text = el.textContent ?? ""
      if (el.scrollWidth > el.clientWidth) faults.push(`${text}: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`)
      const box = el.getBoundingClientRect()
      for (let a = el.parentElement; a && a !== main; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a)
        if (overflowX === "visible") continue
        // a scrolling region (the comparison table) shows the rest when scrolled: only hidden or clip cuts
        if (overflowX === "hidden" || overflowX === "clip") {
          const r = a.getBoundingClientRect()
          if (box.right > r.right + 0.5 || box.left < r.left - 0.5) faults.push(`${text}: cut by its ${a.tagName.toLowerCase()}`)
        }
        break
      }
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? ""
        // words: between ordinary spaces, and a range may wrap after its dash; a no-break space holds a figure together
        const re = /[^ \n\t–-]+[–-]?/g
        for (let m = re.exec(value); m; m = re.exec(value)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (tops.size > 1) faults.push(`${text}: « ${m[0]} » is broken over ${tops.size} lines`)
        }
      }
    }
    return faults
  })
}

test.describe("no spec value is clipped or broken inside a figure (issue 41)", () => {
  for (const lang of LANGS)
    for (const [kind, route] of [
      ["featured", FEATURED(lang)],
      ["product", PRODUCT(lang)],
    ] as const)
      test(`${kind} ${route} at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(route)
          await waitForHydration(page)
          expect(await page.locator("main").locator("td, dd").count()).toBeGreaterThan(3)
          expect(await specValueFaults(page), `${route} at ${width} px`).toEqual([])
        }
      })
})
