import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"
import { uiFor } from "../src/i18n/all"
import { buildWordsOf } from "../src/i18n/build"
import { keyFacts } from "../src/lib/content/key-facts"
import type { PlannerFields } from "../src/lib/planner/types"
import { withTrailingSlash } from "../src/lib/routes/paths"

/** A product's or a featured page's file in a language: the translation's fields over the English ones. */
const DATA = path.join(__dirname, "..", "data")
const readData = (folder: string, slug: string, lang: "en" | "fr") => {
  const read = (l: string) => JSON.parse(fs.readFileSync(path.join(DATA, folder, `${slug}.${l}.json`), "utf8"))
  return lang === "en" ? read("en") : { ...read("en"), ...read(lang) }
}
const slugsOf = (folder: string) =>
  fs
    .readdirSync(path.join(DATA, folder))
    .filter((f) => f.endsWith(".en.json"))
    .map((f) => f.replace(".en.json", ""))
const productFiles = () => slugsOf("products")
const featuredFiles = () => slugsOf("featured")
/** the planner's figures are shared: the English file's, whatever the language */
const readProduct = (slug: string, lang: "en" | "fr") => ({
  ...(readData("products", slug, lang) as { path: string; title: string; group: string }),
  enPath: readData("products", slug, "en").path as string,
  planner: readData("products", slug, "en").planner as PlannerFields,
})
const readFeatured = (slug: string, lang: "en" | "fr") =>
  readData("featured", slug, lang) as { path: string; productPath: string; sections: Array<{ type: string }> }

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

