import { test, expect, waitForHydration } from "./fixtures"
import { FAILURES, LOCAL_IDS, SEND_FAILURE_ERRORS, expectNothingSent, failNext, marker, receivedBody, toast } from "./inbox"
import type { Page } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))

const FIELDS = { firstName: "First name", lastName: "Last name", email: "E-mail", phone: "Phone", message: "Message" } as const
type Field = keyof typeof FIELDS
const field = (page: Page, f: Field) => page.getByTestId("contact-form").getByRole("textbox", { name: FIELDS[f], exact: true })
const submit = (page: Page) => page.getByTestId("contact-form").getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ })

const valuesFor = (mark: string): Record<Field, string> => ({
  firstName: "Marie",
  lastName: `Payet ${mark}`,
  email: `marie.${mark}@example.com`,
  phone: "+262 692 12 34 56",
  message: `Hello, we would like two apple cabins for a lodge in Cilaos. Ref ${mark}`,
})
async function fillAll(page: Page, values: Partial<Record<Field, string>>) {
  for (const f of Object.keys(FIELDS) as Field[]) if (values[f]) await field(page, f).fill(values[f]!)
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact/")
  await waitForHydration(page)
})

test("shows the three info cards and a map linking out in a new tab", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  await expect(page.getByRole("link", { name: site.contact.email }).first()).toHaveAttribute("href", `mailto:${site.contact.email}`)
  await expect(page.getByRole("link", { name: site.contact.phone }).first()).toHaveAttribute("href", /^tel:\+262/)
  await expect(page.locator("address").filter({ hasText: site.contact.locality }).first()).toContainText(site.contact.region)
  const map = page.getByTestId("contact-map-link")
  await expect(map).toHaveAttribute("href", site.contact.mapUrl)
  await expect(map).toHaveAttribute("target", "_blank")
  await expect(map).toHaveAttribute("rel", "noopener noreferrer")
  const img = map.locator("img")
  await expect(img).toHaveAttribute("src", /\.svg$/)
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  // no CTA banner on /contact
  await expect(page.getByText("Build Your Dream Home Today")).toHaveCount(0)
})

test("sends the exact body to the inbox, toasts and resets", async ({ page, request }, info) => {
  const mark = marker(info.title)
  const v = valuesFor(mark)
  await fillAll(page, v)
  await submit(page).click()
  await expect(toast(page, "Message sent successfully.")).toBeVisible()
  expect(await receivedBody(request, mark)).toEqual({
    lib_version: "4.4.1",
    ...LOCAL_IDS,
    // the phone typed "+262 692 12 34 56" is sent as it is dialled (still no format check: spec 5)
    template_params: { name: `${v.firstName} ${v.lastName}`, email: v.email, phone: "+262692123456", message: v.message },
  })
  for (const f of Object.keys(FIELDS) as Field[]) await expect(field(page, f)).toHaveValue("")
})

for (const empty of Object.keys(FIELDS) as Field[]) {
  test(`an empty ${empty} shows 'Please fill in all the fields.' and sends nothing`, async ({ page, request }, info) => {
    const mark = marker(info.title)
    await fillAll(page, { ...valuesFor(mark), [empty]: "" })
    await submit(page).click()
    await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
    await expect(field(page, empty)).toBeFocused()
    await expectNothingSent(page, request, mark)
  })
}

test("a field focused after an empty send comes into view with its label, below the sticky header", async ({ page }) => {
  // scrolled on until the form's first field is half under the sticky header (where the browser's own scroll to the
  // send button can leave it): the send brings it out, its label too
  await field(page, "firstName").evaluate((input) => window.scrollTo(0, input.getBoundingClientRect().top + window.scrollY - 50))
  await submit(page).click()
  await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
  await expect(field(page, "firstName")).toBeFocused()
  const label = await page.locator('label[for="contact-firstName"]').boundingBox()
  const header = await page.locator("header").first().boundingBox()
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
})

