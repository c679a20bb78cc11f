import { test, expect, waitForHydration } from "./fixtures"
import { FAILURE_CLASSES, LOCAL_IDS, SEND_FAILURE_ERRORS, expectNothingSent, failNext, marker, receivedBody, toast } from "./inbox"
import type { Locator, Page } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"

const data = (p: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", p), "utf8"))
const site = data("site.en.json")
const appleCabin = data("products/apple-cabins.en.json") as { name: string; path: string }

const dialog = (page: Page) => page.getByRole("dialog").filter({ has: page.locator("form") })
const input = (scope: Locator, name: "Full name" | "E-mail" | "Phone" | "Message") => scope.getByRole("textbox", { name, exact: true })

interface Person {
  name: string
  email: string
  phone: string
  message?: string
}
const personFor = (mark: string): Required<Person> => ({
  name: `Marie Payet ${mark}`,
  email: `marie.${mark}@example.com`,
  phone: "+262692123456",
  message: `Two units delivered to Port Reunion, ref ${mark}.`,
})

async function fill(scope: Locator, p: Partial<Person>) {
  if (p.name) await input(scope, "Full name").fill(p.name)
  if (p.email) await input(scope, "E-mail").fill(p.email)
  if (p.phone) await input(scope, "Phone").pressSequentially(p.phone)
  // the brochure form has no message field
  if (p.message && (await input(scope, "Message").count())) await input(scope, "Message").fill(p.message)
}

/**
 * A national number typed after choosing the country in the phone field, as it shows once the field has made it
 * international, and as the company receives it. Réunion typed over the code the field puts in, Madagascar after it.
 */
const NATIONAL_PHONES = [
  { country: "RE", typed: "0692 12 34 56", over: true, shown: "+262 692 12 34 56", sent: "+262692123456" },
  { country: "MG", typed: "034 12 345 67", over: false, shown: "+261 34 12 345 67", sent: "+261341234567" },
] as const

/** Chooses the country, types the national number; the field shows the international number, the country still chosen. */
async function typeNationalPhone(scope: Locator, p: { country: string; typed: string; over: boolean }, shown?: string) {
  const country = scope.getByRole("combobox", { name: "Country code" })
  await country.selectOption(p.country)
  const phone = input(scope, "Phone")
  // over: the code the field put in is selected, and the first digit replaces it
  if (p.over) await phone.selectText()
  await phone.pressSequentially(p.typed)
  await expect(country).toHaveValue(p.country)
  if (!shown) return
  // leaving the field, it shows the number as it is dialled, the country still chosen
  await phone.press("Tab")
  await expect(phone).toHaveValue(shown)
  await expect(country).toHaveValue(p.country)
}

/** Records and accepts the browser's alerts (the click that raises one only completes once it is accepted). */
function acceptAlerts(page: Page): { type: string; message: string }[] {
  const seen: { type: string; message: string }[] = []
  page.on("dialog", (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() })
    void dialog.accept()
  })
  return seen
}

async function openQuote(page: Page, path = "/contact/") {
  await page.goto(path)
  await waitForHydration(page)
  const opener = page.getByTestId("header-quote")
  await opener.click()
  const d = page.getByRole("dialog", { name: "Get a Free Quote" })
  await expect(d).toBeVisible()
  return { d, opener }
}
async function openProductQuote(page: Page) {
  await page.goto(`${appleCabin.path}/`)
  await waitForHydration(page)
  const opener = page.getByRole("button", { name: "Get Quote", exact: true }).last()
  await opener.click()
  const d = page.getByRole("dialog", { name: `Get a Quote for ${appleCabin.name}` })
  await expect(d).toBeVisible()
  return { d, opener }
}
async function openBrochure(page: Page) {
  await page.goto(`${appleCabin.path}/`)
  await waitForHydration(page)
  const opener = page.getByTestId("header-brochure")
  await opener.click()
  const d = page.getByRole("dialog", { name: "Download Brochure" })
  await expect(d).toBeVisible()
  return { d, opener }
}