test("apple cabin measurement tabs: Size 1 by default, each with its area, click and arrow keys switch", async ({ page }) => {
  await page.goto("/apple-cabins/")
  await waitForHydration(page)
  const tabs = page.getByRole("tablist", { name: "Measurements" }).getByRole("tab")
  // the spec's names, and each size's area from the planner's figures (issue 56)
  await expect(tabs).toHaveText(["Size 1 · 13\u00A0m²", "Size 2 · 19.8\u00A0m²", "Size 3 · 26\u00A0m²"])
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

/*
 * Issue 56: what a new visitor found unfinished on the product pages, each fault with its test.
 */

const FR_40FT = "/fr/maison-conteneur-extensible/40-pieds/"

for (const [lang, path, of] of [
  ["en", "/expandable-container-house/40ft/", "of"],
  ["fr", FR_40FT, "sur"],
] as const)
  test(`${lang}: closing the lightbox gives the focus back to the picture that opened it; a caption and a counter in the page's language`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await waitForHydration(page)
    // a slide of the carousel, then a picture of a grid
    for (const opener of [
      page.locator('[data-carousel] .slick-slide:not(.slick-cloned) button[data-index="2"]'),
      page.locator('[data-section="gallery"] button[data-index="1"]').first(),
    ]) {
      await opener.scrollIntoViewIfNeeded()
      const count = await opener.evaluate((b) => b.closest("[data-carousel], ul")!.querySelectorAll(":scope button[data-index]").length)
      const total = await opener.evaluate(
        (b) =>
          new Set([...b.closest("[data-carousel], ul")!.querySelectorAll("button[data-index]")].map((x) => x.getAttribute("data-index")))
            .size,
      )
      expect(count).toBeGreaterThan(1)
      const alt = await opener.locator("img[alt]:not([aria-hidden])").last().getAttribute("alt")
      const index = Number(await opener.getAttribute("data-index"))
      await opener.click()
      const box = page.locator(".yarl__root")
      await expect(box.locator(".yarl__slide_current .yarl__slide_description")).toHaveText(alt!)
      await expect(box.locator(".yarl__counter")).toHaveText(`${index + 1} ${of} ${total}`)
      await page.keyboard.press("ArrowRight")
      await expect(box.locator(".yarl__counter")).toHaveText(`${index + 2} ${of} ${total}`)
      await page.keyboard.press("Escape")
      await expect(box).toHaveCount(0)
      await expect(opener).toBeFocused()
    }
  })

test("fr: the product quote sent incomplete says what is missing in a toast; no alert (the English alert stays, enquiries.spec)", async ({
  page,
}) => {
  const alerts: string[] = []
  page.on("dialog", (d) => {
    alerts.push(d.message())
    void d.dismiss()
  })
  await page.goto("/fr/cabine-apple/")
  await waitForHydration(page)
  await page.getByRole("button", { name: "Demander un devis", exact: true }).last().click()
  const dialog = page.getByRole("dialog", { name: `Demander un devis\u00A0: ${readData("products", "apple-cabins", "fr").name}` })
  await dialog.getByRole("button", { name: "Envoyer la demande" }).click()
  await expect(page.locator(".Toastify__toast")).toHaveText("Veuillez remplir tous les champs.")
  await expect(dialog.getByLabel(/Nom complet/)).toBeFocused()
  // part of it filled: the toast names what is still missing
  await dialog.getByRole("textbox", { name: "Message", exact: true }).fill("Deux cabines pour un gîte à Cilaos")
  await dialog.getByRole("button", { name: "Envoyer la demande" }).click()
  const q = (label: string) => `«\u00A0${label}\u00A0»`
  await expect(page.locator(".Toastify__toast").first()).toHaveText(
    `Veuillez remplir les champs ${q("Nom complet")}, ${q("E-mail")} et ${q("Téléphone")}.`,
  )
  expect(alerts).toEqual([])
})

for (const [lang, path] of [
  ["en", "/expandable-container-house/20ft/"],
  ["fr", "/fr/maison-conteneur-extensible/20-pieds/"],
] as const)
  test(`${lang}: on a phone the 20/30/40 ft comparison is one card per model with every row; from 768 px the table`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(path)
    const section = page.locator('[data-section="comparison"]')
    const cards = section.getByTestId("comparison-cards").locator("li")
    await expect(cards).toHaveCount(3)
    await expect(section.locator("table")).toBeHidden()
    const rows = await section.locator("tbody tr").count()
    for (const card of await cards.all()) {
      await expect(card).toBeVisible()
      await expect(card.locator("dt")).toHaveCount(rows)
      // the whole card on the screen's width: nothing to scroll sideways
      const box = (await card.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
    await expect(cards.first().locator('[aria-current="page"]')).toHaveCount(1)
    expect(await noHorizontalScroll(page)).toBe(true)
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(section.locator("table")).toBeVisible()
    await expect(cards.first()).toBeHidden()
  })

test.describe("every product page: the brochure button in one place at 375 and 1440 px; one call to a quote, on sand (issue 56)", () => {
  // the server's HTML places the buttons: read without scripts (about 0.3 s a page); the button's dialog below
  test.use({ javaScriptEnabled: false })
  for (const width of [375, 1440])
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const product of PRODUCTS) {
        await page.goto(product.path)
        const actions = page.locator("#product-title ~ div").filter({ has: page.getByTestId("product-brochure") })
        await expect(actions, product.path).toHaveCount(1)
        const [quote, brochure] = [actions.getByRole("button").first(), actions.getByTestId("product-brochure")]
        await expect(brochure).toBeVisible()
        await expect(brochure).toHaveText("Brochure (PDF)")
        // beside the page's quote buttons, under the title: the same place on every page
        const q = (await quote.boundingBox())!
        const b = (await brochure.boundingBox())!
        expect(b.y, product.path).toBeGreaterThanOrEqual(q.y)
        expect(b.y - q.y, product.path).toBeLessThan(150)
        // the page's quote and the site's banner: not two teal bands back to back, nor the same call twice
        const band = await page.locator("section[aria-labelledby='quote-title']").evaluate((s) => getComputedStyle(s).backgroundColor)
        const banner = await page
          .locator("section[aria-labelledby='cta-title'] > div > div")
          .evaluate((d) => getComputedStyle(d).backgroundImage)
        expect(band, product.path).not.toBe("rgb(14, 90, 107)")
        expect(banner).toMatch(/gradient/)
        await expect(page.locator("main").getByText(/^Tell us /)).toHaveCount(0)
      }
    })
})

