import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { failNext, marker, SEND_FAILURE_ERRORS, toast } from "./inbox"

/** The spec's remaining constants (spec 2.2 and 9) and the blog's not-found page, in a real browser. */

const publicDir = path.join(__dirname, "..", "public")

test.describe("toasts", () => {
  const contactField = (page: Page, name: string) => page.getByTestId("contact-form").getByRole("textbox", { name, exact: true })
  const send = (page: Page) => page.getByTestId("contact-form").getByRole("button", { name: "Send Message" }).click()

  test.beforeEach(async ({ page }) => {
    await page.goto("/contact/")
    await waitForHydration(page)
  })

  test.describe("after a failed send", () => {
    test.use({ allowedErrors: SEND_FAILURE_ERRORS })
    test("two toasts in a row: the newest is the top one", async ({ page, request }) => {
      await send(page)
      await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
      const mark = marker("toast order")
      await contactField(page, "First name").fill("Marie")
      await contactField(page, "Last name").fill(`Payet ${mark}`)
      await contactField(page, "E-mail").fill(`marie.${mark}@example.com`)
      await contactField(page, "Phone").fill("+262 692 12 34 56")
      await contactField(page, "Message").fill(`Two apple cabins for a lodge in Cilaos, please. Ref ${mark}`)
      // a failed send (two errors in a row: a success would dismiss the first, issue 56)
      await failNext(request, { status: 500, text: "Internal Server Error" }, mark)
      await send(page)
      await expect(toast(page, "Failed to send message. Try again.")).toBeVisible()
      const toasts = page.locator(".Toastify__toast")
      await expect(toasts).toHaveText([/^Failed to send message\. Try again\./, "Please fill in all the fields."])
      // read once the toasts have settled: the newest slides in and pushes the older one down over its entrance animation
      await expect
        .poll(async () => {
          const [newest, older] = await Promise.all([toasts.nth(0).boundingBox(), toasts.nth(1).boundingBox()])
          return newest!.y + newest!.height - older!.y
        })
        .toBeLessThanOrEqual(1)
    })
  })

  test("a dismissed toast is removed 1,000 ms later", async ({ page }) => {
    await send(page)
    await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
    // dismiss once the toast has finished coming in (its 500 ms entrance animation)
    await page.waitForTimeout(700)
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const node = document.querySelector(".Toastify__toast")!
          const start = performance.now()
          const watch = new MutationObserver(() => {
            if (!node.isConnected) {
              watch.disconnect()
              resolve(performance.now() - start)
            }
          })
          watch.observe(document.body, { childList: true, subtree: true })
          ;(node.querySelector(".Toastify__close-button") as HTMLElement).click()
        }),
    )
    expect(elapsed).toBeGreaterThanOrEqual(1000)
    expect(elapsed).toBeLessThan(1400)
  })
})

test.describe("prefetch on hover", () => {
  test.beforeEach(async ({ page }) => {
    // Gatsby also prefetches the links in view, 3 s after load, unless the visitor saves data: switch that off
    // so only the hover prefetch is measured
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ effectiveType: "4g", saveData: true, addEventListener() {}, removeEventListener() {} }),
      })
    })
  })

  test("a pointer crossing a link requests nothing; resting on it 100 ms prefetches the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    let asked: { url: string; at: number }[] = []
    page.on("request", (r) => {
      if (r.url().includes("/page-data/blogs/page-data.json")) asked.push({ url: r.url(), at: Date.now() })
    })
    const link = page.locator("header a[href='/blogs/']").filter({ visible: true }).first()
    let box = { x: 0, y: 0, width: 0, height: 0 }
    let y = 0

    // crossing: onto the link and off again at once. On a loaded machine the two moves can be further apart than
    // the 100 ms delay (which rightly prefetches): then load the page again and cross again, until a crossing took
    // under 80 ms
    let crossing = Infinity
    for (let attempt = 0; attempt < 5 && crossing >= 80; attempt++) {
      await page.goto("/about/")
      await waitForHydration(page)
      asked = []
      box = (await link.boundingBox())!
      y = box.y + box.height / 2
      const outside = { x: box.x + box.width / 2, y: box.y + box.height + 60 }
      await page.mouse.move(outside.x, outside.y)
      const on = Date.now()
      await page.mouse.move(box.x + box.width / 2, y)
      await page.mouse.move(outside.x, outside.y)
      crossing = Date.now() - on
      await page.waitForTimeout(600)
    }
    expect(crossing, "a crossing faster than 80 ms").toBeLessThan(80)
    expect(asked).toEqual([])

    // resting on the link
    const start = Date.now()
    const request = page.waitForRequest((r) => r.url().includes("/page-data/blogs/page-data.json"))
    await page.mouse.move(box.x + box.width / 2, y)
    await request
    expect(asked).toHaveLength(1)
    expect(asked[0].at - start).toBeGreaterThanOrEqual(95)
  })
})

test.describe("interior grid cells are 300 or 500 px high (spec 9)", () => {
  const cellHeights = (page: Page) =>
    page.locator("ul[data-columns] > li > button").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))

  for (const route of ["/capsule-houses/", "/expandable-container-house/40ft/", "/light-steel-villas/"]) {
    test(`${route}: 300 px cells in one column on a phone, 300 or 500 px from 768 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(route)
      const phone = await cellHeights(page)
      expect(phone.length).toBeGreaterThan(0)
      expect(new Set(phone)).toEqual(new Set([300]))
      const lefts = await page
        .locator("ul[data-columns] > li")
        .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size)
      expect(lefts).toBe(1)
      for (const width of [800, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        const heights = await cellHeights(page)
        expect(
          heights.every((h) => h === 300 || h === 500),
          `${width} px: ${heights}`,
        ).toBe(true)
      }
    })
  }
})

test.describe("'Blog not found.' for an unknown article id", () => {
  // the browser logs the 404 document
  test.use({ allowedErrors: /status of 404|\/blog-details\/999/ })

  test("the build writes the blog folder's own 404 page: the message, links back to the blog, not indexed", () => {
    const html = fs.readFileSync(path.join(publicDir, "blog-details", "404.html"), "utf8")
    expect(html).toMatch(/<h1[^>]*>Blog not found\.<\/h1>/)
    expect(html).toContain('href="/blogs/"')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(html).not.toMatch(/rel="canonical"/)
    expect(html).toMatch(/<title[^>]*>Blog not found/)
  })

  test("without JavaScript: the served HTML says 'Blog not found.', status 404", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const response = await page.goto("/blog-details/999/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found.")
    await expect(page.getByRole("main").getByRole("link", { name: "See all articles" })).toHaveAttribute("href", "/blogs/")
    await context.close()
  })

  test("a host serving the folder's 404.html: the page hydrates as it is, at the address asked for", async ({ page }) => {
    // what Cloudflare Pages and Netlify (public/_redirects, written by the build) answer for an unknown id
    const body = fs.readFileSync(path.join(publicDir, "blog-details", "404.html"))
    await page.route("**/blog-details/999/", (route) => route.fulfill({ status: 404, contentType: "text/html; charset=utf-8", body }))
    await page.goto("/blog-details/999/")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found.")
    await expect(page).toHaveTitle(/Blog not found/)
    expect(new URL(page.url()).pathname).toBe("/blog-details/999/")
    // the router works from here
    await page.getByRole("main").getByRole("link", { name: "See all articles" }).click()
    await expect(page).toHaveURL(/\/blogs\/$/)
    await expect(page.locator("main a[href^='/blog-details/']").first()).toBeVisible()
  })
})