test.describe("general quote", () => {
  test("the dialog code is not in the first load; it is fetched on open", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()))
    await page.goto("/contact/")
    await waitForHydration(page)
    const before = scripts.length
    const initial = await page.evaluate(() =>
      Array.from(document.scripts)
        .map((s) => s.src)
        .join(" "),
    )
    await page.getByTestId("header-quote").click()
    await expect(page.getByRole("dialog", { name: "Get a Free Quote" })).toBeVisible()
    expect(scripts.length).toBeGreaterThan(before)
    expect(initial).not.toMatch(/phone|emailjs/i)
  })

  test("sends the exact body, toasts, closes, resets and returns focus", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    const { d, opener } = await openQuote(page)
    await expect(d).toHaveAttribute("aria-modal", "true")
    await fill(d, p)
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await receivedBody(request, mark)).toEqual({
      lib_version: "4.4.1",
      ...LOCAL_IDS,
      template_params: { name: p.name, email: p.email, phone: p.phone, message: p.message, product: "", subject: "General Quote Request" },
    })
    await opener.click()
    await expect(input(dialog(page), "Full name")).toHaveValue("")
  })

  for (const empty of ["name", "email", "phone", "message"] as const) {
    test(`an empty ${empty} is the toast 'Please fill in all the fields.', nothing sent`, async ({ page, request }, info) => {
      const mark = marker(info.title)
      const { d } = await openQuote(page)
      await fill(d, { ...personFor(mark), [empty]: "" })
      await d.getByRole("button", { name: "Send Request" }).click()
      await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
      await expect(d).toBeVisible()
      await expectNothingSent(page, request, mark)
    })
  }

  test("closes on ×, overlay and Escape, returning focus and page scroll each time", async ({ page }) => {
    const { d, opener } = await openQuote(page)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
    await expect(d.locator(":focus")).toHaveCount(1)
    await d.getByRole("button", { name: "Close" }).click()
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")

    await opener.click()
    await expect(d).toBeVisible()
    await page.mouse.click(5, 300) // the overlay, left of the dialog
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(d).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("keeps focus inside while open (Tab wraps)", async ({ page }) => {
    const { d } = await openQuote(page)
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab")
      expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Shift+Tab")
    expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })

  test("the draft survives a close and a reload, and clears after a success", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    let { d, opener } = await openQuote(page)
    await fill(d, p)
    await page.keyboard.press("Escape")
    await opener.click()
    await expect(input(d, "Message")).toHaveValue(p.message)
    await page.reload()
    await waitForHydration(page)
    ;({ d, opener } = await openQuote(page))
    await expect(input(d, "Full name")).toHaveValue(p.name)
    await expect(input(d, "E-mail")).toHaveValue(p.email)
    await expect(input(d, "Phone")).toHaveValue("+262 692 12 34 56")
    await expect(input(d, "Message")).toHaveValue(p.message)
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    await receivedBody(request, mark)
    await page.reload()
    await waitForHydration(page)
    await page.getByTestId("header-quote").click()
    await expect(input(dialog(page), "Message")).toHaveValue("")
  })

  test("a double click sends once", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const { d } = await openQuote(page)
    await fill(d, personFor(mark))
    await d.getByRole("button", { name: "Send Request" }).dblclick()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    await page.waitForTimeout(500)
    await receivedBody(request, mark)
  })

  test("a long message with emoji and markup arrives verbatim", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const head = `🏡✨ ${mark} <em id="x-${mark}">not markup</em> &amp; <script>alert(1)</script>\n`
    const message = head + "é".repeat(10_000 - head.length)
    const { d } = await openQuote(page)
    await fill(d, { ...personFor(mark), message })
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    expect((await receivedBody(request, mark)).template_params.message).toBe(message)
    await page.goto("/__inbox/")
    await expect(page.locator(`#x-${mark}`)).toHaveCount(0)
    await expect(page.locator("dd").filter({ hasText: `<em id="x-${mark}">` })).toHaveCount(1)
  })

  test.describe("failures", () => {
    test.use({ allowedErrors: SEND_FAILURE_ERRORS })
    for (const { label, failure } of FAILURE_CLASSES) {
      test(`${label}: toast 'Failed to send message. Please try again.', values kept`, async ({ page, request }, info) => {
        const mark = marker(info.title)
        const p = personFor(mark)
        await failNext(request, failure, mark)
        const { d } = await openQuote(page)
        await fill(d, p)
        await d.getByRole("button", { name: "Send Request" }).click()
        await expect(toast(page, "Failed to send message. Please try again.")).toBeVisible()
        await expect(d).toBeVisible()
        await expect(input(d, "Full name")).toHaveValue(p.name)
        await expect(input(d, "E-mail")).toHaveValue(p.email)
        await expect(input(d, "Message")).toHaveValue(p.message)
        const button = d.getByRole("button", { name: "Send Request" })
        await expect(button).toBeEnabled()
        const mailto = await d.getByTestId("mailto-fallback").getAttribute("href")
        expect(mailto).toContain(`mailto:${site.contact.email}?subject=General%20Quote%20Request`)
        expect(decodeURIComponent(mailto!)).toContain(p.message)
        await button.click()
        await expect(toast(page, "Message sent successfully!")).toBeVisible()
        await receivedBody(request, mark)
      })
    }
  })
})