test("the product page's brochure button opens the brochure form for that product", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto("/light-steel-villas/")
  await waitForHydration(page)
  await page.getByTestId("product-brochure").click()
  const dialog = page.getByTestId("enquiry-dialog")
  await expect(dialog).toHaveAttribute("data-kind", "brochure")
  await expect(dialog.getByRole("heading", { name: "Download Brochure" })).toBeVisible()
})

test.describe("key facts on every product and featured page, as the planner's figures give them (issue 56)", () => {
  // the server's HTML holds them (a static part): read without scripts
  test.use({ javaScriptEnabled: false })
  for (const lang of ["en", "fr"] as const)
    test(`${lang}: every product page and every featured page of one model`, async ({ page }) => {
      const words = buildWordsOf(lang).keyFacts
      const products = productFiles().map((slug) => ({ slug, ...readProduct(slug, lang) }))
      const shown = async () =>
        page
          .getByTestId("key-facts")
          .locator("dl > div")
          .evaluateAll((rows) => rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent]))
      for (const p of products) {
        await page.goto(withTrailingSlash(p.path))
        await expect(page.getByTestId("key-facts").getByRole("heading")).toHaveText(uiFor(lang).product.keyFactsTitle)
        expect(await shown(), p.path).toEqual(keyFacts(p.planner, lang, words).map((f) => [f.label, f.value]))
      }
      for (const f of featuredFiles()) {
        const featured = readFeatured(f, lang)
        // the link to its product is shared: the English product's path
        const product = products.find((p) => p.enPath === featured.productPath)
        await page.goto(withTrailingSlash(featured.path))
        if (featured.sections.some((s) => s.type === "models")) {
          // a page of several models gives each one's facts in its card
          for (const model of products.filter((p) => p.group === product?.group))
            await expect(page.locator("main li").filter({ hasText: model.title }).locator("dl")).toContainText(
              keyFacts(model.planner, lang, words)[0].value,
            )
        } else expect(await shown(), featured.path).toEqual(keyFacts(product!.planner, lang, words).map((k) => [k.label, k.value]))
      }
    })
})

test("fr: the apple cabin's measurement tabs give each size's area, written the French way", async ({ page }) => {
  await page.goto("/fr/cabine-apple/")
  await expect(page.getByRole("tab")).toHaveText(["Taille 1 · 13\u00A0m²", "Taille 2 · 19,8\u00A0m²", "Taille 3 · 26\u00A0m²"])
})

for (const [lang, path, zoomIn, file] of [
  ["en", "/luxury-villa/", "Zoom in", /\/plan\.svg$/],
  ["fr", "/fr/villa-de-luxe/", "Agrandir", /\/plan\.fr\.svg$/],
] as const)
  test(`${lang}: at 375 px the villa's floor plan, first under its introduction, opens full screen in its language and zooms`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await waitForHydration(page)
    const first = page.locator("main [data-section]").first()
    await expect(first).toHaveAttribute("data-section", "drawing")
    const drawing = first.locator("button[data-drawing]")
    await drawing.click()
    const current = page.locator(".yarl__slide_current img")
    await expect(current).toHaveAttribute("src", file)
    await expect(page.locator(".yarl__slide_current .yarl__slide_description")).toHaveText(
      (await drawing.locator("img").getAttribute("alt"))!,
    )
    const before = (await current.boundingBox())!.width
    await page.getByRole("button", { name: zoomIn }).click()
    await expect.poll(async () => (await current.boundingBox())!.width).toBeGreaterThan(before * 1.4)
    await page.keyboard.press("Escape")
    await expect(drawing).toBeFocused()
  })
