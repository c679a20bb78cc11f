import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"
import { allRoutes, PUBLISHED_LANGS } from "./routes"

/**
 * A static part (src/components/ui/StaticPart.tsx) keeps the server's HTML on the first load: its components never
 * run in the browser, so nothing inside it may need a script. A button, a field or a control put there would be dead
 * (no handler, no state). Every page of the build, in every language, is checked for one (links are fine: the part
 * opens them itself). The one exception is the desktop menu's submenu toggles (`button[data-submenu-toggle]`): the
 * menu around the part opens and closes their submenus on the DOM (src/lib/browser/menu-disclosure.ts), and the
 * header's browser tests use them with the mouse and the keyboard.
 */
const DRIVEN_ON_THE_DOM = "button[data-submenu-toggle]"

const NEEDS_A_SCRIPT = [
  "button",
  "input",
  "select",
  "textarea",
  "form",
  "dialog",
  "details",
  "video",
  "audio",
  "[aria-expanded]",
  "[aria-controls]",
  "[role=tab]",
  "[role=button]",
  "[contenteditable]",
  // not [tabindex]: a scrolling table's region is focusable for the keyboard without any script
].join(", ")

const publicDir = path.join(__dirname, "..", "public")

test("no static part of any page holds a button, a field or a control", async ({ page }) => {
  const pages = PUBLISHED_LANGS.flatMap((lang) => allRoutes(lang)).map((route) => ({
    route,
    html: fs.readFileSync(path.join(publicDir, decodeURIComponent(route), "index.html"), "utf8"),
  }))
  const found = await page.evaluate(
    ({ pages, selector, exempt }) =>
      pages.map(({ route, html }) => {
        const doc = new DOMParser().parseFromString(html, "text/html")
        const parts = doc.querySelectorAll("[data-static-part]")
        const live = [...parts].flatMap((part) =>
          [...part.querySelectorAll(selector)].filter((el) => !el.matches(exempt)).map((el) => `${route}: ${el.outerHTML.slice(0, 120)}`),
        )
        return { route, parts: parts.length, live }
      }),
    { pages, selector: NEEDS_A_SCRIPT, exempt: DRIVEN_ON_THE_DOM },
  )
  expect(found.flatMap((f) => f.live)).toEqual([])
  // every page has static parts (at least the top bar and the footer's columns): the check looked at something
  expect(found.filter((f) => f.parts < 2).map((f) => f.route)).toEqual([])
})

test("back on the first page by the history, the layout's parts keep their links", async ({ page }) => {
  // the top bar, the desktop menu and the footer stay mounted across pages; they rendered their children at the
  // first navigation and must not go back to the server's (gone) HTML
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/about/")
  await waitForHydration(page)
  const footerLinks = page.getByRole("contentinfo").getByRole("link")
  const menuLinks = page.getByRole("navigation", { name: "Main" }).getByRole("link", { includeHidden: true })
  const before = { footer: await footerLinks.count(), menu: await menuLinks.count() }
  expect(before.footer).toBeGreaterThan(10)
  expect(before.menu).toBeGreaterThan(10)
  await expectClientSideNavigation(page, page.locator("footer a[href='/contact/']").first(), /\S/)
  await page.goBack()
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Kaz Horizon")
  await expect(footerLinks).toHaveCount(before.footer)
  await expect(menuLinks).toHaveCount(before.menu)
})