test.describe("product quote", () => {
  test("sends the exact body with the page's product", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    const { d, opener } = await openProductQuote(page)
    await expect(input(d, "E-mail")).toHaveAttribute("type", "email")
    await fill(d, p)
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await receivedBody(request, mark)).toEqual({
      lib_version: "4.4.1",
      ...LOCAL_IDS,
      template_params: {
        name: p.name,
        email: p.email,
        phone: p.phone,
        message: p.message,
        product: appleCabin.name,
        subject: `Quote Request for ${appleCabin.name}`,
      },
    })
  })

  test("the phone field: international, editable code, full country list with International, bundled flags", async ({ page }) => {
    const { d } = await openProductQuote(page)
    const select = d.getByRole("combobox", { name: /country/i })
    const options = await select
      .locator("option")
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent })))
    expect(options.length).toBeGreaterThan(240)
    expect(options.some((o) => o.value === "ZZ" && /International/.test(o.text ?? ""))).toBe(true)
    await select.selectOption("RE")
    await expect(input(d, "Phone")).toHaveValue(/^\+262/)
    // the calling code stays editable
    await input(d, "Phone").fill("")
    await input(d, "Phone").pressSequentially("+33612345678")
    await expect(input(d, "Phone")).toHaveValue("+33 6 12 34 56 78")
    // flags are inline SVG from the bundle (the fixture fails on any third-party request)
    await expect(d.locator(".PhoneInputCountryIcon svg, .PhoneInputCountryIcon img")).toHaveCount(1)
  })

  for (const empty of ["name", "email", "phone", "message"] as const) {
    test(`an empty ${empty} is the alert 'Please fill in all the fields.', nothing sent`, async ({ page, request }, info) => {
      const mark = marker(info.title)
      const { d } = await openProductQuote(page)
      await fill(d, { ...personFor(mark), [empty]: "" })
      const alerts = acceptAlerts(page)
      await d.getByRole("button", { name: "Send Request" }).click()
      await expect.poll(() => alerts).toEqual([{ type: "alert", message: "Please fill in all the fields." }])
      await expectNothingSent(page, request, mark)
    })
  }

  for (const phone of ["+33612", "+262 69", "+1234567"]) {
    test(`a bad phone ${phone} is the alert 'Please enter a valid phone number with country code.', nothing sent`, async ({
      page,
      request,
    }, info) => {
      const mark = marker(info.title)
      const { d } = await openProductQuote(page)
      await fill(d, { ...personFor(mark), phone })
      const alerts = acceptAlerts(page)
      await d.getByRole("button", { name: "Send Request" }).click()
      await expect.poll(() => alerts).toEqual([{ type: "alert", message: "Please enter a valid phone number with country code." }])
      await expectNothingSent(page, request, mark)
    })
  }

  test.describe("failures", () => {
    test.use({ allowedErrors: SEND_FAILURE_ERRORS })
    for (const { label, failure } of FAILURE_CLASSES) {
      test(`${label}: exact toast, values kept`, async ({ page, request }, info) => {
        const mark = marker(info.title)
        const p = personFor(mark)
        await failNext(request, failure, mark)
        const { d } = await openProductQuote(page)
        await fill(d, p)
        await d.getByRole("button", { name: "Send Request" }).click()
        await expect(toast(page, "Failed to send message. Please try again.")).toBeVisible()
        await expect(input(d, "Full name")).toHaveValue(p.name)
        await expect(input(d, "Phone")).toHaveValue("+262 692 12 34 56")
        await expect(input(d, "Message")).toHaveValue(p.message)
        await expect(d.getByRole("button", { name: "Send Request" })).toBeEnabled()
      })
    }
  })
})

