import { test, expect, type Page } from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { loadContent } from "../src/gatsby/content/content-files"
import { PAGE_PATHS } from "../src/lib/routes/routes"

/**
 * The content editor (/admin/, Decap CMS) of the production build, with `npm run cms -- --backend-only` (decap-server)
 * saving into a copy of data/: what a maintainer does, and what lands on disk. One backend on one port: serial.
 */
test.describe.configure({ mode: "serial" })

const root = path.join(__dirname, "..")
let repo: string
let backend: ChildProcess

const read = (rel: string) => fs.readFileSync(path.join(repo, "data", rel), "utf8")

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true })
  backend = spawn(process.execPath, [path.join(root, "tools/cms/cms.mjs"), "--backend-only"], {
    cwd: root,
    env: { ...process.env, CMS_REPO_DIR: repo, LOG_LEVEL: "warn" },
    stdio: "ignore",
  })
  // wait for decap-server to answer
  for (let i = 0; i < 50; i++) {
    const ok = await fetch("http://127.0.0.1:8081/api/v1", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error("decap-server did not start on 127.0.0.1:8081")
})

test.afterAll(() => {
  backend?.kill("SIGTERM")
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

async function openEditor(page: Page, hash: string) {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.goto(`/admin/#/collections/${hash}`)
}

/** The field of one language pane: English is the left pane, French the right. */
const field = (page: Page, label: string, lang: "en" | "fr" = "en") =>
  page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).nth(lang === "en" ? 0 : 1)

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

test("changing an article's title saves exactly that value: a one-line change of its English file", async ({ page }) => {
  const before = read("blog/3.en.json")
  const frBefore = read("blog/3.fr.json")
  await openEditor(page, "blog/entries/3")
  const title = field(page, "Title")
  await expect(title).toHaveValue("Light Steel or Timber Frame in the Tropics?")
  await title.fill("Light Steel or Timber Frame on a Tropical Island?")
  await publish(page)
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => read("blog/3.en.json")).not.toBe(before)
  const a = before.split("\n")
  const b = read("blog/3.en.json").split("\n")
  expect(b.length).toBe(a.length)
  expect(b.filter((line, i) => line !== a[i])).toEqual(['  "title": "Light Steel or Timber Frame on a Tropical Island?",'])
  expect(read("blog/3.fr.json")).toBe(frBefore)
})

test("a required field left empty is refused in the editor, with a message, and nothing is written", async ({ page }) => {
  const files = fs.readdirSync(path.join(repo, "data/blog")).sort()
  await openEditor(page, "blog/new")
  await field(page, "Id").fill("16")
  await publish(page)
  await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible()
  await expect(page.getByText("Title is required.").first()).toBeVisible()
  expect(fs.readdirSync(path.join(repo, "data/blog")).sort()).toEqual(files)
})