test.describe("failures", () => {
  test.use({ allowedErrors: SEND_FAILURE_ERRORS })
  for (const { label, failure } of FAILURES) {
    test(`${label}: toast 'Failed to send message. Try again.', values kept, button usable`, async ({ page, request }, info) => {
      const mark = marker(info.title)
      const v = valuesFor(mark)
      await failNext(request, failure, mark)
      await fillAll(page, v)
      const logged = page.waitForEvent("console", (m) => m.type() === "error" && /Failed to send the enquiry/.test(m.text()))
      await submit(page).click()
      await expect(toast(page, "Failed to send message. Try again.")).toBeVisible()
      await logged
      for (const f of Object.keys(FIELDS) as Field[]) await expect(field(page, f)).toHaveValue(v[f])
      await expect(submit(page)).toBeEnabled()
      await expect(submit(page)).toHaveText("Send Message")
      const mailto = await page.getByTestId("mailto-fallback").getAttribute("href")
      expect(mailto).toMatch(new RegExp(`^mailto:${site.contact.email.replace(/\./g, "\\.")}\\?subject=`))
      expect(decodeURIComponent(mailto!)).toContain(v.message)
      // the next try goes through
      await submit(page).click()
      await expect(toast(page, "Message sent successfully.")).toBeVisible()
      await receivedBody(request, mark)
    })
  }
})

test("a double click sends once", async ({ page, request }, info) => {
  const mark = marker(info.title)
  await fillAll(page, valuesFor(mark))
  await submit(page).dblclick()
  await expect(toast(page, "Message sent successfully.")).toBeVisible()
  await page.waitForTimeout(500)
  await receivedBody(request, mark) // exactly one
})

test("the draft survives a reload and is cleared after a success", async ({ page, request }, info) => {
  const mark = marker(info.title)
  const v = valuesFor(mark)
  await fillAll(page, v)
  await page.reload()
  await waitForHydration(page)
  for (const f of Object.keys(FIELDS) as Field[]) await expect(field(page, f)).toHaveValue(v[f])
  await submit(page).click()
  await expect(toast(page, "Message sent successfully.")).toBeVisible()
  await receivedBody(request, mark)
  await page.reload()
  await waitForHydration(page)
  await expect(field(page, "message")).toHaveValue("")
})

test("a 10,000-character message with emoji and HTML-looking text arrives verbatim and is shown as text", async ({
  page,
  request,
}, info) => {
  const mark = marker(info.title)
  const html = `<b id="inj-${mark}">bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> & "quotes" 'single'`
  const head = `🏠🌋🌊 Kaz ${mark} ${html}\n`
  const message = head + "x".repeat(10_000 - head.length)
  expect(message.length).toBe(10_000)
  await fillAll(page, { ...valuesFor(mark), message })
  await submit(page).click()
  await expect(toast(page, "Message sent successfully.")).toBeVisible()
  const body = await receivedBody(request, mark)
  expect(body.template_params.message).toBe(message)

  await page.goto("/__inbox/")
  await expect(page.locator(`#inj-${mark}`)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // the list shows the first 2,000 characters, escaped, and links to the enquiry whole
  const enquiry = page.locator("article").filter({ has: page.locator("dd").filter({ hasText: mark }).filter({ hasText: "<b id=" }) })
  await expect(enquiry).toHaveCount(1)
  expect(await enquiry.locator("dd").filter({ hasText: "<b id=" }).textContent()).toBe(`${message.slice(0, 2000)}… (8,000 more characters)`)
  await enquiry.getByRole("link", { name: "See the whole enquiry" }).click()
  await expect(page.locator(`#inj-${mark}`)).toHaveCount(0)
  const dd = page.locator("dd").filter({ hasText: mark }).filter({ hasText: "<b id=" })
  await expect(dd).toHaveCount(1)
  expect(await dd.textContent()).toBe(message)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test("the honeypot drops a bot submission silently", async ({ page, request }, info) => {
  const mark = marker(info.title)
  await fillAll(page, valuesFor(mark))
  await page.locator('input[name="company_website"]').fill("https://spam.example", { force: true })
  await submit(page).click()
  await expect(toast(page, "Message sent successfully.")).toBeVisible()
  await expectNothingSent(page, request, mark)
})
