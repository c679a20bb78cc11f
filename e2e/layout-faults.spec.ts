import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import { PUBLISHED_TRANSLATIONS, allRoutes } from "./routes"
import { withTrailingSlash } from "../src/lib/routes/paths"
import { SITE_PATHS_BY_LANG } from "../src/lib/routes/routes"

/** The layout faults of issue 41, seen at 375 and 1440 px, in both languages: one block of tests each. */
const data = (p: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", p), "utf8")) as { path: string }
const LANGS = ["en", ...PUBLISHED_TRANSLATIONS.filter((lang) => lang === "fr")] as const
type Lang = (typeof LANGS)[number]
const pathOf = (file: string, lang: Lang) => withTrailingSlash(data(`${file}.${lang}.json`).path)
const FEATURED = (lang: Lang) => pathOf("featured/expandable-container-house", lang)
const PRODUCT = (lang: Lang) => pathOf("products/expandable-40ft", lang)
const WIDTHS = [375, 1440] as const

const rect = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The desktop menu's marked links (a class and data-active) and its aria-current links, by href: in the page as it
 * is now, or in `serverHtml` (the HTML the server sent, read into a document of its own).
 */
async function menuMarks(page: Page, serverHtml?: string) {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, "text/html")
    const nav = doc.querySelector("header nav")!
    return {
      active: [...nav.querySelectorAll(":scope > ul > li > a[data-active]")].map((a) => a.getAttribute("href")),
      current: [...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute("href")),
    }
  }, serverHtml)
}

test.describe("the menu marks the current page only (issue 41)", () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  for (const lang of LANGS)
    for (const name of ["about", "home"] as const) {
      const route = withTrailingSlash(SITE_PATHS_BY_LANG[lang][name])
      test(`${route}: the same single mark in the server HTML and after hydration`, async ({ page }) => {
        const response = await page.goto(route)
        await waitForHydration(page)
        const hydrated = await menuMarks(page)
        expect(hydrated).toEqual({ active: [route], current: [route] })
        expect(await menuMarks(page, await response!.text())).toEqual(hydrated)
      })
    }
})

/**
 * Every spec value of the page (table cells, the cards' and blocks' values): its box shows all of it (scroll width
 * not above client width), no ancestor that clips (overflow hidden) cuts it, and no word of it (a figure, a
 * dimension up to its * or × separator) is split over two lines.
 */
async function specValueFaults(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const faults: string[] = []
    for (const el of main.querySelectorAll<HTMLElement>("td, dd")) {
      if (!el.getClientRects().length) continue
      const text = el.textContent ?? ""
      if (el.scrollWidth > el.clientWidth) faults.push(`${text}: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`)
      const box = el.getBoundingClientRect()
      for (let a = el.parentElement; a && a !== main; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a)
        if (overflowX === "visible") continue
        // a scrolling region (the comparison table) shows the rest when scrolled: only hidden or clip cuts
        if (overflowX === "hidden" || overflowX === "clip") {
          const r = a.getBoundingClientRect()
          if (box.right > r.right + 0.5 || box.left < r.left - 0.5) faults.push(`${text}: cut by its ${a.tagName.toLowerCase()}`)
        }
        break
      }
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? ""
        // words: between ordinary spaces, and a range may wrap after its dash; a no-break space holds a figure together
        const re = /[^ \n\t–-]+[–-]?/g
        for (let m = re.exec(value); m; m = re.exec(value)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (tops.size > 1) faults.push(`${text}: « ${m[0]} » is broken over ${tops.size} lines`)
        }
      }
    }
    return faults
  })
}

