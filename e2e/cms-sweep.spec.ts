import { test, expect, type Page } from "@playwright/test"
import { changedLines, checkContentOfFolder, contentFiles, folderFile, folderText, openLocalFolder, repoFile } from "./cms-folder"
import {
  closeDialog,
  discardChanges,
  duplicateItem,
  moveItemDown,
  openEntry,
  pane,
  removeItem,
  revealField,
  showBothLanguages,
  trySave,
  type SaveOutcome,
} from "./cms-editor"
import { SAMPLE_ENTRIES, SAMPLE_LISTS, sweepEntries, sweepLists, type SweepEntry, type SweepList } from "./cms-sweep-plan"

/**
 * The editor sweep (issue 54): the class of fault "the editor cannot save what the maintainer did" made impossible
 * to miss, on every entry of every collection and every list field of the content model, through the editor's form
 * as a maintainer uses it (e2e/cms-editor.ts), on a copy of data/ (e2e/cms-folder.ts):
 *
 * - every entry opens with nothing to save, and a word changed writes that one line, nothing else;
 * - every list field, at an entry that has items: an item moved down, a copy of an item added, that copy removed,
 *   each saved (in both languages for a translated list of an item) or refused with the content model's reason, in
 *   French;
 * - after each test, the build's content check (`npm run check:content`) passes on the result.
 *
 * CI runs a sample (SAMPLE_ENTRIES, SAMPLE_LISTS in e2e/cms-sweep-plan.ts); `npm run test:cms-sweep` (CMS_SWEEP=full)
 * runs it all, as the nightly workflow does (.github/workflows/cms-sweep.yml).
 */
test.use({ locale: "fr-FR", viewport: { width: 1600, height: 1000 } })

const FULL = process.env.CMS_SWEEP === "full"
const entries = sweepEntries().filter((e) => FULL || SAMPLE_ENTRIES.includes(`${e.collection} ${e.entry}`))
const { lists, absent } = sweepLists()
const chosenLists = lists.filter((l) => FULL || SAMPLE_LISTS.includes(`${l.collection} ${l.pattern.replace(/<[^>]+>/g, "")}`))

/** Every content file of the editor's folder is still the repository's, but `except`. */
async function expectUnchanged(page: Page, except: readonly string[] = []) {
  for (const rel of contentFiles().filter((f) => !except.includes(f)))
    expect((await folderFile(page, rel))?.equals(repoFile(rel)), `data/${rel} was written`).toBe(true)
}

/** A refusal is the content model's reason, said in French first (the build's check) or the editor's own rule. */
function expectReason(result: SaveOutcome, what: string) {
  if (result.outcome === "saved") return
  expect(result.words, what).toMatch(/côté (anglais|français)\u00A0: |Vous devez|Ce champ|La valeur/)
  expect(result.words, what).not.toMatch(/phrase anglaise|réessayer|try again|npm/)
}

test.describe("every entry of every collection: opened, nothing to save; a word changed, one line written", () => {
  const byCollection = new Map<string, SweepEntry[]>()
  for (const e of entries) byCollection.set(e.collection, [...(byCollection.get(e.collection) ?? []), e])
  for (const [collection, group] of byCollection)
    test(`${collection}: ${group.map((e) => e.entry).join(", ")}`, async ({ page }) => {
      test.setTimeout(60_000 + group.length * 25_000)
      await openLocalFolder(page)
      for (const entry of group) {
        await openEntry(page, entry.collection, entry.entry)
        // opened: nothing to save, nothing written
        await expect(page.getByRole("button", { name: "Enregistrer", exact: true }), `${entry.entry}: nothing to save`).toBeDisabled()
        expect(entry.word, `${entry.file}: a text to change`).toBeDefined()
        const { keyPath, value } = entry.word!
        const before = repoFile(entry.file).toString("utf8")
        const box = (await revealField(pane(page, "en"), keyPath)).locator("input, textarea").first()
        await expect(box).toHaveValue(value)
        await box.fill(`${value} Kaz`)
        const result = await trySave(page)
        expect(result, `${entry.file}: ${"words" in result ? result.words : ""}`).toEqual({ outcome: "saved" })
        const after = await folderText(page, entry.file)
        expect(changedLines(before, after), entry.file).toHaveLength(1)
        expect(changedLines(before, after)[0], entry.file).toContain(JSON.stringify(`${value} Kaz`).slice(1, -1))
      }
      await expectUnchanged(
        page,
        group.map((e) => e.file),
      )
      const checked = await checkContentOfFolder(page)
      expect(checked.code, checked.output).toBe(0)
    })
})

