import { test, expect, waitForHydration } from "./fixtures"
import { axeFor } from "./axe"

// axe is scoped to <main>: the shared layout (top bar, chat link) is checked by the foundation's own tests

const FEATURED = [
  {
    path: "/featured-products/expandable-container-house/",
    title: "Expandable Container House",
    product: "Expandable Container Houses 20ft Model",
  },
  { path: "/featured-products/luxury-villa/", title: "Luxury Villa", product: "Luxury Villa" },
  { path: "/featured-products/light-steel-villa/", title: "Light Steel Villa", product: "Light Steel Villas" },
  { path: "/featured-products/apple-cabin/", title: "Apple Cabin", product: "Apple Cabin" },
  { path: "/featured-products/capsule-house/", title: "Capsule House", product: "Capsule Houses" },
]

for (const f of FEATURED) {
  test(`${f.path}: hero, text, sidebar with the current page highlighted, no axe violation`, async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(f.path)
      await waitForHydration(page)
      await expect(page.locator("h1")).toHaveText(f.title)
      await expect(page.locator("main header img[alt]:not([aria-hidden])").last()).toHaveAttribute("loading", "eager")
      const sidebar = page.getByRole("navigation", { name: "Featured products" })
      await expect(sidebar.getByRole("link")).toHaveCount(5)
      const current = sidebar.locator('[aria-current="page"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute("href", f.path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await expect(page.getByRole("button", { name: "Get Quote" })).toHaveAttribute("data-product", f.product)
    const results = await axeFor(page).include("main").analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  })
}

test("the expandable page presents the 20, 30 and 40ft models with links", async ({ page }) => {
  await page.goto("/featured-products/expandable-container-house/")
  await waitForHydration(page)
  const main = page.locator("main")
  for (const size of ["20ft", "30ft", "40ft"]) {
    await expect(main.locator(`a[href="/expandable-container-house/${size}/"]`).first()).toBeVisible()
  }
  for (const area of ["36.54 m²", "56.7 m²", "74.34 m²"]) await expect(main).toContainText(area)
})

test("the capsule page video autoplays muted and looping, with a play/pause button", async ({ page }) => {
  await page.goto("/featured-products/capsule-house/")
  await waitForHydration(page)
  const video = page.locator("main video")
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute("src", /capsule.*\.mp4$/)
  await expect(video).toHaveJSProperty("muted", true)
  await expect(video).toHaveJSProperty("loop", true)
  await expect(video).toHaveJSProperty("autoplay", true)
  await expect(video).toHaveJSProperty("paused", false)
  await page.getByRole("button", { name: "Pause video" }).click()
  await expect(video).toHaveJSProperty("paused", true)
  await expect(page.getByRole("button", { name: "Play video" })).toBeVisible()
  await page.getByRole("button", { name: "Play video" }).click()
  await expect(video).toHaveJSProperty("paused", false)
})
