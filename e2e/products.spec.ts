import type { Page } from "@playwright/test"
import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"

// axe runs on every product page, whole page, in a11y.spec.ts

/** Every product page: its exact enquiry name, the numbers the spec writes, and slides per view at 375 / 800 / 1280 px. */
const PRODUCTS = [
  { path: "/apple-cabins/", name: "Apple Cabin", numbers: ["13 m²", "19.8 m²", "26 m²", "1 to 3 days"], views: [1.2, 2, 3] },
  { path: "/capsule-houses/", name: "Capsule Houses", numbers: ["18 to 35 m²"], views: [1.2, 2, 3] },
  { path: "/luxury-villa/", name: "Luxury Villa", numbers: ["80 to 300 m²", "60 to 90 days"], views: [1.2, 2, 3] },
  { path: "/light-steel-villas/", name: "Light Steel Villas", numbers: ["93 m²"], views: [1.2, 2, 3] },
  { path: "/industrial-building/", name: "Industrial Building", numbers: ["25+ years"], views: [1, 1.5, 2] },
  {
    path: "/expandable-container-house/20ft/",
    name: "Expandable Container Houses 20ft Model",
    numbers: ["W6320*L5900*H2480", "2270 mm", "W2200*L5900*H2480", "2 units per 40 HQ", "36.54 m²", "3500-4500 kg"],
    views: [1, 2, 3],
  },
  {
    path: "/expandable-container-house/30ft/",
    name: "Expandable Container Houses 30ft Model",
    numbers: ["W6260*L9000*H2480", "2240", "W6100*L8740*H2240", "2060", "4300-6000 kg", "W2200*L9000*H2480", "56.7 m²"],
    views: [1, 2, 3],
  },
  {
    path: "/expandable-container-house/40ft/",
    name: "Expandable Container Houses 40ft Model",
    numbers: ["W6240*L11800*H2480", "W6080*L11540*H2200", "W2200*L11800*H2480", "One per 40 HQ container", "74.34 m²", "6500-8000 kg"],
    views: [1.2, 2, 3],
  },
]
const WIDTHS = [375, 800, 1280]

/** Slides per view as the visitor sees them: the sum of the visible fraction of every slide inside the carousel. */
async function visibleSlides(page: Page, slideSelector: string): Promise<number> {
  return page.evaluate((sel) => {
    const carousel = document.querySelector<HTMLElement>("[data-carousel]")!
    const box = carousel.getBoundingClientRect()
    let sum = 0
    carousel.querySelectorAll<HTMLElement>(sel).forEach((slide) => {
      const r = slide.getBoundingClientRect()
      if (r.width === 0) return
      const visible = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left))
      sum += visible / r.width
    })
    return Math.round(sum * 100) / 100
  }, slideSelector)
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth)

for (const product of PRODUCTS) {
  test.describe(product.path, () => {
    test("numbers, spec table and Get Quote with the exact product name", async ({ page }) => {
      await page.goto(product.path)
      await waitForHydration(page)
      await expect(page.locator("h1")).toHaveCount(1)
      const main = page.locator("main")
      for (const n of product.numbers) await expect(main).toContainText(n)
      await expect(main.locator("table").first()).toBeVisible()
      const quote = main.getByRole("button", { name: "Get Quote" })
      await expect(quote).toHaveAttribute("data-product", product.name)
      // every enquiry button of the page carries the same exact name
      for (const b of await main.locator("[data-product]").all()) await expect(b).toHaveAttribute("data-product", product.name)
      // it is the last thing of the product's own content
      const last = await main
        .locator("article [data-product]")
        .last()
        .evaluate((el) => el.textContent?.trim())
      expect(last).toBe("Get Quote")
      await quote.click()
      await expect(page.getByRole("dialog")).toContainText(product.name)
    })

    for (const [i, width] of WIDTHS.entries()) {
      test(`carousel shows ${product.views[i]} slides at ${width}px, no horizontal scroll`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(product.path)
        await waitForHydration(page)
        await expect(page.locator("[data-carousel] .slick-slide").first()).toBeVisible()
        expect(await visibleSlides(page, ".slick-slide")).toBeCloseTo(product.views[i], 1)
        expect(await noHorizontalScroll(page)).toBe(true)
        const slideHeight = await page
          .locator("[data-carousel] .slick-slide:not(.slick-cloned) button")
          .first()
          .evaluate((b) => b.getBoundingClientRect().height)
        expect(slideHeight).toBe(400)
      })
    }
  })
}

test("the server HTML already has the final slide sizes (no shift at hydration)", async ({ browser }) => {
  for (const [i, width] of WIDTHS.entries()) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto("/apple-cabins/")
    expect(await visibleSlides(page, ":scope > div > div")).toBeCloseTo([1.2, 2, 3][i], 1)
    await context.close()
  }
})