test.describe("no spec value is clipped or broken inside a figure (issue 41)", () => {
  for (const lang of LANGS)
    for (const [kind, route] of [
      ["featured", FEATURED(lang)],
      ["product", PRODUCT(lang)],
    ] as const)
      test(`${kind} ${route} at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
        await page.goto(route)
        await waitForHydration(page)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          expect(await page.locator("main").locator("td, dd").count()).toBeGreaterThan(3)
          expect(await specValueFaults(page), `${route} at ${width} px`).toEqual([])
        }
      })
})

test.describe("no unit is upper-cased (issue 41)", () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const UNIT = /\d[\s\u00a0\u202f]*(?:m²|m2|mm|cm|km|kg|ft)(?![\p{L}\d])/iu
  for (const lang of LANGS)
    test(`${lang}: home, catalogue, featured and product pages`, async ({ page }) => {
      for (const route of [SITE_PATHS_BY_LANG[lang].home, SITE_PATHS_BY_LANG[lang].products, FEATURED(lang), PRODUCT(lang)].map(
        withTrailingSlash,
      )) {
        await page.goto(route)
        const found = await page.evaluate((source) => {
          const unit = new RegExp(source, "iu")
          const transformed: string[] = []
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement
            if (!parent || !unit.test(node.nodeValue ?? "")) continue
            const transform = getComputedStyle(parent).textTransform
            if (transform !== "none") transformed.push(`${node.nodeValue}: text-transform ${transform}`)
          }
          // innerText is the text as rendered, text-transform applied
          const upper = document.body.innerText.match(/\d[\s\u00a0\u202f]*(?:M²|MM|CM|KG|FT)(?![\p{L}\d])/gu) ?? []
          return { transformed, upper }
        }, UNIT.source)
        expect(found, route).toEqual({ transformed: [], upper: [] })
      }
    })
})

const QUOTE_WORDS = { en: "Get a Quote", fr: "Demander un devis" } as const

async function openQuoteDialog(page: Page, lang: Lang, width: number) {
  await page.goto(withTrailingSlash(SITE_PATHS_BY_LANG[lang].contact))
  await waitForHydration(page)
  if (width >= 1200) await page.getByTestId("header-quote").click()
  else {
    await page.locator('button[aria-controls="mobile-drawer"]').click()
    await page.locator("#mobile-drawer").getByRole("button", { name: QUOTE_WORDS[lang], exact: true }).click()
  }
  const dialog = page.getByTestId("enquiry-dialog")
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe("an error toast leaves the quote dialog's title and first field visible (issue 41)", () => {
  for (const lang of LANGS)
    for (const width of WIDTHS)
      test(`${lang} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        const dialog = await openQuoteDialog(page, lang, width)
        // sent empty from the bottom of the form, three times: the error toast, and the name field focused
        await dialog.evaluate((d) => d.closest('[data-testid="enquiry-modal-root"]')!.scrollTo(0, 1e6))
        for (let i = 0; i < 3; i++) await dialog.locator('button[type="submit"]').click()
        const toasts = page.locator(".Toastify__toast")
        await expect(toasts).toHaveCount(1)
        await expect(toasts.first()).toBeVisible()
        const first = dialog.locator("input:visible").first()
        await expect(first).toBeFocused()
        await page.waitForTimeout(400) // the toast's entrance animation
        const toast = await rect(toasts.first())
        expect(overlaps(toast, await rect(first)), "the toast covers the focused first field").toBe(false)
        await dialog.evaluate((d) => d.closest('[data-testid="enquiry-modal-root"]')!.scrollTo(0, 0))
        for (const part of [dialog.locator("h2"), dialog.locator("button").first(), first])
          expect(overlaps(toast, await rect(part)), `the toast covers ${await part.evaluate((e) => e.outerHTML.slice(0, 60))}`).toBe(false)
      })
})

