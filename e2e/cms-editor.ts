import { expect, type Locator, type Page } from "@playwright/test"

/**
 * Driving the content editor (Sveltia CMS at /admin/) as a maintainer does, in French: open an entry, change a field,
 * add, remove or move a list's items, save, read what it says. Shared by e2e/cms.spec.ts (the maintainer's tasks) and
 * e2e/cms-sweep.spec.ts (every entry, every list). The folder it edits: e2e/cms-folder.ts.
 */

export type Lang = "en" | "fr"

/** An entry of a collection, reached from the collection's list as a maintainer does ("blog", "3"; "home", "home"). */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  // from one entry straight to another the editor keeps an empty form: through the list
  await page.goto(`/admin/#/collections/${collection}`)
  await page.getByRole("grid").getByRole("row").first().waitFor()
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`)
  await page.locator(".field[data-key-path]").first().waitFor()
}

/** The editor's error dialog ("Erreur"): a refused save. */
export const errorDialog = (page: Page): Locator => page.getByRole("alertdialog", { name: "Erreur" })

/** What a save attempt ended with: saved (back to the list), refused by the build's check (its dialog) or by the editor's own rules. */
export type SaveOutcome = { outcome: "saved" } | { outcome: "refused"; words: string } | { outcome: "invalid"; words: string }

/** "Enregistrer", then waits until the editor has saved (it goes back to the collection's list) or refused. */
export async function trySave(page: Page): Promise<SaveOutcome> {
  const dialog = errorDialog(page)
  // the editor's own validation: its toast, and the fields it marks invalid
  // (« Un champ comporte une erreur. », « 2 champs comportent des erreurs. »)
  const invalid = page.getByText(/comporte(nt)? (une|des) erreurs?/)
  // an earlier attempt's toast stays about 5 s: it would be read as this attempt's answer
  await expect(invalid, "an earlier refusal's message is still shown").toHaveCount(0, { timeout: 15_000 })
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  const state: { outcome: SaveOutcome["outcome"] | "saving" } = { outcome: "saving" }
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) state.outcome = "refused"
        else if (await invalid.first().isVisible()) state.outcome = "invalid"
        // (saved: back to the list, from an entry or a new one)
        else if (!/\/entries\/|\/new$/.test(new URL(page.url()).hash)) state.outcome = "saved"
        return state.outcome
      },
      // (a save that writes a photograph resizes it first)
      { timeout: 30_000 },
    )
    .not.toBe("saving")
  const { outcome } = state
  if (outcome === "refused") return { outcome, words: await dialog.innerText() }
  if (outcome === "invalid") {
    const messages = await page.locator('[aria-invalid="true"], .validation-error, [role="alert"]').allInnerTexts()
    return { outcome, words: [await invalid.first().innerText(), ...messages].join("\n") }
  }
  return { outcome: "saved" }
}

/** "Enregistrer", expecting the save to go through; a refusal fails the test with the editor's words. */
export async function save(page: Page): Promise<void> {
  const result = await trySave(page)
  expect(result.outcome, `the editor refused to save: ${"words" in result ? result.words : ""}`).toBe("saved")
}

/** Closes the refusal's dialog (« OK »). */
export async function closeDialog(page: Page): Promise<void> {
  await errorDialog(page).getByRole("button", { name: "OK" }).click()
  await expect(errorDialog(page)).toBeHidden()
}

/** A field's text input in one language's pane, by its bilingual label ("Titre · Title"). */
export const input = (page: Page, label: string, lang: Lang): Locator =>
  page.getByLabel(label, { exact: true }).and(page.locator(`[lang="${lang}"]`))

/** The panes' switches: the left pane's « Anglais | Français », the right pane's « Français | Aperçu » (radios). */
export const showInLeftPane = (page: Page, language: "Anglais" | "Français"): Promise<void> =>
  page.getByRole("radio", { name: language }).first().click()
export const showInRightPane = (page: Page, view: "Français" | "Anglais" | "Aperçu"): Promise<void> =>
  page.getByRole("radio", { name: view }).last().click()

/** Both languages' forms side by side: English on the left, French on the right (an item edited in both languages). */
export async function showBothLanguages(page: Page): Promise<void> {
  await showInRightPane(page, "Français")
  await page.locator('[data-locale="fr"] .field[data-key-path]').first().waitFor()
}

/**
 * One language's pane of the form: `[data-locale="en"]`. The preview of the same language has the same `data-locale`
 * (and a group named « Aperçu du contenu en … » where the form's is « Modifier le contenu en … »): the form's pane is
 * the one in edit mode.
 */
export const pane = (page: Page, lang: Lang): Locator => page.locator(`[data-locale="${lang}"][data-mode="edit"]`)

/** A field of a pane by its key path ("specs.1.value"). */
export const field = (scope: Locator, keyPath: string): Locator => scope.locator(`.field[data-key-path="${keyPath}"]`).first()

/**
 * A field of a pane by its key path, once the editor has drawn it: it draws a field when the field's place comes into
 * the window (an IntersectionObserver), so the pane is scrolled down a screen at a time, each position shown (two
 * frames) before the next, from the top again if the field was passed before it was drawn (a busy machine). No wait
 * beyond the two frames: a 50 ms pause a step made the editor's browser tests 6% longer (735 against 689 s of test time).
 */
export async function revealField(scope: Locator, keyPath: string): Promise<Locator> {
  const found = field(scope, keyPath)
  for (let step = 0, passes = 0; step < 120 && passes < 3 && !(await found.count()); step++) {
    const moved = await scope.first().evaluate(async (el) => {
      const scrolls = (b: Element) =>
        !(b instanceof HTMLTextAreaElement) && b.scrollHeight > b.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(b).overflowY)
      // the box the pane's form scrolls in: around its fields (a long text's own box, inside a field, is not it)
      let box: Element | null = null
      for (let up: Element | null = el.querySelector(".field[data-key-path]")?.parentElement ?? el; !box && up; up = up.parentElement)
        if (scrolls(up)) box = up
      if (!box) return false
      const top = box.scrollTop
      box.scrollBy(0, box.clientHeight * 0.8)
      // at the end of the form: once more from the top
      const moved = box.scrollTop !== top
      if (!moved) box.scrollTop = 0
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
      return moved
    })
    if (!moved) passes++
  }
  await expect(found, `the field ${keyPath}, drawn once scrolled into view`).toBeAttached()
  await scrollTo(found)
  return found
}

/** Brings an element to the middle of its scrolling box (the form redraws as it scrolls: no waiting for it to settle). */
export const scrollTo = (target: Locator): Promise<void> => target.evaluate((el) => el.scrollIntoView({ block: "center" }))

/** The items of a list field (its own, not those of the lists inside it), drawn as they scroll into view. */
export function listItems(list: Locator): Locator {
  return list.locator(".item-list").first().locator(":scope > .item-wrapper")
}

/** The item `index` of a list (its header holds its own controls, before the lists inside it). */
export async function listItem(list: Locator, index: number): Promise<Locator> {
  await scrollTo(list)
  const item = listItems(list).nth(index)
  await scrollTo(item)
  return item.locator(".item").first()
}

/**
 * Removes item `index` of a list (its « Supprimer » button). A click the editor did not act on (the list still has all
 * its items 3 s later) is made again, never a second one after a removal: once in a fresh-clone CI run on a loaded
 * host, a copy just added to a legal page's sections kept its nine items for 7 s after the click, and the same test then
 * passed 4 times in 4 (the list redraws its items as it scrolls).
 */
export async function removeItem(list: Locator, index: number): Promise<void> {
  const before = await listItems(list).count()
  await expect(async () => {
    if ((await listItems(list).count()) === before) {
      const item = await listItem(list, index)
      await item.getByRole("button", { name: "Supprimer", exact: true }).first().click()
    }
    await expect(listItems(list)).toHaveCount(before - 1, { timeout: 3000 })
  }, "the item removed").toPass({ timeout: 15_000 })
}

/** Moves item `index` of a list one place down (its handle « Réordonner l’élément », then the down arrow key). */
export async function moveItemDown(list: Locator, index: number): Promise<void> {
  const item = await listItem(list, index)
  const handle = item.getByRole("button", { name: "Réordonner l’élément" }).first()
  await handle.focus()
  await handle.press("ArrowDown")
}

/** Adds a copy of item `index` just below it (the item's menu, « Dupliquer »): every field of the new item filled. */
export async function duplicateItem(list: Locator, index: number): Promise<void> {
  const before = await openItemMenu(list, index)
  await list.page().getByRole("menuitem", { name: "Dupliquer", exact: true }).click()
  await expect(listItems(list)).toHaveCount(before + 1)
}

/**
 * Opens the menu of item `index` of a list (« Options de l’élément »: for a list of texts the editor's own French file
 * has no words, src/gatsby/webpack/editor-words-fr.cjs gives them) and says how many items the list had.
 */
async function openItemMenu(list: Locator, index: number): Promise<number> {
  const before = await listItems(list).count()
  const item = await listItem(list, index)
  await item.getByRole("button", { name: "Options de l’élément", exact: true }).first().click()
  return before
}

/** Adds a new block of `type` (its label, « Paragraphe · Paragraph ») below item `index` of a list of blocks. */
export async function addBlockBelow(list: Locator, index: number, type: string): Promise<void> {
  const before = await openItemMenu(list, index)
  await list.page().getByRole("menuitem", { name: "Ajouter un élément en dessous" }).click()
  await list.page().getByRole("menuitem", { name: type, exact: true }).click()
  await expect(listItems(list)).toHaveCount(before + 1)
}

/** The editor's « Validation » panel, in the sidebar beside the form (its tab « Validation »). */
export async function openValidationPanel(page: Page): Promise<Locator> {
  const panel = page.locator("section.panel").filter({ has: page.getByRole("heading", { name: "Validation", exact: true }) })
  if (!(await panel.isVisible())) await page.locator('[aria-label="Validation"]').first().click()
  await expect(panel).toBeVisible()
  return panel
}

/** « Annuler toutes les modifications » (the editor's options), confirmed: the entry is as it was saved. */
export async function discardChanges(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Afficher les options de l’éditeur" }).click()
  await page.getByRole("menuitem", { name: "Annuler toutes les modifications" }).click()
  const confirm = page.getByRole("alertdialog").filter({ hasText: /modifications/ })
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole("button").last().click()
  await expect(page.getByRole("button", { name: "Enregistrer", exact: true })).toBeDisabled()
}