test("a new article with two blocks and an image: refused while its French side is empty, then saved in both languages; it passes the build's check and gets its pages", async ({
  page,
}) => {
  await openEditor(page, "blog/new")
  // the English side, whole
  await field(page, "Id").fill("15")
  await field(page, "Title").fill("Shipping a Capsule House to Mayotte")
  await field(page, "Author").fill("Kaz Horizon")
  const category = page.locator('input[id^="category-field"]').first()
  await category.fill("Product Focus")
  await page.keyboard.press("Enter")
  await field(page, "Date").fill("2026-11-20")
  await field(page, "Alt").fill("A capsule house on a quay, ready to be lifted onto a ship")
  await field(page, "Excerpt").fill("How a capsule house travels from Reunion to Mayotte, and what the buyer prepares before it lands.")
  // the cover picture, uploaded to data/images
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(path.join(root, "data/images/hero/hero-3.jpg"))
  await page.getByRole("button", { name: "Choose selected" }).click()
  const addBlocks = async (lang: "en" | "fr", heading: string, text: string) => {
    for (const type of ["Heading", "Paragraph"]) {
      await page
        .getByRole("button", { name: "Add content" })
        .nth(lang === "en" ? 0 : 1)
        .click()
      await page.getByRole("menuitem", { name: type, exact: true }).click()
    }
    const texts = page.getByLabel("Text", { exact: true })
    const count = await texts.count()
    await texts.nth(lang === "en" ? 0 : count - 2).fill(heading)
    await texts.nth(lang === "en" ? 1 : count - 1).fill(text)
  }
  // two blocks: a heading and a paragraph
  await addBlocks("en", "Before the ship leaves", "The house is folded, wrapped and strapped to a flat rack in Le Port.")

  // the French side left empty: the build would stop, so the editor refuses, naming the language and the field
  await publish(page)
  // the field in the maintainer's words, then its code path (src/lib/content/describe-field.ts)
  await expect(page.getByText(/Not saved: the site's build would stop on these\. .*Title, French side \[title\]/)).toBeVisible()
  expect(fs.existsSync(path.join(repo, "data/blog/15.en.json"))).toBe(false)

  await field(page, "Title", "fr").fill("Expédier une maison capsule à Mayotte")
  await field(page, "Slug", "fr").fill("expedier-une-maison-capsule-a-mayotte")
  await field(page, "Author", "fr").fill("Kaz Horizon")
  await field(page, "Alt", "fr").fill("Une maison capsule sur un quai, prête à être chargée")
  await field(page, "Excerpt", "fr").fill(
    "Comment une maison capsule voyage de La Réunion à Mayotte, et ce que l'acheteur prépare avant son arrivée.",
  )
  await addBlocks("fr", "Avant le départ du navire", "La maison est repliée, protégée et sanglée sur un plateau au Port.")
  await publish(page)
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 15_000 })

  const en = JSON.parse(read("blog/15.en.json"))
  expect(en).toMatchObject({
    id: "15",
    title: "Shipping a Capsule House to Mayotte",
    date: "2026-11-20",
    image: "../images/hero-3.jpg",
    content: [
      { type: "heading", text: "Before the ship leaves" },
      { type: "paragraph", text: "The house is folded, wrapped and strapped to a flat rack in Le Port." },
    ],
  })
  expect(fs.existsSync(path.join(repo, "data/images/hero-3.jpg"))).toBe(true)
  const fr = JSON.parse(read("blog/15.fr.json"))
  expect(fr).not.toHaveProperty("date")
  expect(fr).not.toHaveProperty("image")
  // the build's own content check accepts both files, and the article gets its page in each language
  expect(validateContentDir(path.join(repo, "data"))).toEqual([])
  const posts = loadContent(path.join(repo, "data")).items.filter((i) => i.base === "blog/15.json")
  expect(posts.map((p) => PAGE_PATHS.blogPost({ jsonId: "15", lang: p.lang, slug: p.doc.slug as string }))).toEqual([
    "/blog-details/15",
    "/fr/blog/expedier-une-maison-capsule-a-mayotte",
  ])
})

test("the preview draws an article, a product and a legal page with the site's own components and styles", async ({ page }) => {
  for (const [entry, heading, inside] of [
    ["blog/entries/5", JSON.parse(read("blog/5.en.json")).title, '[data-testid="article-body"] p'],
    ["products/entries/apple-cabins", JSON.parse(read("products/apple-cabins.en.json")).title, "table"],
    ["legal/entries/terms-and-conditions", JSON.parse(read("legal/terms-and-conditions.en.json")).title, "nav a"],
  ] as const) {
    if (entry.startsWith("blog/")) {
      await openEditor(page, entry)
      // the French pane gives way to the preview (the editor remembers it for the next entries)
      await page.getByTitle("Toggle i18n").click()
    } else {
      await page.goto(`/admin/#/collections/${entry}`)
      await page.reload()
    }
    const preview = page.frameLocator("iframe").first()
    await expect(preview.locator("h1").first()).toHaveText(heading)
    await expect(preview.locator(inside).first()).toBeVisible()
    // the site's fonts and colours, not the browser's defaults
    expect(
      await preview
        .locator("h1")
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/Fraunces/)
  }
})
