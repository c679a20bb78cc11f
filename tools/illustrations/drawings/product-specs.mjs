// The figures the plans print (dimensions, areas) read from the product data (data/products/*.en.json `specs`, and
// `planner` for a model sized by the visitor),
// so a drawing cannot drift from the page it illustrates.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const PRODUCTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "data", "products")

/** The spec value with `key` of data/products/<file>.en.json; throws when the product data lacks it. */
export function specValue(file, key) {
  const doc = JSON.parse(fs.readFileSync(path.join(PRODUCTS, `${file}.en.json`), "utf8"))
  const spec = (doc.specs ?? []).find((s) => s.key === key)
  if (!spec) throw new Error(`data/products/${file}.en.json: no spec with key "${key}" (the plan drawings read it)`)
  return spec.value
}

/** A field of the planner figures of data/products/<file>.en.json (`planner.floorArea`); throws when the product data lacks it. */
export function plannerValue(file, key) {
  const doc = JSON.parse(fs.readFileSync(path.join(PRODUCTS, `${file}.en.json`), "utf8"))
  const value = doc.planner?.[key]
  if (value === undefined || value === null) throw new Error(`data/products/${file}.en.json: no planner.${key} (the plan drawings read it)`)
  return value
}

/** "W6320*L5900*H2480" -> { W: 6320, L: 5900, H: 2480 } (millimetres) */
export function parseDims(value) {
  const m = /^W(\d+)\*L(\d+)\*H(\d+)$/.exec(value)
  if (!m) throw new Error(`"${value}" is not written like W6320*L5900*H2480`)
  return { W: Number(m[1]), L: Number(m[2]), H: Number(m[3]) }
}

/** "2270 mm" -> 2270 */
export function parseMm(value) {
  const m = /^(\d+) mm$/.exec(value)
  if (!m) throw new Error(`"${value}" is not written like 2270 mm`)
  return Number(m[1])
}

/** "36.54 m²" -> "36.54 m²" (checked); "13 m², 19.8 m² and 26 m²" -> ["13 m²", "19.8 m²", "26 m²"] */
export function parseAreas(value) {
  const areas = value.match(/\d+(?:\.\d+)? m²/g)
  if (!areas) throw new Error(`"${value}" names no area in m²`)
  return areas
}

/** The figures of one expandable model (20, 30 or 40) for its plan. */
export function expandableSpecs(model) {
  const file = `expandable-${model}ft`
  const ext = parseDims(specValue(file, "external"))
  const folded = parseDims(specValue(file, "folded"))
  const optional = (key) => {
    try {
      return specValue(file, key)
    } catch {
      return null
    }
  }
  const internal = optional("internal") && parseDims(optional("internal"))
  const side = optional("side") && parseMm(optional("side"))
  const internalSide = optional("internalSide") && parseMm(optional("internalSide"))
  const [area] = parseAreas(specValue(file, "area"))
  const mm = (d) => `W${d.W} × L${d.L} × H${d.H} mm`
  return { ext, folded, internal, side, internalSide, area, text: { ext: mm(ext), folded: mm(folded), internal: internal && mm(internal) } }
}