test.describe("the chat button leaves the phone field's hint visible at 375 px (issue 41)", () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const lang of LANGS)
    test(`${lang}: contact form`, async ({ page }) => {
      await page.goto(withTrailingSlash(SITE_PATHS_BY_LANG[lang].contact))
      await waitForHydration(page)
      const chat = page
        .locator('a[href^="https://wa.me/"]')
        .filter({ has: page.locator("svg") })
        .last()
      const hint = page.locator("#contact-phone-hint")
      await page.locator("#contact-phone").focus()
      // the hint at the bottom of the screen, where the chat button floats
      await hint.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().bottom - window.innerHeight + 8))
      await page.waitForTimeout(300)
      const chatBox = await rect(chat)
      const hintBox = await rect(hint)
      expect(hintBox.bottom).toBeGreaterThan(chatBox.top)
      expect((await chat.isVisible()) && overlaps(chatBox, hintBox), "the chat button covers the phone hint").toBe(false)
    })
})

test.describe("cards of one row share one width (issue 41)", () => {
  const about = withTrailingSlash(SITE_PATHS_BY_LANG[LANGS[LANGS.length - 1]].about)
  test(`${about}: the reason cards`, async ({ page }) => {
    await page.goto(about)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    for (const width of [1440, 1280, 800]) {
      await page.setViewportSize({ width, height: 900 })
      const rows = await page.locator('section[aria-labelledby="about-reasons"] li').evaluateAll((cards) => {
        const byRow = new Map<number, number[]>()
        for (const card of cards) {
          const r = card.getBoundingClientRect()
          byRow.set(Math.round(r.top), [...(byRow.get(Math.round(r.top)) ?? []), r.width])
        }
        return [...byRow.values()]
      })
      expect(rows.flat()).toHaveLength(4)
      for (const widths of rows)
        expect(Math.max(...widths) - Math.min(...widths), `${width} px: ${widths.join(", ")}`).toBeLessThanOrEqual(1)
    }
  })
})

test.describe("a phone number is never split over two lines (issue 41)", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  for (const url of ["/fr/mentions-legales/", "/fr/conditions-generales/", "/terms&conditions/"])
    test(`every phone link on ${url} at 375 px is on one line`, async ({ page }) => {
      await page.goto(url)
      // the shown ones (a link hidden at this width has no box)
      const lines = (
        await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => [a.textContent, a.getClientRects().length] as const))
      ).filter(([, count]) => count > 0)
      expect(lines.length).toBeGreaterThan(0)
      for (const [text, count] of lines) expect([text, count]).toEqual([text, 1])
    })
})

test.describe("the key of a dimension « (L × l × H) » stays on one line at 375 px (French review)", () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const lang of LANGS.filter((l) => l === "fr"))
    // the comparison of the 20, 30 and 40 ft models is on each of their pages
    for (const route of [pathOf("products/expandable-20ft", lang), PRODUCT(lang)])
      test(`${route}: the comparison's cards and the spec values`, async ({ page }) => {
        await page.goto(route)
        await waitForHydration(page)
        // on a phone the comparison is a card per model (issue 56); the table from 768 px
        await expect(page.getByTestId("comparison-cards")).toBeVisible()
        const keys = await page.locator("main").evaluate((main) => {
          const found: Array<{ text: string; lines: number }> = []
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const re = /\((?:[LlH]\s*×\s*)+[LlH]\)/g
            for (let m = re.exec(node.nodeValue ?? ""); m; m = re.exec(node.nodeValue ?? "")) {
              const range = document.createRange()
              range.setStart(node, m.index)
              range.setEnd(node, m.index + m[0].length)
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
              if (tops.size) found.push({ text: m[0], lines: tops.size })
            }
          }
          return found
        })
        // the comparison's cards alone have one per dimension row and model
        expect(keys.length).toBeGreaterThan(5)
        for (const key of keys) expect(key, `« ${key.text} » over ${key.lines} lines`).toEqual({ text: key.text, lines: 1 })
        // the page itself is no wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      })
})

/*
 * Issue 56: what a new visitor found unfinished, each fault with its test.
 */

