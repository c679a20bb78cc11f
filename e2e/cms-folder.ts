import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"

/**
 * The content editor's local workflow (Sveltia CMS, "Travailler avec un dépôt local") in a browser test. The editor asks
 * for the project folder with the File System Access API (`window.showDirectoryPicker`), which a test cannot answer:
 * the picker is replaced by a folder of the page's origin private file system (OPFS), filled with a copy of the
 * repository's data/ and an empty .git/ (the editor checks that the folder is a repository's root). What the editor
 * saves is read back from that folder and compared with the repository's files. Each test has its own browser
 * context, so its own folder.
 */

export const DATA_DIR = path.join(__dirname, "..", "data")
/** The folder's name in the origin private file system. */
const REPO = "repo"
/** Where the page fetches the repository's files from while the folder is filled (answered by `page.route`). */
const FILES_URL = "/__data/"

/** Every file of data/, as paths relative to it ("blog/3.en.json", "images/products/apple-cabins/1.jpg"). */
export function dataFiles(dir = DATA_DIR, rel = ""): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name
    return e.isDirectory() ? dataFiles(dir, child) : [child]
  })
}

/** The content files (JSON) of data/: enough for every entry of the editor, without the pictures. */
export const contentFiles = (): string[] => dataFiles().filter((f) => f.endsWith(".json"))

/** A file of the repository's data/, as it is in git (the editor's copy starts from it). */
export const repoFile = (rel: string): Buffer => fs.readFileSync(path.join(DATA_DIR, rel))

export const sha256 = (bytes: Buffer | Uint8Array): string => createHash("sha256").update(bytes).digest("hex")

/**
 * Opens the editor's sign-in page at /admin/ with the folder picker answered by a folder holding `files` of data/
 * (paths relative to data/). The maintainer's next step is the local-folder button (signIn).
 */
export async function prepareLocalFolder(page: Page, files: readonly string[] = contentFiles()): Promise<void> {
  await page.route(`**${FILES_URL}**`, (route) => {
    const rel = decodeURIComponent(new URL(route.request().url()).pathname.slice(FILES_URL.length))
    return route.fulfill({ body: repoFile(rel) })
  })
  await page.addInitScript((name) => {
    // the folder picker answers with the test's folder, as if the maintainer had picked the project
    ;(window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true })
  }, REPO)
  // the folder is written from a small page of the site's origin (the private file system is the origin's), then
  // the editor opens on it: opening the editor first only to reload it cost each test about 2 s
  await page.goto("/robots.txt")
  await page.evaluate(
    async ({ name, files, url }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true })
      await root.getDirectoryHandle(".git", { create: true })
      const data = await root.getDirectoryHandle("data", { create: true })
      await Promise.all(
        files.map(async (rel) => {
          const parts = rel.split("/")
          const file = parts.pop()!
          let dir = data
          for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true })
          const body = await (await fetch(url + rel.split("/").map(encodeURIComponent).join("/"))).blob()
          const writable = await (await dir.getFileHandle(file, { create: true })).createWritable()
          await writable.write(body)
          await writable.close()
        }),
      )
    },
    { name: REPO, files: [...files], url: FILES_URL },
  )
  await page.goto("/admin/")
}

/** "Travailler avec un dépôt local": the editor opens the folder and shows its collections. */
export async function signIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Travailler avec un dépôt local" }).click()
  await page.getByRole("treeitem").first().waitFor()
}

/** The sign-in page on a folder holding `files` of data/, then the local-folder button: the editor shows its collections. */
export async function openLocalFolder(page: Page, files: readonly string[] = contentFiles()): Promise<void> {
  await prepareLocalFolder(page, files)
  await signIn(page)
}

/** A file of the editor's folder (path relative to data/), or null when there is none. */
export async function folderFile(page: Page, rel: string): Promise<Buffer | null> {
  const base64 = await page.evaluate(
    async ({ name, rel }) => {
      try {
        let dir = await (await (await navigator.storage.getDirectory()).getDirectoryHandle(name)).getDirectoryHandle("data")
        const parts = rel.split("/")
        const file = parts.pop()!
        for (const part of parts) dir = await dir.getDirectoryHandle(part)
        const bytes = new Uint8Array(await (await (await dir.getFileHandle(file)).getFile()).arrayBuffer())
        let binary = ""
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
        return btoa(binary)
      } catch (e) {
        if ((e as DOMException).name === "NotFoundError") return null
        throw e
      }
    },
    { name: REPO, rel },
  )
  return base64 === null ? null : Buffer.from(base64, "base64")
}

