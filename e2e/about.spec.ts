import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration } from "./fixtures"

/** Each service's own summary, in the order of its id: what its card on /about says. */
const SERVICE_SUMMARIES_EN = [1, 2, 3, 4, 5, 6].map(
  (id) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "services", `${id}.en.json`), "utf8")).summary as string,
)

test.describe("about", () => {
  test("FAQ: first open, one at a time, clicking the open one closes it, keyboard works", async ({ page }) => {
    await page.goto("/about/")
    await waitForHydration(page)
    await expect(page.locator("h1")).toHaveCount(1)
    const faq = page.getByTestId("faq")
    const buttons = faq.getByRole("button")
    const expanded = () => buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-expanded")))
    expect((await expanded())[0]).toBe("true")
    expect((await expanded()).filter((v) => v === "true")).toHaveLength(1)
    await buttons.nth(2).click()
    expect((await expanded()).indexOf("true")).toBe(2)
    expect((await expanded()).filter((v) => v === "true")).toHaveLength(1)
    const panel = page.locator(`#${await buttons.nth(2).getAttribute("aria-controls")}`)
    await expect(panel).toBeVisible()
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("1000px")
    await buttons.nth(2).click()
    expect((await expanded()).every((v) => v === "false")).toBe(true)
    await buttons.nth(1).focus()
    await page.keyboard.press("Enter")
    expect((await expanded()).indexOf("true")).toBe(1)
    await expect(faq).toContainText("8 business days after signing")
  })

  test("services: six cards to /service-details/1..6 and finished pages", async ({ page }) => {
    await page.goto("/about/")
    await waitForHydration(page)
    const links = page.locator("section[aria-labelledby='our-services'] h3 a")
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `/service-details/${n}/`),
    )
    // each card says what its service does (issue 56), not the spec's one template sentence for all six
    const texts = await page.locator("section[aria-labelledby='our-services'] li p").allTextContents()
    expect(texts).toEqual(SERVICE_SUMMARIES_EN)
    expect(new Set(texts).size).toBe(6)
    await expect(page.getByText(/homes for sale/)).toHaveCount(0)
    for (const n of [1, 6]) {
      await page.goto(`/service-details/${n}/`)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.getByRole("button", { name: "Get a Quote" }).last()).toBeVisible()
    }
  })
})
