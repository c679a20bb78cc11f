/**
 * The build cache's code digest (src/gatsby/build-cache.ts): what decides whether a kept result (a brochure, a
 * page's critical CSS) is still the one the code would make.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { buildCacheDir, codeDigest } from "../src/gatsby/build-cache"
import { criticalCssCodeDigest } from "../src/gatsby/overrides/critical-css"

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"))
const put = (root: string, rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}

describe("codeDigest", () => {
  it("changes with a source file, a file of a source folder and a package's version, and with nothing else", () => {
    const root = tmp()
    put(root, "src/one.ts", "1")
    put(root, "src/dir/a.ts", "a")
    put(root, "src/dir/sub/b.ts", "b")
    put(root, "src/other.ts", "x")
    put(root, "node_modules/lib/package.json", JSON.stringify({ version: "1.0.0" }))
    const digest = () => codeDigest(root, ["src/one.ts", "src/dir"], ["lib"])
    const before = digest()
    expect(digest()).toBe(before)
    for (const [rel, text] of [
      ["src/one.ts", "2"],
      ["src/dir/sub/b.ts", "c"],
      ["node_modules/lib/package.json", JSON.stringify({ version: "1.0.1" })],
    ]) {
      const old = fs.readFileSync(path.join(root, rel), "utf8")
      put(root, rel, text)
      expect({ rel, changed: digest() !== before }).toEqual({ rel, changed: true })
      put(root, rel, old)
    }
    put(root, "src/other.ts", "y")
    expect(digest()).toBe(before)
    // a new file in a source folder is code too
    put(root, "src/dir/new.ts", "n")
    expect(digest()).not.toBe(before)
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("keeps each result in a folder of Gatsby's .cache/, which publishing restores", () => {
    expect(buildCacheDir("/site", "critical-css")).toBe(path.join("/site", ".cache", "critical-css"))
  })

  it("reads the critical CSS's own code: the files it names exist, so an edit of them is seen", () => {
    const root = process.cwd()
    for (const rel of [
      "src/gatsby/overrides/critical-css.ts",
      "src/gatsby/overrides/hidden-elements.ts",
      "node_modules/beasties/package.json",
      "node_modules/postcss/package.json",
    ])
      expect({ rel, exists: fs.existsSync(path.join(root, rel)) }).toEqual({ rel, exists: true })
    expect(criticalCssCodeDigest(root)).not.toBe(codeDigest(root, [], ["beasties", "postcss"]))
  })
})