/** One change of a list (in each of its panes), then a save: saved, or refused with the model's reason and undone. */
async function changeList(page: Page, list: SweepList, what: string, change: (pane: "en" | "fr") => Promise<void>) {
  for (const p of list.panes) await change(p)
  const result = await trySave(page)
  expectReason(result, `${list.collection} ${list.entry} ${list.keyPath}: ${what}`)
  if (result.outcome === "refused") await closeDialog(page)
  if (result.outcome !== "saved") await discardChanges(page)
  return result
}

test.describe("every list field: an item moved, a copy added, the copy removed (saved, or refused with the model's reason)", () => {
  test("every list field of the model is in the sweep, or no entry has items in it", () => {
    // a list no file has items in is named here: it cannot be swept until one has
    test.info().annotations.push({ type: "lists no entry has", description: absent.join("; ") || "none" })
    expect(lists.length).toBeGreaterThan(40)
  })

  const byEntry = new Map<string, SweepList[]>()
  for (const l of chosenLists) byEntry.set(`${l.collection} ${l.entry}`, [...(byEntry.get(`${l.collection} ${l.entry}`) ?? []), l])
  // a list inside an item before the list that holds it: a saved move of `sections` leaves another item at
  // `sections.0`, where `sections.0.tabs` would no longer be (the full sweep failed so on three entries)
  const depth = (l: SweepList) => l.keyPath.split(".").length
  for (const group of byEntry.values()) group.sort((a, b) => depth(b) - depth(a))
  for (const [name, group] of byEntry)
    test(`${name}: ${group.map((l) => l.keyPath).join(", ")}`, async ({ page }) => {
      test.setTimeout(60_000 + group.length * 60_000)
      await openLocalFolder(page)
      for (const list of group)
        // one step per list: a failure or a timeout names the list it was at
        await test.step(list.keyPath, async () => {
          const open = async () => {
            await openEntry(page, list.collection, list.entry)
            if (list.panes.includes("fr")) await showBothLanguages(page)
          }
          await open()
          const field = (p: "en" | "fr") => revealField(pane(page, p), list.keyPath)
          const read = async () => JSON.parse(await folderText(page, list.file)) as unknown
          const at = (doc: unknown) =>
            list.keyPath.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], doc) as unknown[]
          const items = at(await read())
          if (items.length >= 2) {
            const moved = await changeList(page, list, "move", async (p) => moveItemDown(await field(p), 0))
            if (moved.outcome === "saved") expect(at(await read())).toEqual([items[1], items[0], ...items.slice(2)])
            await open()
          }
          const current = at(await read())
          if (list.max !== undefined && current.length >= list.max) {
            // at the model's maximum (the about page's three pillars): the editor offers no copy, nothing to remove
            // (the list's own « Ajouter » comes after its items, and after any list inside them)
            await expect((await field("en")).getByRole("button", { name: /^Ajouter/ }).last()).toBeDisabled()
            return
          }
          const added = await changeList(page, list, "add a copy", async (p) => duplicateItem(await field(p), 0))
          await open()
          if (added.outcome === "saved") {
            expect(at(await read())).toEqual([current[0], current[0], ...current.slice(1)])
            const removed = await changeList(page, list, "remove the copy", async (p) => removeItem(await field(p), 1))
            expect(removed.outcome, "removing the copy again").toBe("saved")
            expect(at(await read())).toEqual(current)
          } else {
            // a copy the model refuses (an id each item must have of its own): an item removed instead
            const removed = await changeList(page, list, "remove", async (p) => removeItem(await field(p), current.length - 1))
            if (removed.outcome === "saved") expect(at(await read()) ?? []).toEqual(current.slice(0, -1))
          }
          await open()
        })
      const checked = await checkContentOfFolder(page)
      expect(checked.code, checked.output).toBe(0)
    })
})