test.describe("the quote forms' optional fields", () => {
  const ports = data("delivery-ports.en.json") as { ports: { port: string; country: string }[] }
  const port = (scope: Locator) => scope.getByRole("combobox", { name: "Delivery port (optional)", exact: true })
  const customisation = (scope: Locator) => scope.getByRole("textbox", { name: "Customisation (optional)", exact: true })

  test("a product quote with both sends exactly the message, a blank line and the two lines", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    const { d, opener } = await openProductQuote(page)
    await fill(d, p)
    await expect(port(d)).toHaveAttribute("list", /.+/)
    const suggestions = await d
      .locator(`datalist#${await port(d).getAttribute("list")} option`)
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    expect(suggestions).toEqual(ports.ports.map((x) => `${x.port} (${x.country})`))
    await port(d).fill("Toamasina (Madagascar)")
    await customisation(d).fill("Two bedrooms instead of one\nWhite cladding")
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    await expect(d).toBeHidden()
    expect(await receivedBody(request, mark)).toEqual({
      lib_version: "4.4.1",
      ...LOCAL_IDS,
      template_params: {
        name: p.name,
        email: p.email,
        phone: p.phone,
        message: `${p.message}\n\nDelivery port: Toamasina (Madagascar)\nCustomisation: Two bedrooms instead of one\nWhite cladding`,
        product: appleCabin.name,
        subject: `Quote Request for ${appleCabin.name}`,
      },
    })
    // reset after the success
    await opener.click()
    await expect(port(dialog(page))).toHaveValue("")
    await expect(customisation(dialog(page))).toHaveValue("")
  })

  test("the general quote with both left empty sends the unchanged payload", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    const { d } = await openQuote(page)
    await expect(port(d)).toHaveValue("")
    await expect(customisation(d)).toHaveValue("")
    expect(await port(d).getAttribute("aria-required")).toBeNull()
    expect(await customisation(d).getAttribute("aria-required")).toBeNull()
    await fill(d, p)
    await customisation(d).fill("   ")
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Message sent successfully!")).toBeVisible()
    expect(await receivedBody(request, mark)).toEqual({
      lib_version: "4.4.1",
      ...LOCAL_IDS,
      template_params: { name: p.name, email: p.email, phone: p.phone, message: p.message, product: "", subject: "General Quote Request" },
    })
  })

  test("only the optional fields and no message: the toast 'Please fill in all the fields.', nothing sent", async ({
    page,
    request,
  }, info) => {
    const mark = marker(info.title)
    const { d } = await openQuote(page)
    await fill(d, { ...personFor(mark), message: "" })
    await port(d).fill(`Durban (South Africa) ${mark}`)
    await customisation(d).fill(`Insulated roof ${mark}`)
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect(toast(page, "Please fill in all the fields.")).toBeVisible()
    await expect(input(d, "Message")).toBeFocused()
    await expectNothingSent(page, request, mark)
  })
})

test.describe("phones that dial: a national number typed after choosing the country is sent international", () => {
  const forms = [
    { label: "general quote", open: openQuote, submit: "Send Request", done: "Message sent successfully!" },
    { label: "product quote", open: openProductQuote, submit: "Send Request", done: "Message sent successfully!" },
    { label: "brochure", open: openBrochure, submit: "Get the Brochure", done: "Message sent! Download will start shortly." },
  ] as const
  for (const form of forms) {
    test(`${form.label}: Réunion 0692 12 34 56 and Madagascar 034 12 345 67`, async ({ page, request }, info) => {
      for (const phone of NATIONAL_PHONES) {
        const mark = marker(`${info.title} ${phone.country}`)
        const p = personFor(mark)
        const { d } = await form.open(page)
        await fill(d, { ...p, phone: undefined })
        await typeNationalPhone(d, phone, phone.shown)
        await d.getByRole("button", { name: form.submit }).click()
        await expect(toast(page, form.done)).toBeVisible()
        expect((await receivedBody(request, mark)).template_params.phone).toBe(phone.sent)
      }
    })
  }

  test("a number Réunion cannot have is the spec's message, nothing sent; the country stays chosen", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const { d } = await openProductQuote(page)
    await fill(d, { ...personFor(mark), phone: undefined })
    // nine digits: the spec's pattern alone would pass "+069212345"
    await typeNationalPhone(d, { country: "RE", typed: "0692 12 34 5", over: true })
    const alerts = acceptAlerts(page)
    await d.getByRole("button", { name: "Send Request" }).click()
    await expect.poll(() => alerts).toEqual([{ type: "alert", message: "Please enter a valid phone number with country code." }])
    await expectNothingSent(page, request, mark)
  })
})

