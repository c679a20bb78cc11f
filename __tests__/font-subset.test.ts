import fs from "fs"
import path from "path"
import { LATIN_SUBSET_TEXT, LATIN_SUBSET_UNICODE_RANGE } from "../scripts/lib/font-subset.mjs"

const root = path.join(__dirname, "..")

function codePointsOfRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(",").map((p) => p.trim().replace(/^U\+/, ""))) {
    const [from, to = from] = part.split("-").map((h) => parseInt(h, 16))
    for (let c = from; c <= to; c++) points.add(c)
  }
  return points
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return jsonFiles(p)
    return e.name.endsWith(".json") ? [p] : []
  })
}

describe("the Latin web-font subset", () => {
  const subset = new Set([...LATIN_SUBSET_TEXT].map((c) => c.codePointAt(0)!))

  it("the unicode-range names exactly the characters the subset keeps", () => {
    expect([...codePointsOfRange(LATIN_SUBSET_UNICODE_RANGE)].sort((a, b) => a - b)).toEqual([...subset].sort((a, b) => a - b))
  })

  it("global.css declares that unicode-range for the Latin Inter and Fraunces files", () => {
    const css = fs.readFileSync(path.join(root, "src/styles/global.css"), "utf8")
    for (const file of ["inter-latin-400-700.woff2", "fraunces-latin-600.woff2"]) {
      const face = new RegExp(`url\\("/fonts/${file}"\\)[^}]*unicode-range:([^;]+);`).exec(css)
      expect(face).not.toBeNull()
      expect(face![1].replace(/\s+/g, " ").trim()).toBe(LATIN_SUBSET_UNICODE_RANGE)
      expect(fs.existsSync(path.join(root, "static/fonts", file))).toBe(true)
    }
  })

  it("covers every character of the content files, so no copy falls back to another font", () => {
    const missing = new Map<string, string>()
    for (const file of jsonFiles(path.join(root, "data"))) {
      for (const ch of fs.readFileSync(file, "utf8")) {
        const cp = ch.codePointAt(0)!
        if (cp >= 0x20 && !subset.has(cp)) missing.set(ch, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
