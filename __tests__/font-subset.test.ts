/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import * as fontkit from "fontkit"
import { KEPT_LAYOUT_FEATURES, LATIN_SUBSET_TEXT, LATIN_SUBSET_UNICODE_RANGE } from "../tools/fonts/lib/font-subset.mjs"

const root = path.join(__dirname, "..")

function codePointsOfRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(",").map((p) => p.trim().replace(/^U\+/, ""))) {
    const [from, to = from] = part.split("-").map((h) => parseInt(h, 16))
    for (let c = from; c <= to; c++) points.add(c)
  }
  return points
}

/** The files under `dir` whose names end with `ext`, at any depth. */
function filesEndingWith(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return filesEndingWith(p, ext)
    return e.name.endsWith(ext) ? [p] : []
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
    for (const file of filesEndingWith(path.join(root, "data"), ".json")) {
      for (const ch of fs.readFileSync(file, "utf8")) {
        const cp = ch.codePointAt(0)!
        if (cp >= 0x20 && !subset.has(cp)) missing.set(ch, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})

/** The GSUB and GPOS feature tags of a font file. */
function layoutFeatures(file: string): Set<string> {
  const font = fontkit.openSync(file) as unknown as {
    GSUB?: { featureList: { tag: string }[] }
    GPOS?: { featureList: { tag: string }[] }
  }
  return new Set([...(font.GSUB?.featureList ?? []), ...(font.GPOS?.featureList ?? [])].map((f) => f.tag))
}

describe("the subsets' OpenType features", () => {
  it("are only those a browser applies by itself (KEPT_LAYOUT_FEATURES)", () => {
    for (const file of ["inter-latin-400-700.woff2", "fraunces-latin-600.woff2"]) {
      const extra = [...layoutFeatures(path.join(root, "static/fonts", file))].filter((tag) => !KEPT_LAYOUT_FEATURES.includes(tag))
      expect({ file, extra }).toEqual({ file, extra: [] })
    }
    expect(layoutFeatures(path.join(root, "static/fonts/inter-latin-400-700.woff2"))).toEqual(new Set(["calt", "locl", "kern"]))
  })

  it("cover what the CSS asks for: the one font-variant declaration is on the display face, which has no such feature at all", () => {
    const declarations = filesEndingWith(path.join(root, "src"), ".css").flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/(font-variant(?:-[a-z]+)?|font-feature-settings)\s*:\s*([^;}]+)/g)].map(
        (m) => `${path.relative(root, file)}: ${m[1]}: ${m[2].trim()}`,
      ),
    )
    // a new declaration turns on features the subsets may have dropped: add them to KEPT_LAYOUT_FEATURES, run
    // `npm run fonts`, and list the declaration here
    expect(declarations).toEqual(["src/components/home/Home.module.css: font-variant-numeric: tabular-nums"])
    const css = fs.readFileSync(path.join(root, "src/components/home/Home.module.css"), "utf8")
    expect(/\.statValue \{[^}]*font-family: var\(--f-display\);[^}]*font-variant-numeric: tabular-nums;/.exec(css)).not.toBeNull()
    const published = path.join(root, "node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2")
    expect(layoutFeatures(published).has("tnum")).toBe(false)
  })
})