test("react-slick's takeover keeps the carousel's height, so nothing under it moves", async ({ browser }) => {
  const carouselHeight = (page: Page) =>
    page
      .locator("[data-carousel]")
      .first()
      .evaluate((el) => el.getBoundingClientRect().height)
  for (const width of WIDTHS) {
    const server = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
    const serverPage = await server.newPage()
    await serverPage.goto("/apple-cabins/")
    const before = await carouselHeight(serverPage)
    await server.close()
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto("/apple-cabins/")
    await expect(page.locator("[data-carousel] .slick-slider").first()).toBeVisible()
    expect(await carouselHeight(page), `at ${width}px`).toBeCloseTo(before, 1)
    await context.close()
  }
})

test("the 20ft carousel shows 1.5 slides between 480 and 767 px", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 })
  await page.goto("/expandable-container-house/20ft/")
  await waitForHydration(page)
  await expect(page.locator("[data-carousel] .slick-slide").first()).toBeVisible()
  expect(await visibleSlides(page, ".slick-slide")).toBeCloseTo(1.5, 1)
})

test("arrows only on large screens; hidden slides hold nothing focusable", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto("/apple-cabins/")
  await waitForHydration(page)
  await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole("button", { name: "Next image" })).toBeVisible()
  const focusableHidden = await page.locator('.slick-slide[aria-hidden="true"] button:not([tabindex="-1"])').count()
  expect(focusableHidden).toBe(0)
})

test("lightbox opens at the clicked image, moves with arrow keys and swipe, closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/expandable-container-house/40ft/")
  await waitForHydration(page)
  const slide = page.locator('.slick-slide:not(.slick-cloned) button[data-index="2"]')
  const alt = (i: number) =>
    page.locator(`.slick-slide:not(.slick-cloned) button[data-index="${i}"] img[alt]:not([aria-hidden])`).last().getAttribute("alt")
  const alt2 = await alt(2)
  const alt3 = await alt(3)
  const alt4 = await alt(4)
  await slide.click()
  const current = page.locator(".yarl__slide_current img")
  await expect(current).toHaveAttribute("alt", alt2!)
  // responsive sources from gatsby-plugin-image, not the original file
  await expect(current).toHaveAttribute("srcset", /\.webp \d+w/)
  await page.keyboard.press("ArrowRight")
  await expect(current).toHaveAttribute("alt", alt3!)
  // swipe left with the mouse (pointer events)
  const box = (await page.locator(".yarl__container").boundingBox())!
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2, { steps: 8 })
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect(current).toHaveAttribute("alt", alt4!)
  await page.keyboard.press("ArrowLeft")
  await expect(current).toHaveAttribute("alt", alt3!)
  await page.keyboard.press("Escape")
  await expect(page.locator(".yarl__root")).toHaveCount(0)
})

test("grid images open the lightbox at that image", async ({ page }) => {
  await page.goto("/capsule-houses/")
  await waitForHydration(page)
  const grid = page.locator('[data-section="gallery"] button[data-index="5"]')
  const alt = await grid.locator("img[alt]:not([aria-hidden])").last().getAttribute("alt")
  await grid.click()
  await expect(page.locator(".yarl__slide_current img")).toHaveAttribute("alt", alt!)
  await expect(page.locator('[data-section="gallery"] li')).toHaveCount(7)
})

test("a slide pressed while react-slick takes over the carousel still opens the lightbox on release", async ({ page }) => {
  // react-slick's code is held back until the press has begun, so it arrives, and wants to replace the row, mid-press
  const reactSlickChunk = /\/react-slick-[^/]*\.js$/
  let deliver: () => void = () => {}
  const delivered = new Promise<void>((resolve) => (deliver = resolve))
  await page.route(reactSlickChunk, async (route) => {
    await delivered
    await route.continue()
  })
  await page.goto("/capsule-houses/")
  await waitForHydration(page)
  const carousel = page.locator("main [data-carousel]").first()
  const slide = carousel.getByRole("button", { name: /^Enlarge image 1 of/ })
  const alt = await slide.locator("img[alt]:not([aria-hidden])").last().getAttribute("alt")
  await slide.hover()
  await page.mouse.down()
  const chunk = page.waitForResponse(reactSlickChunk)
  deliver()
  await chunk
  // an absence, so a bounded wait: given a second in which it could swap, the row being pressed stays
  await page.waitForTimeout(1000)
  await expect(carousel.locator(".slick-slider")).toHaveCount(0)
  await page.mouse.up()
  await expect(page.locator(".yarl__slide_current img")).toHaveAttribute("alt", alt!)
  await expect(carousel.locator(".slick-slider")).toHaveCount(1)
})

