import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"

const posts = Array.from({ length: 14 }, (_v, i) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "blog", `${i + 1}.en.json`), "utf8")),
)

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
/** The content stores ISO dates; visitors read 'April 24, 2025' (spec 2.5). */
const writtenDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number)
  return `${MONTHS[m - 1]} ${d}, ${y}`
}

/** What the article body should show, in order: pairs of consecutive images become one 'image-pair'. */
const expectedBlocks = (content: Array<{ type: string }>) => {
  const out: string[] = []
  for (let i = 0; i < content.length; i++) {
    if (content[i].type === "image" && content[i + 1]?.type === "image") {
      out.push("image-pair")
      i++
    } else out.push(content[i].type)
  }
  return out
}

test.describe("blog", () => {
  test("/blogs lists every article", async ({ page }) => {
    await page.goto("/blogs/")
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("main a[href^='/blog-details/']")).toHaveCount(14)
  })

  for (const post of posts) {
    test(`article ${post.id}: header, blocks in order, image pairs side by side on desktop and stacked on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/blog-details/${post.id}/`)
      await expect(page.locator("h1")).toHaveText(post.title)
      await expect(page.getByTestId("category")).toHaveText(post.category)
      await expect(page.locator("article header")).toContainText(`By ${post.author}`)
      await expect(page.locator("article header")).toContainText(writtenDate(post.date))
      await expect(page.locator(`article header time[datetime='${post.date}']`)).toHaveText(writtenDate(post.date))
      const blocks = page.getByTestId("article-body").locator(":scope > [data-block]")
      expect(await blocks.evaluateAll((els) => els.map((e) => e.getAttribute("data-block")))).toEqual(expectedBlocks(post.content))
      const pair = page.locator("[data-block='image-pair']").first()
      const boxes = async () => Promise.all([0, 1].map((i) => pair.locator("figure").nth(i).boundingBox()))
      let [a, b] = await boxes()
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2)
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1)
      await page.setViewportSize({ width: 375, height: 800 })
      ;[a, b] = await boxes()
      expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1)
      expect(Math.abs(a!.x - b!.x)).toBeLessThan(2)
      await expect(page.getByRole("complementary").locator("a[href^='/blog-details/']")).toHaveCount(14)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  }

  test("keyword links: external ones open a new tab, internal ones stay", async ({ page, context }) => {
    await page.goto("/blog-details/3/")
    await waitForHydration(page)
    const external = page.getByTestId("article-body").locator("a[href^='http']").first()
    await expect(external).toHaveAttribute("target", "_blank")
    await expect(external).toHaveAttribute("rel", "noopener noreferrer")
    // the new tab would load a third-party page: stop it at the request, the point is that it opens
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const [popup] = await Promise.all([context.waitForEvent("page"), external.click()])
    expect(popup).toBeTruthy()
    await popup.close()
    const internal = page.getByTestId("article-body").locator("a[href='/light-steel-villas/']").first()
    await expect(internal).not.toHaveAttribute("target", "_blank")
  })

  // the article body, the sidebar and the footer keep the server's HTML (StaticPart): their links still open by
  // client-side navigation, without loading a new document, and the page they open renders in full
  for (const [where, link, heading] of [
    ["article body", () => "[data-testid='article-body'] a[href='/light-steel-villas/']", /light steel villa/i],
    ["sidebar", () => "aside[aria-labelledby='latest-blogs'] a[href='/blog-details/2/']", null],
    ["footer", () => "footer a[href='/about/']", null],
  ] as const)
    test(`a link in the ${where} opens its page without reloading the document`, async ({ page }) => {
      await page.goto("/blog-details/3/")
      await waitForHydration(page)
      await expectClientSideNavigation(page, page.locator(link()).first(), heading ?? undefined)
    })

  test.describe("unknown id", () => {
    // Gatsby looks for the page's data and the server answers 404 by design: those are the expected errors here
    test.use({ allowedErrors: /status of 404|\/blog-details\/999/ })
    test("an unknown article id says 'Blog not found.'", async ({ page }) => {
      await page.goto("/blog-details/999/")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found.")
    })
  })
})
