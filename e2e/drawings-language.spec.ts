import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, waitForHydration } from "./fixtures"
import type { ImageManifest } from "../src/lib/content/image-subjects"

/**
 * Issue 41, "English on French pages": a page shows its floor plans in its own language. The build shows `plan.fr.svg`
 * (beside the English file's `plan.svg`) on French pages; the served file's words are French. Each page is checked
 * with its English twin.
 */
const root = path.join(__dirname, "..")
const manifest: ImageManifest = JSON.parse(fs.readFileSync(path.join(root, "data/images/manifest.json"), "utf8"))
const pathOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8")) as { path: string }).path + "/"

/** The manifest's language of each drawing with words, by its file name (the served URL keeps the name). */
const langByName = new Map(
  Object.entries(manifest.files)
    .filter(([, entry]) => entry.lang)
    .map(([file, entry]) => [path.posix.basename(file), entry.lang]),
)

const PAGES = [
  { name: "home page", en: "/", fr: "/fr/", plan: "plan-3-rooms" },
  {
    name: "20 ft expandable page",
    en: pathOf("products/expandable-20ft.en.json"),
    fr: pathOf("products/expandable-20ft.fr.json"),
    plan: "plan",
  },
  {
    name: "light steel villas page",
    en: pathOf("products/light-steel-villas.en.json"),
    fr: pathOf("products/light-steel-villas.fr.json"),
    plan: "plan-3-rooms",
  },
]

/** The src of every drawing with words the page shows (SVG images the manifest gives a language). */
async function drawingsOf(page: Page): Promise<string[]> {
  const srcs = await page.locator("main img[src$='.svg']").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""))
  return srcs.filter((src) => langByName.has(path.posix.basename(src)))
}

for (const { name, en, fr, plan } of PAGES) {
  test(`the ${name}'s floor plan is the French drawing on ${fr} and the English one on ${en}`, async ({ page, request }) => {
    await page.goto(fr)
    await waitForHydration(page)
    const french = await drawingsOf(page)
    expect(french.length).toBeGreaterThan(0)
    expect(french.some((src) => src.endsWith(`/${plan}.fr.svg`))).toBe(true)
    for (const src of french) expect([src, langByName.get(path.posix.basename(src))]).toEqual([src, "fr"])
    // the served drawing speaks French
    const svg = await (await request.get(french.find((src) => src.endsWith(`/${plan}.fr.svg`))!)).text()
    expect(svg).toContain("ÉCHELLE (MÈTRES)")
    expect(svg).not.toContain("SCALE BAR")
    expect(svg).not.toContain("Bedroom")

    await page.goto(en)
    await waitForHydration(page)
    const english = await drawingsOf(page)
    expect(english.some((src) => src.endsWith(`/${plan}.svg`))).toBe(true)
    for (const src of english) expect([src, langByName.get(path.posix.basename(src))]).toEqual([src, "en"])
  })
}

test("the contact page's map is the French drawing on /fr/contact/ and the English one on /contact/", async ({ page }) => {
  const mapSrc = async (url: string) => {
    await page.goto(url)
    return page.getByTestId("contact-map-link").locator("img").getAttribute("src")
  }
  expect(await mapSrc("/fr/contact/")).toMatch(/\/map-reunion\.fr\.svg$/)
  expect(await mapSrc("/contact/")).toMatch(/\/map-reunion\.svg$/)
})