test("apple cabin measurement tabs: Size 1 by default, click and arrow keys switch", async ({ page }) => {
  await page.goto("/apple-cabins/")
  await waitForHydration(page)
  const tabs = page.getByRole("tablist", { name: "Measurements" }).getByRole("tab")
  await expect(tabs).toHaveText(["Size 1", "Size 2", "Size 3"])
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel")).toHaveCount(1)
  await expect(page.getByRole("tabpanel")).toContainText("13 m²")
  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel")).toContainText("19.8 m²")
  await page.keyboard.press("ArrowRight")
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true")
  await expect(tabs.nth(2)).toBeFocused()
  await expect(page.getByRole("tabpanel")).toContainText("26 m²")
  await page.keyboard.press("Home")
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true")
})

test("light steel villa floor plan tabs: 3 Rooms Villa by default", async ({ page }) => {
  await page.goto("/light-steel-villas/")
  await waitForHydration(page)
  const tabs = page.getByRole("tablist", { name: "Floor Plans" }).getByRole("tab")
  await expect(tabs).toHaveText(["3 Rooms Villa", "2 Rooms Villa with Car Park"])
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel")).toContainText("93 m²")
  await tabs.nth(1).click()
  await expect(page.getByRole("tabpanel")).toContainText("Car Park")
  await expect(page.getByRole("tabpanel").locator("img")).toHaveAttribute("src", /plan-2-rooms-car-park.*\.svg$/)
})

test("apple cabin video autoplays muted and looping; the overlay button pauses and plays", async ({ page }) => {
  await page.goto("/apple-cabins/")
  await waitForHydration(page)
  const video = page.locator("video")
  // nothing of the film loads with the page: source and poster are attached when it nears the viewport
  await expect(video).not.toHaveAttribute("src", /./)
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute("src", /apple-cabin.*\.mp4$/)
  await expect(video).toHaveJSProperty("muted", true)
  await expect(video).toHaveJSProperty("loop", true)
  await expect(video).toHaveAttribute("playsinline", "")
  const pause = page.getByRole("button", { name: "Pause video" })
  await expect(pause).toBeVisible()
  await expect(video).toHaveJSProperty("paused", false)
  await pause.click()
  await expect(video).toHaveJSProperty("paused", true)
  const play = page.getByRole("button", { name: "Play video" })
  await play.click()
  await expect(video).toHaveJSProperty("paused", false)
  await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible()
})

test("expandable pages compare the 20, 30 and 40ft models from their data, linking to each", async ({ page }) => {
  await page.goto("/expandable-container-house/30ft/")
  await waitForHydration(page)
  const table = page.locator('[data-section="comparison"] table')
  await expect(table).toContainText("W6320*L5900*H2480")
  await expect(table).toContainText("W6260*L9000*H2480")
  await expect(table).toContainText("74.34 m²")
  await expect(table.getByRole("link", { name: "20ft Model" })).toHaveAttribute("href", "/expandable-container-house/20ft/")
  await expect(table.getByRole("link", { name: "40ft Model" })).toHaveAttribute("href", "/expandable-container-house/40ft/")
  await expect(table.locator('[aria-current="page"]')).toContainText("30ft Model")
})

test("the catalogue lists every product with image, pitch, size and link; the expandable models grouped", async ({ page }) => {
  await page.goto("/products/")
  await waitForHydration(page)
  await expect(page.locator("h1")).toHaveText("Our Products")
  for (const p of PRODUCTS) await expect(page.locator(`main a[href="${p.path}"]`).first()).toBeVisible()
  const expandable = page.locator("#group-expandable")
  await expect(expandable.locator("li")).toHaveCount(3)
  await expect(expandable).toContainText("36.54 m²")
  await expect(expandable).toContainText("56.7 m²")
  await expect(expandable).toContainText("74.34 m²")
  expect(await noHorizontalScroll(page)).toBe(true)
})

// the breadcrumbs and the specifications keep the server's HTML (StaticPart): the trail's link still opens by
// client-side navigation
test("the breadcrumbs' link opens the catalogue without reloading the document", async ({ page }) => {
  await page.goto("/apple-cabins/")
  await waitForHydration(page)
  const trail = page.getByRole("navigation", { name: "Breadcrumb" })
  await expect(trail.getByRole("listitem").last()).toHaveAttribute("aria-current", "page")
  await expectClientSideNavigation(page, trail.getByRole("link", { name: "Our Products" }), "Our Products")
})

test("the brochure PDF is served", async ({ request }) => {
  const res = await request.get("/kaz-horizon-brochure.pdf")
  expect(res.status()).toBe(200)
  const body = await res.body()
  expect(body.subarray(0, 5).toString()).toBe("%PDF-")
  expect(body.length).toBeLessThan(5 * 1024 * 1024)
})
