import type { Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { expectNoViolations } from "./axe"
import { PUBLISHED_TRANSLATIONS, routesPerTemplate } from "./routes"

/**
 * WCAG 2.2 AA with axe-core over whole pages (not only <main>). An axe pass costs several seconds, so the routes are
 * chosen by what can differ: at desktop width, in English, every page that composes its own blocks (each product,
 * each article) and one page of each other template (services, featured models and legal pages share a template
 * and a style); the same per template in each translation (the same templates with other words: longer labels,
 * another `lang`); at phone width, one route per template. And the states that put new content on screen (drawer,
 * each dialog, lightbox).
 */
/** A product page with its lightbox open at the first image, clicked as a visitor would. */
async function openLightbox(page: Page) {
  await page.goto("/capsule-houses/")
  await waitForHydration(page)
  await page
    .locator("main")
    .getByRole("button", { name: /^Enlarge image 1 of/ })
    .first()
    .click()
  await expect(page.locator(".yarl__root")).toBeVisible()
}

const AXE_RUNS = [
  { width: 375, routes: routesPerTemplate() },
  {
    width: 1280,
    routes: [...routesPerTemplate("en", ["product", "blogPost"]), ...PUBLISHED_TRANSLATIONS.flatMap((lang) => routesPerTemplate(lang))],
  },
]

for (const { width, routes } of AXE_RUNS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 760 : 900 } })
    for (const route of routes) {
      test(route, async ({ page }) => {
        await page.goto(route)
        await waitForHydration(page)
        await expectNoViolations(page, `${route} at ${width} px`)
      })
    }
  })
}

test.describe("axe with overlays open", () => {
  test("the mobile drawer", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 })
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Our Products submenu" }).click()
    await expectNoViolations(page, "the drawer")
  })

  test("the general quote dialog", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByTestId("header-quote").click()
    await expect(page.getByRole("dialog", { name: "Get a Free Quote" })).toBeVisible()
    await expectNoViolations(page, "the quote dialog")
  })

  test("the product quote dialog", async ({ page }) => {
    await page.goto("/apple-cabins/")
    await waitForHydration(page)
    await page.locator('[data-product="Apple Cabin"]').last().click()
    await expect(page.getByRole("dialog", { name: "Get a Quote for Apple Cabin" })).toBeVisible()
    await expectNoViolations(page, "the product quote dialog")
  })

  test("the brochure dialog", async ({ page }) => {
    await page.goto("/expandable-container-house/40ft/")
    await waitForHydration(page)
    await page.getByTestId("header-brochure").click()
    await expect(page.getByRole("dialog", { name: "Download Brochure" })).toBeVisible()
    await expectNoViolations(page, "the brochure dialog")
  })

  test("the lightbox", async ({ page }) => {
    await openLightbox(page)
    await expectNoViolations(page, "the lightbox")
  })
})

test("the lightbox's controls show the site's focus ring when Tab reaches them", async ({ page }) => {
  await openLightbox(page)
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")
  const focusedOutline = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as HTMLElement)
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
    })
  const seen: string[] = []
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab")
    const label = await focusedLabel()
    seen.push(label)
    // polled: a probe right after Tab once read the button's own colour for the ring, settled a frame later
    await expect.poll(focusedOutline, { message: `the focus ring of ${label}` }).toBe("solid 3px rgb(217, 72, 15)")
  }
  expect(seen.sort()).toEqual(["Close the image viewer", "Next image", "Previous image"])
})

test("reduced motion: no smooth scrolling, counters show their final numbers at once", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" })
  const page = await context.newPage()
  await page.goto("/")
  await waitForHydration(page)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe("smooth")
  const first = page.getByTestId("stat-value").first()
  await first.scrollIntoViewIfNeeded()
  // without reduced motion the count takes 2000 ms; here the final number is there at once
  await expect(first).toHaveText("19+", { timeout: 300 })
  await context.close()
})

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about/")
  await waitForHydration(page)
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press("Enter")
  await expect(page.locator("#main-content")).toBeFocused()
})
