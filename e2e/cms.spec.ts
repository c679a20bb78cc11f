import { test, expect, type Page } from "@playwright/test"
import crypto from "node:crypto"
import sharp from "sharp"
import {
  changedLines,
  contentFiles,
  dataFiles,
  folderFile,
  folderNames,
  folderText,
  openLocalFolder,
  picturesOf,
  prepareLocalFolder,
  repoFile,
  sha256,
  signIn,
} from "./cms-folder"

/**
 * The content editor at /admin/ (Sveltia CMS) of the production build, in French as the company's browsers are, on
 * its local workflow: the project folder it edits is a copy of data/ in the browser's private file system
 * (e2e/cms-folder.ts), and what it saves is read back from there and compared with the repository's files. Each test
 * has its own browser context, so its own folder: no order between them.
 */
test.use({ locale: "fr-FR", viewport: { width: 1600, height: 1000 } })

const json = (rel: string) => JSON.parse(repoFile(rel).toString("utf8")) as Record<string, unknown>

/** An entry of a collection, reached from the collection's list as a maintainer does ("blog", "3"; "home", "home-fr"). */
async function openEntry(page: Page, collection: string, entry: string) {
  // from one entry straight to another the editor keeps an empty form: through the list
  await page.goto(`/admin/#/collections/${collection}`)
  await page.getByRole("grid").getByRole("row").first().waitFor()
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`)
  await page.locator(".field[data-key-path]").first().waitFor()
}

/** The editor's error dialog ("Erreur"): a refused save. */
const errorDialog = (page: Page) => page.getByRole("alertdialog", { name: "Erreur" })

/**
 * "Enregistrer", then waits until the editor has saved (it goes back to the collection's list) or refused (its error
 * dialog); a refusal fails the test with the dialog's words.
 */
async function save(page: Page) {
  await page.getByRole("button", { name: "Enregistrer" }).click()
  const dialog = errorDialog(page)
  let outcome = "saving"
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) outcome = "refused"
        else if (!/\/entries\//.test(new URL(page.url()).hash)) outcome = "saved"
        return outcome
      },
      { timeout: 20_000 },
    )
    .not.toBe("saving")
  const words = outcome === "refused" ? await dialog.innerText() : ""
  expect(outcome, `the editor refused to save: ${words}`).toBe("saved")
}

/** A field's text input in one language's pane, by its bilingual label ("Titre · Title"). */
const input = (page: Page, label: string, lang: "en" | "fr") =>
  page.getByLabel(label, { exact: true }).and(page.locator(`[lang="${lang}"]`))

/** The panes' switches: the left pane's « Anglais | Français », the right pane's « Français | Aperçu » (radios). */
const showInLeftPane = (page: Page, language: "Anglais" | "Français") => page.getByRole("radio", { name: language }).first().click()
const showInRightPane = (page: Page, view: "Français" | "Aperçu") => page.getByRole("radio", { name: view }).last().click()

test("the editor opens in French with the site's name, and its collections are named in French and English", async ({ page }) => {
  await prepareLocalFolder(page)
  await expect(page).toHaveTitle("Kaz Horizon · Éditeur de contenu")
  await expect(page.getByRole("heading", { name: "Kaz Horizon · Éditeur de contenu" })).toBeVisible()
  // the site's icon beside it
  await expect
    .poll(() => page.locator('img[src$="/icons/icon-192.png"]').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const button = page.getByRole("button", { name: "Travailler avec un dépôt local" })
  await expect(button).toBeVisible()
  await signIn(page)
  const collections = page.getByRole("treeitem")
  for (const name of ["Articles du blog · Blog posts", "Produits · Products", "Page d’accueil · Home page", "Pages légales · Legal pages"])
    await expect(collections.getByText(name, { exact: true }), name).toHaveCount(1)
})

test("changing an article's title writes one line: its English title in 3.en.json, then its French title in 3.fr.json", async ({
  page,
}) => {
  const en = repoFile("blog/3.en.json").toString("utf8")
  const fr = repoFile("blog/3.fr.json").toString("utf8")
  await openLocalFolder(page)

  await openEntry(page, "blog", "3")
  const english = input(page, "Titre · Title", "en")
  await expect(english).toHaveValue("Light Steel or Timber Frame in the Tropics?")
  await english.fill("Light Steel or Timber Frame on a Tropical Island?")
  await save(page)
  const enSaved = await folderText(page, "blog/3.en.json")
  expect(changedLines(en, enSaved)).toEqual(['  "title": "Light Steel or Timber Frame on a Tropical Island?",'])
  expect(await folderText(page, "blog/3.fr.json")).toBe(fr)

  await openEntry(page, "blog", "3")
  await showInLeftPane(page, "Français")
  const french = input(page, "Titre · Title", "fr")
  await expect(french).toHaveValue("Acier léger ou ossature bois sous les tropiques ?")
  await french.fill("Acier léger ou ossature bois sur une île tropicale ?")
  await save(page)
  expect(changedLines(fr, await folderText(page, "blog/3.fr.json"))).toEqual([
    '  "title": "Acier léger ou ossature bois sur une île tropicale ?",',
  ])
  expect(await folderText(page, "blog/3.en.json")).toBe(enSaved)
})

test("a French figure that differs from the English one is refused by the build's check: the dialog names the field and stays until closed, the field is marked, nothing is written", async ({
  page,
}) => {
  const files = ["products/apple-cabins.en.json", "products/apple-cabins.fr.json"]
  await openLocalFolder(page)
  await openEntry(page, "products", "apple-cabins")
  await showInLeftPane(page, "Français")
  // a list's rows are drawn when they scroll into view
  await page.locator('[data-locale="fr"] .field[data-key-path="specs"]').scrollIntoViewIfNeeded()
  const field = page.locator('[data-locale="fr"] .field[data-key-path="specs.1.value"]')
  const value = field.locator("input, textarea").first()
  // "Installation sur site": 1 to 3 days in English
  await expect(value).toHaveValue("1 à 3 jours")
  await value.fill("1 à 4 jours")
  await page.getByRole("button", { name: "Enregistrer" }).click()

  const problem =
    "Specs, row 2 (Installation sur site), French side [specs[1].value]: gives the figures 1, 4 where the English version gives 1, 3: a translation changes their format, never their values"
  const dialog = errorDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(problem)
  // that one problem, nothing else: the entry's other fields are as the build accepts them
  await expect
    .soft(dialog)
    .toContainText(
      `Non enregistré : la construction du site s'arrêterait sur ce point. Not saved: the site's build would stop on this. ${problem}`,
    )
  // the field at fault is outlined and says why, in the French pane where it was changed
  await expect(field).toHaveAttribute("data-build-problem", "")
  await expect(field.getByRole("alert")).toHaveText(problem)
  // a dialog, not a toast: still there after a toast would have gone (the editor's toasts last 5 s)
  await page.waitForTimeout(5_500)
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "OK" }).click()
  await expect(dialog).toBeHidden()
  await expect(field.getByRole("alert")).toHaveText(problem)
  for (const file of files) expect((await folderFile(page, file))?.equals(repoFile(file)), file).toBe(true)
})

test("the French home page's lists keep the English order: no adding, removing or moving a hero slide there, as there is in English", async ({
  page,
}) => {
  const slides = (json("home.en.json").hero as unknown[]).length
  await openLocalFolder(page)
  const controls = (page: Page) => {
    const hero = page.locator('.field[data-key-path="hero"]')
    return {
      items: hero.locator(".item"),
      move: hero.getByRole("button", { name: "Réordonner l’élément" }),
      dragged: hero.locator('[draggable="true"]'),
      options: hero.getByRole("button", { name: /^(List Item Options|Options de l’élément)$/ }),
      remove: hero.getByRole("button", { name: "Supprimer", exact: true }),
      add: hero.getByRole("button", { name: /Ajouter/ }),
    }
  }
  // in English the slides can be moved, removed and added: the same locators find those controls
  await openEntry(page, "home", "home-en")
  const en = controls(page)
  await expect(en.items).toHaveCount(slides)
  await expect(en.move).toHaveCount(slides)
  await expect(en.options).toHaveCount(slides)
  await expect(en.remove).toHaveCount(slides)
  await expect(en.add.last()).toBeVisible()

  await openEntry(page, "home", "home-fr")
  const fr = controls(page)
  await expect(fr.items).toHaveCount(slides)
  await expect(page.locator('.field[data-key-path="hero.0.title"] input')).toHaveValue("Une maison pour tous")
  await expect(fr.move).toHaveCount(0)
  await expect(fr.dragged).toHaveCount(0)
  await expect(fr.options).toHaveCount(0)
  await expect(fr.remove).toHaveCount(0)
  await expect(fr.add).toHaveCount(0)
})

test("the media library lists every picture of data/images, subfolders included, and a picture shows in its entry", async ({ page }) => {
  const pictures = dataFiles().filter((f) => f.startsWith("images/"))
  expect(pictures.length).toBeGreaterThanOrEqual(129)
  // every content file and every file of data/images (the videos of data/videos are not pictures)
  await openLocalFolder(page, [...contentFiles(), ...pictures])
  await page.goto("/admin/#/assets")
  const all = page.getByRole("option", { name: "Ressources globales" })
  await all.click()
  // the folder's count, beside its name
  await expect(all).toHaveText(new RegExp(`Ressources globales\\D*${pictures.length}$`))
  // a picture of a subfolder (products/capsule-house/), found by its name, with its path and thumbnail
  await page.getByPlaceholder("Rechercher des ressources…").fill("interior-06")
  const found = page.getByRole("gridcell", { name: "interior-06.jpg" })
  await expect(found).toHaveCount(1)
  await found.click()
  await expect(page.getByText("/data/images/products/capsule-house/interior-06.jpg", { exact: true })).toBeVisible()
  const shown = page.getByRole("img", { name: "interior-06.jpg" })
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // the home page's first slide, ./images/hero/hero-1.jpg, in its field
  await openEntry(page, "home", "home-en")
  const thumbnail = page.locator('.field[data-key-path="hero.0.image"] img')
  await expect(page.locator('.field[data-key-path="hero.0.image"] [role="textbox"]')).toHaveText("./images/hero/hero-1.jpg")
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

/** A noisy 3000×2000 JPEG of about 2 MB, as a phone takes: different bytes for each `seed`. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [3000, 2000]
  const pixels = crypto.randomBytes(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (pixels[i] >> 2) + (x * 170) / width + seed * 20 // a gradient under the noise
      pixels[i + 1] = (pixels[i + 1] >> 2) + (y * 190) / height
      pixels[i + 2] >>= 1
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

test("an uploaded 3000×2000 photo is stored as a WebP at most 2000 px wide in data/images; a second one of the same name does not replace it", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const article = "blog/3.en.json"
  await openLocalFolder(page, [...contentFiles(), ...picturesOf(article)])
  const upload = async (photo: Buffer) => {
    await openEntry(page, "blog", "3")
    const field = page.locator('.field[data-key-path="image"]')
    await field.getByRole("button", { name: /^(Replace Image|Remplacer)$/ }).click()
    const dialog = page.getByRole("dialog", { name: "Sélectionner une image" })
    const chooser = page.waitForEvent("filechooser")
    await dialog.getByRole("button", { name: "Téléverser" }).click()
    await (await chooser).setFiles({ name: "big-photo.jpg", mimeType: "image/jpeg", buffer: photo })
    await dialog.getByRole("button", { name: "Insérer" }).click()
    await expect(dialog).toBeHidden()
    await expect(field.locator('[role="textbox"]')).toHaveText(/^\.\.\/images\/big-photo/)
    await save(page)
    // the article names the stored file, from its folder (the name is settled when the picture is written)
    const value = String(JSON.parse(await folderText(page, article)).image)
    expect(value).toMatch(/^\.\.\/images\/big-photo[^/]*\.webp$/)
    const stored = await folderFile(page, value.replace(/^\.\.\//, ""))
    expect(stored, `${value} is not in data/images`).not.toBeNull()
    const meta = await sharp(stored!).metadata()
    expect(meta.format).toBe("webp")
    expect(meta.width).toBeLessThanOrEqual(2000)
    expect(meta.height).toBeLessThanOrEqual(2000)
    return { value, bytes: stored! }
  }

  const first = await phonePhoto(0)
  expect(first.length).toBeGreaterThan(1_500_000)
  const earlier = await upload(first)
  expect(earlier.value).toBe("../images/big-photo.webp")
  expect(earlier.bytes.length).toBeLessThan(first.length)
  const { width, height } = await sharp(earlier.bytes).metadata()
  expect([width, height]).toEqual([2000, 1333])

  // another photo under the same name: the earlier picture keeps its bytes, the new one gets a name of its own
  const later = await upload(await phonePhoto(1))
  expect(later.value).not.toBe(earlier.value)
  expect(sha256((await folderFile(page, "images/big-photo.webp"))!)).toBe(sha256(earlier.bytes))
  expect(await folderNames(page, "images")).toEqual(expect.arrayContaining(["big-photo.webp", later.value.replace(/^\.\.\/images\//, "")]))
})

test("a picture uploaded on a single page (the home page) is stored in data/images and written ./images/… from its file", async ({
  page,
}) => {
  await openLocalFolder(page, [...contentFiles(), ...picturesOf("home.en.json")])
  await openEntry(page, "home", "home-en")
  const field = page.locator('.field[data-key-path="hero.0.image"]')
  await expect(field.locator('[role="textbox"]')).toHaveText("./images/hero/hero-1.jpg")
  await expect
    .poll(() =>
      field
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)
  await field.getByRole("button", { name: /^(Replace Image|Remplacer)$/ }).click()
  const dialog = page.getByRole("dialog", { name: "Sélectionner une image" })
  const chooser = page.waitForEvent("filechooser")
  await dialog.getByRole("button", { name: "Téléverser" }).click()
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer()
  await (await chooser).setFiles({ name: "slide-photo.jpg", mimeType: "image/jpeg", buffer: photo })
  await dialog.getByRole("button", { name: "Insérer" }).click()
  await expect(dialog).toBeHidden()
  await expect(field.locator('[role="textbox"]')).toHaveText("./images/slide-photo.webp")
  await save(page)
  expect(JSON.parse(await folderText(page, "home.en.json")).hero[0].image).toBe("./images/slide-photo.webp")
  expect(await folderNames(page, "images")).toContain("slide-photo.webp")
  // nothing beside data/: the folder's root holds only what it held
  expect(
    await page.evaluate(async () => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo")
      const names: string[] = []
      for await (const [name] of (root as unknown as { entries(): AsyncIterable<[string, unknown]> }).entries()) names.push(name)
      return names.sort()
    }),
  ).toEqual([".git", "data"])
})

test("the preview draws an article and the French home page with the site's own components, fonts and pictures", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  const article = json("blog/3.en.json")
  await openLocalFolder(page, [...contentFiles(), ...picturesOf("blog/3.en.json"), ...picturesOf("home.en.json")])

  await openEntry(page, "blog", "3")
  // the right pane shows the preview as the entry opens (its other tab is the French form)
  const preview = page.frameLocator("iframe").first()
  const h1 = preview.locator("h1").first()
  await expect(h1).toHaveText(String(article.title))
  // the article's picture, from the folder, as the preview first draws it
  await expect
    .configure({ soft: true })
    .poll(
      () =>
        preview
          .locator("article img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      {
        message: "the article's picture shows in the preview",
        timeout: 5_000,
      },
    )
    .toBeGreaterThan(0)
  // the French form in its place, then the « Aperçu » tab again
  await showInRightPane(page, "Français")
  await expect(input(page, "Titre · Title", "fr")).toBeVisible()
  await showInRightPane(page, "Aperçu")
  await expect(h1).toHaveText(String(article.title))
  // the site's heading face, loaded from the site's own files
  expect(await h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^Fraunces\b/)
  await expect.poll(() => h1.evaluate(async () => (await document.fonts.ready, document.fonts.check("700 32px Fraunces")))).toBe(true)

  await openEntry(page, "home", "home-fr")
  const home = page.frameLocator("iframe").first()
  await expect(home.locator("h1").first()).toHaveText("Une maison pour tous")
  // the page's words in French: the site's interface words too
  await expect(home.locator("div[lang]").first()).toHaveAttribute("lang", "fr")
  // the French words of the page's sections, merged over the English file's figures and pictures
  await expect(home.getByRole("heading", { name: "Ce que disent nos clients" })).toBeVisible()
  await expect
    .configure({ soft: true })
    .poll(
      () =>
        home
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      {
        message: "the first slide's picture shows in the home page's preview",
        timeout: 5_000,
      },
    )
    .toBeGreaterThan(0)
  expect.soft(errors, "uncaught errors in the editor while it previews").toEqual([])
})

test("no request leaves the site: the editor's sign-in, lists, entries, preview and media library ask only the site's own server", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const away: string[] = []
  page.on("request", (req) => {
    const url = req.url()
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) away.push(`request: ${url}`)
  })
  // what the page's policy blocks before it is even sent is said on the console
  page.on("console", (msg) => {
    const blocked = /Content Security Policy/.test(msg.text()) && msg.text().match(/'(https?:\/\/[^']+)'/)?.[1]
    if (blocked && new URL(blocked).origin !== origin) away.push(`blocked by the policy: ${blocked}`)
  })
  await openLocalFolder(page, [...contentFiles(), ...picturesOf("blog/3.en.json")])
  await openEntry(page, "blog", "3")
  await expect(page.frameLocator("iframe").first().locator("h1").first()).toBeVisible()
  await page.goto("/admin/#/assets")
  await expect(page.getByRole("option", { name: "Ressources globales" })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  expect([...new Set(away)]).toEqual([])
})
