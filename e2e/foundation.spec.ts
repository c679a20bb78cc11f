import path from "node:path"
import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"
import { allRoutes, PUBLISHED_LANGS, PUBLISHED_TRANSLATIONS, routesPerTemplate } from "./routes"
import { findFirstBrokenLink } from "../tools/links/lib/check-links.mjs"

const routesByLang = PUBLISHED_LANGS.map((lang) => allRoutes(lang))
const routes = routesByLang.flat()

// in a real browser, every English route and, in each translation, one page per template (every product): a render
// error, a failed request or a console error fails it. The French pages' HTML is read whole by seo.spec.ts and their
// links by the link check below; their behaviour is the same templates', so one page each runs here (CI time).
const loadedRoutes = [...allRoutes("en"), ...PUBLISHED_TRANSLATIONS.flatMap((lang) => routesPerTemplate(lang))]

test.describe("every route", () => {
  for (const route of loadedRoutes) {
    test(`${route} loads with its own title and one h1`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("h1")).not.toBeEmpty()
      const title = await page.title()
      expect(title).toMatch(/Kaz Horizon/)
      await waitForHydration(page)
    })
  }

  test("titles are unique across the routes of each language", async ({ request }) => {
    for (const langRoutes of routesByLang) {
      const titles = new Map<string, string>()
      for (const route of langRoutes) {
        const html = await (await request.get(route)).text()
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""
        expect(title, `${route} has a title`).not.toBe("")
        expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined()
        titles.set(title, route)
      }
    }
  })
})

test("every internal href and src of the build resolves to a built file", () => {
  const result = findFirstBrokenLink(path.join(__dirname, "..", "public"))
  expect(result.pages).toBeGreaterThan(routes.length)
  expect(result.ref, `broken link on ${result.page}`).toBeNull()
})

test.describe("not found", () => {
  // the browser logs the 404 document; Gatsby asks for the unknown page's data and then the page itself
  // (both 404) before it shows 404.html
  test.use({ allowedErrors: /status of 404|\/(no-such-page|blog-details\/999)\/?/ })

  test("an unknown path answers 404 with a helpful page", async ({ page }) => {
    const response = await page.goto("/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
    await expect(page.getByRole("link", { name: /catalogue/ })).toHaveAttribute("href", "/products/")
    await expect(page.getByRole("main").getByRole("link", { name: /Contact us/ })).toHaveAttribute("href", "/contact/")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  })

  test("an unknown article id shows 'Blog not found.'", async ({ page }) => {
    const response = await page.goto("/blog-details/999")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found.")
    await expect(page).toHaveTitle(/Blog not found/)
  })
})

test.describe("header and menus", () => {
  test("the dropdown and the nested submenu open with the mouse", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: "Apple Cabin" })).toBeHidden()
    await nav.getByRole("link", { name: "Our Products" }).hover()
    await expect(nav.getByRole("link", { name: "Apple Cabin" })).toBeVisible()
    await nav.getByRole("button", { name: "Expandable Container Houses" }).hover()
    // the nested list keeps the server's HTML (StaticPart): its link still opens by client-side navigation
    await expectClientSideNavigation(page, nav.getByRole("link", { name: "30ft Model" }), /30 ?ft/i)
    await expect(nav.getByRole("link", { name: "Our Products" })).toHaveAttribute("data-active", "true")
  })

  test("the dropdown and the nested submenu work with the keyboard alone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "Our Products" }).focus()
    await page.keyboard.press("Tab")
    const toggle = nav.getByRole("button", { name: "Our Products submenu" })
    await expect(toggle).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(nav.getByRole("link", { name: "Apple Cabin" })).toBeFocused()
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab")
    const nested = nav.getByRole("button", { name: "Expandable Container Houses" })
    await expect(nested).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    await expect(nav.getByRole("link", { name: "20ft Model" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/expandable-container-house\/20ft\/$/)
  })

  test("the submenus close with Escape, when the focus leaves the menu and on a navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/about/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    const toggle = nav.getByRole("button", { name: "Our Products submenu" })
    const nested = nav.getByRole("button", { name: "Expandable Container Houses" })
    await toggle.click()
    await nested.click()
    // the pointer away: the lists are shown by their state, not by the hover
    await page.mouse.move(0, 800)
    await expect(nav.getByRole("link", { name: "40ft Model" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(nested).toHaveAttribute("aria-expanded", "false")
    await expect(nested).toBeFocused()
    await expect(nav.getByRole("link", { name: "40ft Model" })).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle).toBeFocused()
    // focus leaving the menu
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("link", { name: "Contact" }).last().focus()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    // a navigation from an open submenu: closed on the new page, which marks its own menu item
    await toggle.click()
    await expectClientSideNavigation(page, nav.getByRole("link", { name: "Apple Cabin" }), /apple/i)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(nav.getByRole("link", { name: "Apple Cabin", includeHidden: true })).toHaveAttribute("data-active", "true")
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("data-active")
    // the menu React rendered after the navigation opens and closes the same way
    await page.mouse.move(0, 800)
    await toggle.click()
    await expect(nav.getByRole("link", { name: "Apple Cabin" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  test("Brochure shows on /apple-cabins and the expandable pages only", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const [route, shown] of [
      ["/apple-cabins/", true],
      ["/expandable-container-house/40ft/", true],
      ["/luxury-villa/", false],
      ["/", false],
    ] as const) {
      await page.goto(route)
      await expect(page.getByTestId("header-brochure")).toHaveCount(shown ? 1 : 0)
    }
  })

  test("the drawer opens and closes at phone width (×, overlay, Escape)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/about/")
    await waitForHydration(page)
    await expect(page.getByTestId("top-bar")).toBeHidden()
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    const toggle = page.getByRole("button", { name: "Open menu" })
    const drawer = page.getByRole("dialog", { name: "Menu" })
    await toggle.click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole("button", { name: "Our Products submenu" }).click()
    await expect(drawer.getByRole("link", { name: "Capsule Houses" })).toBeVisible()
    await drawer.getByRole("button", { name: "Close menu" }).click()
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await page.getByTestId("drawer-overlay").click({ position: { x: 10, y: 300 } })
    await expect(drawer).toBeHidden()
    await toggle.click()
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await toggle.click()
    await drawer.getByRole("link", { name: "Blogs" }).click()
    await expect(page).toHaveURL(/\/blogs\/$/)
    await expect(drawer).toBeHidden()
  })

  test("no horizontal scroll at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const route of ["/", "/about/", "/contact/", "/products/"]) {
      await page.goto(route)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, route).toBeLessThanOrEqual(0)
    }
  })
})

test("scroll-up button appears past 100 px and route changes start at the top", async ({ page }) => {
  await page.goto("/about/")
  await waitForHydration(page)
  const up = page.locator('button[aria-label="Scroll to top"]')
  await expect(up).not.toHaveAttribute("data-active", "true")
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(up).toHaveAttribute("data-active", "true")
  await up.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator("footer").getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL(/\/blogs\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("the CTA banner is on every page but /contact", async ({ page }) => {
  await page.goto("/products/")
  await expect(page.getByRole("heading", { name: "Build Your Dream Home Today" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact/")
  await page.goto("/contact/")
  await expect(page.getByRole("heading", { name: "Build Your Dream Home Today" })).toHaveCount(0)
})
