/**
 * The folders of src/ are floors: a module imports from its own floor or the floors below, never from one above
 * (issue 59: "no import runs upward"). The order, from the bottom: the words, pure logic, the content model, React
 * hooks, components, the pages and templates, the editor, the Gatsby glue. Type-only imports count too: a type
 * that a lower floor needs belongs on that floor. Imports are read with TypeScript's own pre-parser.
 */
import fs from "fs"
import path from "path"
import ts from "typescript"

const FLOORS: readonly (readonly string[])[] = [
  ["i18n"],
  ["lib"],
  ["content-model"],
  ["hooks"],
  ["components"],
  ["pages", "templates"],
  ["cms"],
  ["gatsby"],
]

const SRC = path.join(__dirname, "..", "src")
const floorOf = (room: string): number => FLOORS.findIndex((rooms) => rooms.includes(room))

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(p)
    return /\.(tsx?|cjs|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [p] : []
  })

/** The room (first folder under src/) a path is in, or null for a file at src/'s root or outside src/. */
const roomOf = (file: string): string | null => {
  const parts = path.relative(SRC, file).split(path.sep)
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null
}

/** Every relative import of a module (static, dynamic, re-exports, require) as "<from room> -> <to room>: file". */
function upwardImports(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const from = roomOf(file)
  if (from === null) return []
  const { importedFiles } = ts.preProcessFile(text, true, true)
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith("."))
    .flatMap(({ fileName }) => {
      const to = roomOf(path.resolve(path.dirname(file), fileName))
      if (to === null || to === from || floorOf(to) <= floorOf(from)) return []
      return [`${path.relative(SRC, file)} imports ${fileName} (${from} -> ${to})`]
    })
}

describe("the floors of src/", () => {
  const files = sourceFiles(SRC)
  const rooms = [...new Set(files.map(roomOf).filter((r): r is string => r !== null))].sort()

  test("every folder of src/ with modules is on a floor", () => {
    // types/ and styles/ hold declarations and stylesheets, no modules
    expect(rooms.filter((room) => floorOf(room) < 0)).toEqual([])
  })

  test("no module imports from a floor above its own", () => {
    expect(files.flatMap((file) => upwardImports(file))).toEqual([])
  })

  test("the check sees an upward import", () => {
    // a module of lib/ importing a component, a dynamic import and a re-export (never written to disk)
    const probe = path.join(SRC, "lib", "ui", "probe.ts")
    const text = 'import type { X } from "../../components/x"\nexport { Z } from "../../gatsby/z"\nconst w = () => import("../../cms/w")\n'
    expect(upwardImports(probe, text)).toEqual([
      "lib/ui/probe.ts imports ../../components/x (lib -> components)",
      "lib/ui/probe.ts imports ../../gatsby/z (lib -> gatsby)",
      "lib/ui/probe.ts imports ../../cms/w (lib -> cms)",
    ])
  })
})
