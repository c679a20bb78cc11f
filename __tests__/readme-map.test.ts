/**
 * README.md stays a short entry point whose map of the repository is true: every path its "Where things are" section
 * names in backticks exists (a folder moved or renamed fails here), and the file stays under MAX_README_BYTES
 * (the detail belongs in docs/).
 */
import fs from "fs"
import path from "path"

const root = path.join(__dirname, "..")
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8")

/** README.md's size limit, in bytes. */
const MAX_README_BYTES = 14_000
/** The heading of the map. */
const MAP_HEADING = "## Where things are"

/** The text of a level-2 section of a Markdown document, without its heading; null when there is no such section. */
function sectionOf(markdown: string, heading: string): string | null {
  const lines = markdown.split("\n")
  const start = lines.findIndex((line) => line.trim() === heading)
  if (start < 0) return null
  const end = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line))
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n")
}

/** The paths a text names in backticks: every code span without whitespace (a span with a space is a command). */
function backtickedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).filter((span) => !/\s/.test(span))
}

const map = sectionOf(readme, MAP_HEADING)
const paths = map === null ? [] : [...new Set(backtickedPaths(map))]

describe("README.md", () => {
  it(`is at most ${MAX_README_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme, "utf8")).toBeLessThanOrEqual(MAX_README_BYTES)
  })

  it(`has a "${MAP_HEADING}" section that names the repository's folders`, () => {
    expect(map).not.toBeNull()
    expect(paths.length).toBeGreaterThanOrEqual(20)
    for (const folder of ["data/", "src/", "tools/", "__tests__/", "e2e/", "docs/"])
      expect(paths.some((p) => p === folder || p.startsWith(folder))).toBe(true)
  })

  it.each(paths)("names %s, which exists", (named) => {
    const target = path.join(root, named)
    expect(fs.existsSync(target)).toBe(true)
    // a name written as a folder (trailing slash) is a folder
    if (named.endsWith("/")) expect(fs.statSync(target).isDirectory()).toBe(true)
  })
})

describe("backtickedPaths", () => {
  it("keeps the spans without whitespace and skips commands", () => {
    expect(backtickedPaths("- `src/lib/` — logic (`npm run x`), see `src/lib/routes/routes.ts`")).toEqual([
      "src/lib/",
      "src/lib/routes/routes.ts",
    ])
  })

  it("reads only the named section", () => {
    const doc = "# T\n\n## A\n\n`a/`\n\n## Where things are\n\n- `b/`\n### sub\n- `c/`\n\n## D\n\n`d/`\n"
    expect(backtickedPaths(sectionOf(doc, MAP_HEADING) ?? "")).toEqual(["b/", "c/"])
  })
})
