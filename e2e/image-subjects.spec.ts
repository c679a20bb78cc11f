import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { test, expect, waitForHydration } from "./fixtures"
import { fitsSubject, subjectOfProductPath, type ImageManifest } from "../src/lib/content/image-subjects"
import { isSourceLangFile } from "../src/lib/content/content-i18n"

/**
 * What the visitor is shown matches what the words say, per the asset generator's manifest: a processed image is
 * served from /static/<md5 of the source file>/..., which names the source file and so what it depicts.
 */
const root = path.join(__dirname, "..")
const manifest: ImageManifest = JSON.parse(fs.readFileSync(path.join(root, "data/images/manifest.json"), "utf8"))
const subjectByDigest = new Map(
  Object.entries(manifest.files).map(([file, entry]) => [
    crypto
      .createHash("md5")
      .update(fs.readFileSync(path.join(root, file)))
      .digest("hex"),
    { file, subject: entry.subject },
  ]),
)
const depicted = (url: string) => subjectByDigest.get(/^\/static\/([0-9a-f]{32})\//.exec(new URL(url, "http://x").pathname)?.[1] ?? "")

const home = JSON.parse(fs.readFileSync(path.join(root, "data/home.en.json"), "utf8")) as {
  hero: Array<{ title: string; alt: string; subject?: string }>
}
const products = fs
  .readdirSync(path.join(root, "data/products"))
  .filter(isSourceLangFile)
  .map((f) => JSON.parse(fs.readFileSync(path.join(root, "data/products", f), "utf8")) as { path: string })

test("each home hero slide shows what its title names, with its alt", async ({ page }) => {
  await page.goto("/")
  await waitForHydration(page)
  const slides = page.locator("#hero-slides [aria-roledescription='slide']")
  await expect(slides).toHaveCount(home.hero.length)
  // the slides after the first get their images once the page has loaded
  await expect(slides.locator("img[data-main-image]")).toHaveCount(home.hero.length, { timeout: 10_000 })
  const shown: Array<{ title?: string; alt: string | null; subject?: string }> = []
  for (let i = 0; i < home.hero.length; i++) {
    const slide = slides.nth(i)
    const img = slide.locator("img[data-main-image]")
    const src = (await img.getAttribute("src")) ?? ""
    shown.push({
      title: (await slide.getByRole("heading").textContent())?.trim(),
      alt: await img.getAttribute("alt"),
      subject: depicted(src)?.subject,
    })
  }
  expect(shown).toEqual([
    { title: "A home for everyone", alt: home.hero[0].alt, subject: "expandable-40ft" },
    { title: "Apple cabins from 13 m²", alt: home.hero[1].alt, subject: "apple-cabin" },
    { title: "Fold out 36 to 74 m² of living space", alt: home.hero[2].alt, subject: "expandable-30ft" },
    { title: "Built for work, built to last", alt: home.hero[3].alt, subject: "industrial-building" },
  ])
  for (const [i, slide] of home.hero.entries()) if (slide.subject) expect(fitsSubject(shown[i].subject!, slide.subject)).toBe(true)
})

for (const product of products) {
  test(`every picture of ${product.path} depicts that product (or a scene), none another product`, async ({ request }) => {
    const subject = subjectOfProductPath(product.path)!
    const html = await (await request.get(`${product.path}/`)).text()
    const urls = [
      ...[...html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<video[^>]*?\sposter="([^"]+)"/g)].map((m) => m[1]),
    ].filter((u) => !u.startsWith("data:"))
    const known = urls.map(depicted).filter((d): d is { file: string; subject: string } => Boolean(d))
    const ofProduct = known.filter((d) => d.file.startsWith("data/images/products/"))
    expect(ofProduct.length).toBeGreaterThan(0)
    expect(known.filter((d) => !fitsSubject(d.subject, subject)).map((d) => `${d.file} depicts ${d.subject}`)).toEqual([])
  })
}