/** A text file of the editor's folder (path relative to data/); throws when there is none. */
export async function folderText(page: Page, rel: string): Promise<string> {
  const bytes = await folderFile(page, rel)
  if (!bytes) throw new Error(`data/${rel} is not in the editor's folder`)
  return bytes.toString("utf8")
}

/** The names of the files of one folder of the editor's copy of data/ ("images"), sorted. */
export async function folderNames(page: Page, rel: string): Promise<string[]> {
  return page.evaluate(
    async ({ name, rel }) => {
      let dir = await (await (await navigator.storage.getDirectory()).getDirectoryHandle(name)).getDirectoryHandle("data")
      for (const part of rel.split("/")) dir = await dir.getDirectoryHandle(part)
      const names: string[] = []
      for await (const [entry, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>)
        if (handle.kind === "file") names.push(entry)
      return names.sort()
    },
    { name: REPO, rel },
  )
}

/** The lines of `after` that differ from `before`, when both have the same number of lines (else every line of `after`). */
export function changedLines(before: string, after: string): string[] {
  const a = before.split("\n")
  const b = after.split("\n")
  return b.length === a.length ? b.filter((line, i) => line !== a[i]) : b
}

/** The pictures a content file names ("../images/blog/cover-03.jpg" from an article), as paths relative to data/. */
export const picturesOf = (rel: string): string[] => [
  ...new Set(
    [
      ...repoFile(rel)
        .toString("utf8")
        .matchAll(/"\.\.?\/images\/([^"]+)"/g),
    ].map(([, file]) => `images/${file}`),
  ),
]

/** Every file of the editor's copy of data/, with its size: paths relative to data/. */
export async function folderListing(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async (name) => {
    const out: Record<string, number> = {}
    const walk = async (dir: FileSystemDirectoryHandle, rel: string): Promise<void> => {
      for await (const [entry, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        const child = rel ? `${rel}/${entry}` : entry
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, child)
        else out[child] = (await (handle as FileSystemFileHandle).getFile()).size
      }
    }
    await walk(await (await (await navigator.storage.getDirectory()).getDirectoryHandle(name)).getDirectoryHandle("data"), "")
    return out
  }, REPO)
}

/**
 * The repository's data/ as the editor left it: a copy of data/ in a new folder, with every content file of the
 * editor's folder in place of the repository's (those the editor deleted gone) and every picture it added or changed.
 * Pictures the editor's folder was not given stay as in the repository.
 */
export async function exportFolder(page: Page): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kaz-cms-"))
  const data = path.join(dir, "data")
  fs.cpSync(DATA_DIR, data, { recursive: true })
  // the project's src/ beside it, as in the project: the check of unused pictures reads it (tools/content/check-content.cjs)
  fs.symlinkSync(path.join(DATA_DIR, "..", "src"), path.join(dir, "src"), "dir")
  const listing = await folderListing(page)
  for (const rel of dataFiles().filter((f) => f.endsWith(".json")))
    if (!(rel in listing) && contentFiles().includes(rel)) fs.rmSync(path.join(data, rel))
  for (const [rel, size] of Object.entries(listing)) {
    const inRepo = path.join(DATA_DIR, rel)
    if (!rel.endsWith(".json") && fs.existsSync(inRepo) && fs.statSync(inRepo).size === size) continue
    const bytes = await folderFile(page, rel)
    if (!bytes) continue
    fs.mkdirSync(path.dirname(path.join(data, rel)), { recursive: true })
    fs.writeFileSync(path.join(data, rel), bytes)
  }
  return data
}

/** `npm run check:content` on the repository's data/ as the editor left it: its exit code and what it printed. */
export async function checkContentOfFolder(page: Page): Promise<{ code: number; output: string }> {
  const data = await exportFolder(page)
  const run = spawnSync(process.execPath, [path.join(__dirname, "..", "tools", "content", "check-content.cjs"), data], { encoding: "utf8" })
  fs.rmSync(path.dirname(data), { recursive: true, force: true })
  return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}` }
}