test.describe("no page title is cut or has a word broken at 320 px, on every route (issue 56)", () => {
  // the server's HTML with its CSS and fonts is what sizes a title: read without scripts, about 0.3 s a page
  test.use({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false })
  for (const lang of LANGS)
    test(`${lang}: every route`, async ({ page }) => {
      const cut: string[] = []
      for (const route of allRoutes(lang)) {
        await page.goto(route)
        await page.evaluate(() => document.fonts.ready)
        const titles = await page.evaluate(() =>
          [...document.querySelectorAll("h1")].map((h) => {
            // the widest word of the title, set in the title's own font on one line
            const probe = document.createElement("span")
            const cs = getComputedStyle(h)
            probe.style.cssText = `font:${cs.font};letter-spacing:${cs.letterSpacing};white-space:nowrap;position:absolute;visibility:hidden`
            document.body.append(probe)
            const widths = (h.textContent ?? "")
              .split(/\s+/)
              .filter(Boolean)
              .map((word) => {
                probe.textContent = word
                return { word, width: probe.getBoundingClientRect().width }
              })
            probe.remove()
            const widest = widths.sort((a, b) => b.width - a.width)[0] ?? { word: "", width: 0 }
            const box = h.getBoundingClientRect()
            return { text: h.textContent ?? "", widest, width: h.clientWidth, left: box.left, right: box.right }
          }),
        )
        for (const t of titles)
          if (t.left < 0 || t.right > 320 || t.widest.width > t.width + 0.5)
            cut.push(
              `${route} « ${t.text} »: « ${t.widest.word} » ${Math.round(t.widest.width)} px in ${t.width} px, right edge ${t.right}`,
            )
      }
      expect(cut).toEqual([])
    })
})

test.describe("the quick actions never cover text (issue 56)", () => {
  /** Text rectangles of the page (main, footer) that a quick action's button overlaps, with the words under it. */
  const coveredText = (page: Page) =>
    page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[data-testid="quick-actions"] > *')].filter(
        (b) => getComputedStyle(b).visibility === "visible" && getComputedStyle(b).opacity !== "0",
      )
      const boxes = buttons.map((b) => b.getBoundingClientRect())
      const found: string[] = []
      for (const root of document.querySelectorAll("main, footer, section")) {
        const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.nodeValue?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          for (const r of range.getClientRects())
            for (const b of boxes)
              if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom && r.width > 0)
                found.push(n.nodeValue.trim().slice(0, 40))
        }
      }
      return found
    })
  const scrollTo = (page: Page, fraction: number) =>
    page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction)

  for (const lang of LANGS) {
    test(`${lang} at 1440 px: they float beside the page's column, over no text at the top, middle and end`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(PRODUCT(lang))
      await waitForHydration(page)
      for (const at of [0.05, 0.5, 1]) {
        await scrollTo(page, at)
        await expect(page.locator('[data-testid="quick-actions"] button[data-active]')).toHaveCount(1)
        await page.waitForTimeout(250) // the scroll-to-top button's 200 ms entrance
        expect(await coveredText(page), `scrolled to ${at * 100} %`).toEqual([])
      }
    })

    for (const width of [375, 1024])
      test(`${lang} at ${width} px: they sit in an opaque bar, and the page's end stays above it`, async ({ page }) => {
        await page.setViewportSize({ width, height: 760 })
        await page.goto(PRODUCT(lang))
        await waitForHydration(page)
        const dock = page.getByTestId("quick-actions")
        await scrollTo(page, 0.5)
        await expect(dock.locator("button[data-active]")).toHaveCount(1)
        const bar = await rect(dock)
        expect(bar.bottom).toBe(760)
        expect(bar.left).toBe(0)
        expect(bar.right).toBe(width)
        // an opaque bar: the text scrolling under it is hidden, as under the sticky header, never seen through a button
        expect(await dock.evaluate((d) => getComputedStyle(d).backgroundColor)).toMatch(/^rgb\(/)
        for (const button of await dock.locator("> *").all()) {
          const b = await rect(button)
          expect(b.top >= bar.top && b.bottom <= bar.bottom && b.left >= bar.left && b.right <= bar.right).toBe(true)
        }
        await scrollTo(page, 1)
        await page.waitForTimeout(100)
        const lastLine = await page
          .locator("footer p")
          .last()
          .evaluate((p) => p.getBoundingClientRect().bottom)
        expect(lastLine).toBeLessThanOrEqual((await rect(dock)).top)
      })
  }
})

