import type { Browser, Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { PUBLISHED_TRANSLATIONS } from "./routes"
import { withTrailingSlash } from "../src/lib/routes/paths"
import { SITE_PATHS_BY_LANG } from "../src/lib/routes/routes"

/** The layout faults of issue 41, seen at 375 and 1440 px, in both languages: one block of tests each. */
const LANGS = ["en", ...PUBLISHED_TRANSLATIONS.filter((lang) => lang === "fr")] as const

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
