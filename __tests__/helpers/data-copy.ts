import fs from "fs"
import os from "os"
import path from "path"

/** The repository's data/ folder. */
export const REAL_DATA = path.join(__dirname, "..", "..", "data")

/**
 * Copies data/'s JSON files to a new temporary folder (its pictures and videos linked, not copied), so a test can
 * break one file and run the content check on the copy. Returns the copy's data/ folder.
 */
export function copyData(prefix = "content-"): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), "data")
  const walk = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true })
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const src = path.join(from, entry.name)
      const dst = path.join(to, entry.name)
      if (entry.isDirectory()) {
        if (entry.name === "images" || entry.name === "videos") fs.symlinkSync(src, dst)
        else walk(src, dst)
      } else fs.copyFileSync(src, dst)
    }
  }
  walk(REAL_DATA, dir)
  return dir
}