test.describe("a success clears the validation toast it answers (issue 56)", () => {
  const WORDS = {
    en: { send: "Send Message", error: "Please fill in all the fields.", success: "Message sent successfully." },
    fr: { send: "Envoyer le message", error: "Veuillez remplir le champ «\u00A0Message\u00A0».", success: "Message envoyé." },
  } as const
  for (const lang of LANGS)
    test(`${lang}: the contact form`, async ({ page }, info) => {
      await page.goto(withTrailingSlash(SITE_PATHS_BY_LANG[lang].contact))
      await waitForHydration(page)
      const mark = `m${Date.now().toString(36)}${info.title.length}`
      const form = page.getByTestId("contact-form")
      const fields = ["firstName", "lastName", "email", "phone"] as const
      const values = { firstName: "Marie", lastName: `Payet ${mark}`, email: `marie.${mark}@example.com`, phone: "+262 692 12 34 56" }
      for (const f of fields) await form.locator(`#contact-${f}`).fill(values[f])
      await form.getByRole("button", { name: WORDS[lang].send }).click()
      const error = page.locator(".Toastify__toast").filter({ hasText: WORDS[lang].error })
      await expect(error).toBeVisible()
      await form.locator("#contact-message").fill(`Two cabins, please. ${mark}`)
      await form.getByRole("button", { name: WORDS[lang].send }).click()
      await expect(page.locator(".Toastify__toast").filter({ hasText: WORDS[lang].success })).toBeVisible()
      // gone with the success, not 4 s after it came (its own time) plus its 1 s way out
      await expect(error).toHaveCount(0, { timeout: 1500 })
    })
})

test.describe("the header's quote on a product page asks about that product (issue 56)", () => {
  // the dialog's title names the product as its content file does
  const name = (lang: Lang) => (data(`products/apple-cabins.${lang}.json`) as unknown as { name: string }).name
  const TITLE = { en: `Get a Quote for ${name("en")}`, fr: `Demander un devis : ${name("fr")}` } as const
  for (const lang of LANGS)
    for (const width of WIDTHS)
      test(`${lang} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(pathOf("products/apple-cabins", lang))
        await waitForHydration(page)
        if (width >= 1200) await page.getByTestId("header-quote").click()
        else {
          await page.locator('button[aria-controls="mobile-drawer"]').click()
          await page.locator("#mobile-drawer").getByRole("button", { name: QUOTE_WORDS[lang], exact: true }).click()
        }
        const dialog = page.getByTestId("enquiry-dialog")
        await expect(dialog).toHaveAttribute("data-kind", "product-quote")
        await expect(dialog.locator("h2")).toHaveText(TITLE[lang].replace(" :", "\u00A0:"))
      })
})

test.describe("a service page's picture fills its header, on a phone and on a desktop (issue 56)", () => {
  test.use({ javaScriptEnabled: false })
  for (const width of [375, 1440])
    test(`at ${width} px, every service page in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const lang of LANGS)
        for (const route of allRoutes(lang).filter((r) => /\/(service-details|services)\//.test(r))) {
          await page.goto(route)
          const header = page.locator("main header").first()
          const picture = header.locator("img[data-main-image]")
          const [h, p] = [await rect(header), await rect(picture)]
          // the picture covers the header (it was a 3:1 strip at the top of a 340 px header on phones)
          expect(p.height, route).toBeGreaterThanOrEqual(Math.min(h.height, 460) - 1)
          expect(p.width, route).toBeGreaterThanOrEqual(h.width - 1)
        }
    })
})
