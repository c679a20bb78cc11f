import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration } from "./fixtures"
import { axeFor } from "./axe"

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))

/** Each point the issue lists, as a pattern the page text must match. */
const TERMS: [string, RegExp][] = [
  ["last updated May 6, 2025", /Last updated May 6, 2025/],
  ["users over 18", /over 18/],
  ["legally able to contract", /legal capacity to enter into a binding contract/],
  ["refunds within 30 days of receiving returned goods", /refund within 30 days of receiving the returned goods/],
  ["30 days notice of material changes", /material.{0,80}at least 30 days' notice/],
  ["liability capped at the amount paid or 100 USD", /limited to the lesser of the amount paid, if any, by you to us and 100 USD/],
  ["card brands", /Visa, Mastercard, American Express/],
  ["PayPal", /PayPal:/],
  ["LC", /Letter of credit \(LC\):/],
  ["DLC", /Documentary letter of credit \(DLC\):/],
  ["SBLC", /Standby letter of credit \(SBLC\):/],
  ["BG", /Bank guarantee \(BG\):/],
  ["Swift TT", /Swift TT:/],
  ["import-export activity", /import-export trading company/],
  ["commodities", /petroleum products, cement, clinker and steel/],
]

const PRIVACY: [string, RegExp][] = [
  ["social logins", /Google, Facebook, Instagram, Twitter or LinkedIn/],
  ["card details never stored", /payment card details are never stored by us.{0,80}card payment provider/i],
  ["web analytics", /Web analytics:/],
  ["e-mail marketing", /E-mail marketing:/],
  ["ad remarketing", /Ad remarketing:/],
  ["opt-out per browser", /opt-out is specific to each browser/],
  ["CCPA categories", /Identifiers:.*Collected: yes/],
  ["CCPA categories (sensitive)", /Sensitive personal information:.*Collected: no/],
  ["12-month look-back", /past twelve \(12\) months/],
  ["right to know", /Right to know:/],
  ["right to correct", /Right to correct:/],
  ["right to delete", /Right to delete:/],
  ["right to opt out of sale", /Right to opt out of the sale or sharing:/],
  ["limit use of sensitive data", /Right to limit use of sensitive personal information:/],
  ["non-discrimination", /Right to non-discrimination:/],
  ["do-not-track", /Do-Not-Track/],
  [
    "verifiable request by the person or an agent registered with the California Secretary of State",
    /registered with the California Secretary of State/,
  ],
  ["verification details", /enough information for us to verify that you are the person.{0,200}describe your request in enough detail/],
  ["free within 45 days", /free of charge and are given within 45 days/],
  ["extendable once by 45 days with notice", /extend this period once by another 45 days, and we will tell you before/],
  ["Shine the Light once a year", /Shine the Light.{0,200}once a year/],
  ["minors' content removal (California, under 18)", /under 18 years of age, live in California.{0,120}remove/],
  ["children under 13", /not directed at children under 13/],
  ["links to other sites", /Links to other websites/],
  ["policy changes", /Changes to this policy/],
  ["contact", /How to contact us/],
  [
    "GDPR rights",
    /Right of access:.*Right to rectification:.*Right to erasure:.*Right to restriction:.*Right to data portability:.*Right to object:/s,
  ],
  ["supervisory authority", /Commission Nationale de l'Informatique et des Libertés \(CNIL\)/],
]

async function pageText(page: import("@playwright/test").Page) {
  return (await page.locator("main").innerText()).replace(/\s+/g, " ")
}

test.describe("Terms and Conditions", () => {
  test("has the banner, the date and every point of the issue", async ({ page }) => {
    await page.goto("/terms&conditions/")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions")
    await expect(page).toHaveTitle("Terms and Conditions | Kaz Horizon")
    const banner = page.locator("main header img[data-main-image]")
    await expect(banner).toHaveAttribute("loading", "eager")
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const text = await pageText(page)
    for (const [point, re] of TERMS) expect.soft(text, point).toMatch(re)
    await expect(page.locator("main li strong", { hasText: "Swift TT:" })).toBeVisible()
  })
})

test.describe("Privacy Policy", () => {
  test("has the banner and every point of the issue", async ({ page }) => {
    await page.goto("/privacypolicy/")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
    await expect(page.locator("main header img[data-main-image]")).toHaveCount(1)
    const text = await pageText(page)
    for (const [point, re] of PRIVACY) expect.soft(text, point).toMatch(re)
  })

  test("links to the contact page, the e-mail, the phone and three opt-out sites in a safe new tab", async ({ page }) => {
    await page.goto("/privacypolicy/")
    const main = page.locator("main")
    await expect(main.locator('a[href="/contact/"]').first()).toBeVisible()
    await expect(main.locator(`a[href="mailto:${site.contact.email}"]`).first()).toHaveText(site.contact.email)
    // the dialled number is the displayed one's + and digits ("+262 262 00 01 23" → tel:+262262000123), written out here
    const dialled = site.contact.phone.replace(/[^\d+]/g, "")
    expect(dialled).toMatch(/^\+\d{6,15}$/)
    await expect(main.locator(`a[href="tel:${dialled}"]`).first()).toHaveText(site.contact.phone)
    for (const href of ["https://optout.aboutads.info/", "https://optout.networkadvertising.org/", "https://www.youronlinechoices.eu/"]) {
      const link = main.locator(`a[href="${href}"]`)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("the contents list jumps to a section and the contact link navigates in the app", async ({ page }) => {
    await page.goto("/privacypolicy/")
    await waitForHydration(page)
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: /Shine the Light/ })
      .click()
    await expect(page).toHaveURL(/#california-shine-the-light-law$/)
    await expect(page.getByRole("heading", { level: 2, name: /Shine the Light/ })).toBeInViewport()
    await page.locator("main").locator('a[href="/contact/"]').first().click()
    await expect(page).toHaveURL(/\/contact\/$/)
  })
})

for (const route of ["/terms&conditions/", "/privacypolicy/"]) {
  test.describe(`${route} layout`, () => {
    for (const width of [320, 375, 768, 1280, 1920]) {
      test(`no horizontal scroll at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(route)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }

    test("the legal content has no axe violations", async ({ page }) => {
      await page.goto(route)
      await waitForHydration(page)
      const results = await axeFor(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })
  })
}
