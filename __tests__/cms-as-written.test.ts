import fs from "fs"
import path from "path"
import { asWritten, entryFields } from "../src/cms/as-written"
import { cmsConfig, withoutUnsetFlags, type CmsField } from "../src/content-model/cms-config"
import { kindOf } from "../src/content-model"
import { splitLangFile } from "../src/lib/content/content-i18n"

const config = cmsConfig()
const dataDir = path.join(__dirname, "..", "data")

/** Every content file of data/, as paths relative to it. */
const contentFiles = (dir = dataDir, rel = ""): string[] =>
  fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) return child === "images" || child === "videos" ? [] : contentFiles(dir, child)
    return e.name.endsWith(".json") ? [child] : []
  })

let itemIds = 0
/** What the editor holds for a field the file does not have (Sveltia CMS fills each one in as it opens an entry). */
function emptyOf(field: CmsField, translation: boolean): unknown {
  if (field.widget === "list") return []
  if (field.widget === "boolean") return false
  if (field.widget === "object") return inMemory({}, field.fields ?? [], translation)
  return ""
}
/**
 * The editor's memory of a file's data: every field of its configuration present (on a translation's side of an item,
 * the translated ones only), every list item with its own id.
 */
function inMemory(data: Record<string, unknown>, fields: CmsField[], translation = false): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data }
  for (const field of fields) {
    if (translation && field.i18n === false) continue
    const value = data[field.name]
    if (value === undefined) {
      out[field.name] = emptyOf(field, translation)
      continue
    }
    if (field.widget === "object" && value && typeof value === "object")
      out[field.name] = inMemory(value as Record<string, unknown>, field.fields ?? [], translation)
    if (field.widget === "list" && Array.isArray(value))
      out[field.name] = value.map((item) => {
        if (!item || typeof item !== "object") return item
        const record = item as Record<string, unknown>
        const variant = field.types?.find((t) => t.name === record[field.typeKey ?? "type"])
        return { ...inMemory(record, variant?.fields ?? field.fields ?? [], translation), __sc_item_id: `id-${++itemIds}` }
      })
  }
  return out
}

/** The editor's fields of a content file (data/<rel>), in English or in its translation. */
const fieldsOf = (rel: string): CmsField[] => {
  const base = splitLangFile(rel).base
  const collection = config.collections.find(
    (c) =>
      c.folder === `data/${path.dirname(base)}` || c.files?.some((f) => f.file === `data/${base.replace(/\.json$/, ".{{locale}}.json")}`),
  )!
  return entryFields(config.collections, collection.name, `data/${rel}`)
}

describe("an entry's data as the editor writes it, from what it holds in memory", () => {
  it.each(contentFiles())("data/%s: the editor's memory of the file, written, is the file", (rel) => {
    const doc = JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"))
    const kind = kindOf(splitLangFile(rel).base)!
    // a translation, edited side by side with its English file
    const translation = splitLangFile(rel).lang !== "en"
    const memory = inMemory(doc, fieldsOf(rel), translation)
    expect(withoutUnsetFlags(asWritten(memory, fieldsOf(rel)), kind.schema)).toEqual(doc)
  })

  it("leaves out the editor's item ids and the empty optional fields, at every depth; keeps a required field's empty value", () => {
    const fields: CmsField[] = [
      { name: "title", label: "Title", widget: "string" },
      { name: "slug", label: "Slug", widget: "string", required: false },
      { name: "seo", label: "SEO", widget: "object", fields: [{ name: "title", label: "T", widget: "string", required: false }] },
      { name: "sizes", label: "Sizes", widget: "list", required: false, field: { name: "sizes", label: "S", widget: "number" } },
      {
        name: "content",
        label: "Content",
        widget: "list",
        typeKey: "type",
        types: [
          { name: "image", label: "Image", widget: "object", fields: [{ name: "caption", label: "C", widget: "string", required: false }] },
        ],
      },
    ]
    expect(
      asWritten(
        {
          title: "",
          slug: "",
          seo: { title: null },
          sizes: [],
          content: [{ type: "image", caption: "", __sc_item_id: "a" }],
          unknown: { x: 1, __sc_item_id: "b" },
        },
        fields,
      ),
    ).toEqual({ title: "", content: [{ type: "image" }], unknown: { x: 1 } })
  })

  it("keeps false and 0, which are values", () => {
    const fields: CmsField[] = [
      { name: "loop", label: "Loop", widget: "boolean", required: false },
      { name: "count", label: "Count", widget: "number", required: false },
    ]
    expect(asWritten({ loop: false, count: 0 }, fields)).toEqual({ loop: false, count: 0 })
  })
})