test.describe("brochure", () => {
  test("sends the exact body, toasts, closes and downloads the PDF under its fixed name", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const p = personFor(mark)
    const { d } = await openBrochure(page)
    await expect(input(d, "Message")).toHaveCount(0)
    await fill(d, { name: p.name, email: p.email, phone: p.phone })
    const download = page.waitForEvent("download")
    await d.getByRole("button", { name: "Get the Brochure" }).click()
    await expect(toast(page, "Message sent! Download will start shortly.")).toBeVisible()
    await expect(d).toBeHidden()
    const file = await download
    expect(file.suggestedFilename()).toBe(site.brochure.fileName)
    const saved = await file.path()
    const bytes = fs.readFileSync(saved!)
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(bytes.subarray(-1024).toString("latin1")).toContain("%%EOF")
    expect(await receivedBody(request, mark)).toEqual({
      lib_version: "4.4.1",
      ...LOCAL_IDS,
      template_params: {
        name: p.name,
        email: p.email,
        phone: p.phone,
        message: "No message provided",
        product: appleCabin.name,
        subject: `Brochure Request for ${appleCabin.name}`,
      },
    })
  })

  test("reads 'Submitting...' while sending", async ({ page, request }, info) => {
    const mark = marker(info.title)
    const { d } = await openBrochure(page)
    await fill(d, personFor(mark))
    await page.route("**/api/v1.0/email/send", async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    const download = page.waitForEvent("download")
    await d.getByRole("button", { name: "Get the Brochure" }).click()
    await expect(d.getByRole("button", { name: "Submitting..." })).toBeDisabled()
    await download
    await receivedBody(request, mark)
  })

  for (const [label, values, message] of [
    ["an empty name", { name: "" }, "Please fill in all the fields."],
    ["an empty e-mail", { email: "" }, "Please fill in all the fields."],
    ["an empty phone", { phone: "" }, "Please fill in all the fields."],
    ["a bad phone", { phone: "+262692" }, "Please enter a valid phone number with country code."],
  ] as const) {
    test(`${label} is the toast '${message}', nothing sent`, async ({ page, request }, info) => {
      const mark = marker(info.title)
      const { d } = await openBrochure(page)
      await fill(d, { ...personFor(mark), message: undefined, ...values })
      await d.getByRole("button", { name: "Get the Brochure" }).click()
      await expect(toast(page, message)).toBeVisible()
      await expect(d).toBeVisible()
      await expectNothingSent(page, request, mark)
    })
  }

  test.describe("failures", () => {
    test.use({ allowedErrors: SEND_FAILURE_ERRORS })
    for (const { label, failure } of FAILURE_CLASSES) {
      test(`${label}: exact toast, values kept, no download`, async ({ page, request }, info) => {
        const mark = marker(info.title)
        const p = personFor(mark)
        await failNext(request, failure, mark)
        const { d } = await openBrochure(page)
        let downloaded = false
        page.on("download", () => (downloaded = true))
        await fill(d, p)
        await d.getByRole("button", { name: "Get the Brochure" }).click()
        await expect(toast(page, "Failed to send message. Please try again.")).toBeVisible()
        await expect(input(d, "Full name")).toHaveValue(p.name)
        await expect(input(d, "E-mail")).toHaveValue(p.email)
        await expect(d.getByRole("button", { name: "Get the Brochure" })).toBeEnabled()
        expect(downloaded).toBe(false)
      })
    }
  })
})
