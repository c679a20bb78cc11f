import fs from "node:fs"
import path from "node:path"
import { cmsCollectionName, cmsConfig, type CmsCollection, type CmsField } from "../src/content-model/cms-config"
import { CONTENT_KINDS } from "../src/content-model"
import type { Rule } from "../src/lib/content/content-schema"
import { DATA_DIR } from "./cms-folder"

/**
 * What the editor sweep (e2e/cms-sweep.spec.ts) does, worked out from the editor's configuration (generated from the
 * content model) and the files of data/: every entry of every collection, and every list field with an entry that
 * has items in it. New fields and collections of the model are in it as soon as they are in the configuration.
 */

/** One entry of the editor: its collection, its name in the editor's address, its files (relative to data/). */
export interface SweepEntry {
  collection: string
  entry: string
  /** the file its one word is changed in, and the field: a text of that file, by its key path */
  file: string
  word?: { keyPath: string; value: string }
  /** every file the entry is written to */
  files: string[]
}

/** One list field with an entry that has items in it, at a concrete path ("sections.2.images"). */
export interface SweepList {
  collection: string
  entry: string
  /** the list's key path in the editor ("sections.2.images"), and its pattern in the configuration ("sections.*.images") */
  keyPath: string
  pattern: string
  file: string
  /** the panes it is changed in: both languages for a translated list, English alone for a shared one */
  panes: Array<"en" | "fr">
  /** the model's bounds on its items (`min`, `max` of the editor's list): a list at its maximum takes no copy */
  min?: number
  max?: number
  items: number
}

const config = cmsConfig()

/**
 * A list inside (or itself) a list each language writes whole (a legal page's sections, adapted to each country):
 * it changes in one language without the other.
 */
function wholeInEachLanguage(collection: string, pattern: string): boolean {
  const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === collection)
  let rule: Rule | undefined = kind ? { kind: "object", fields: kind.schema } : undefined
  for (const part of pattern.split(".")) {
    if (!rule) return false
    if (rule.kind === "array" && rule.perLanguage) return true
    const variant = /^\*<(.+)>$/.exec(part)?.[1]
    if (part === "*" || variant) {
      const of: Rule | undefined = rule.kind === "array" ? (rule.of as Rule) : undefined
      if (of && of.kind === "union" && variant) rule = { kind: "object", fields: of.variants[variant] ?? {} }
      else rule = of
    } else rule = rule.kind === "object" ? (rule.fields[part] as Rule | undefined) : undefined
  }
  return rule?.kind === "array" && !!rule.perLanguage
}
const readJson = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(DATA_DIR, rel), "utf8"))
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** The first text of a file the editor shows in a one-line or a text field (no pattern: any word will do), by its key path. */
function firstText(data: unknown, fields: readonly CmsField[], base = ""): { keyPath: string; value: string } | undefined {
  if (!isRecord(data)) return undefined
  for (const field of fields) {
    const value = data[field.name]
    const keyPath = base ? `${base}.${field.name}` : field.name
    if ((field.widget === "string" || field.widget === "text") && !field.pattern && typeof value === "string" && value.trim())
      return { keyPath, value }
    if (field.widget === "object") {
      const found = firstText(value, field.fields ?? [], keyPath)
      if (found) return found
    }
  }
  // a file whose texts are all in lists (the menus, the ports): the first item's
  for (const field of fields) {
    const items = data[field.name]
    if (field.widget !== "list" || !Array.isArray(items) || !isRecord(items[0])) continue
    const variant = field.types?.find((t) => t.name === (items[0] as Record<string, unknown>)[field.typeKey ?? "type"])
    const found = firstText(items[0], variant?.fields ?? field.fields ?? [], `${base ? `${base}.` : ""}${field.name}.0`)
    if (found) return found
  }
  return undefined
}

/** A single file's English file, relative to data/: `data/home.{{locale}}.json` → `home.en.json`. */
const englishFile = (file: string) => file.replace(/^data\//, "").replace("{{locale}}", "en")

const itemFiles = (collection: CmsCollection) =>
  fs
    .readdirSync(path.join(DATA_DIR, collection.folder!.replace(/^data\//, "")))
    .filter((name) => name.endsWith(".en.json"))
    .map((name) => name.replace(/\.en\.json$/, ""))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))

/** Every entry of every collection. */
export function sweepEntries(): SweepEntry[] {
  const out: SweepEntry[] = []
  for (const collection of config.collections) {
    if (collection.folder) {
      const dir = collection.folder.replace(/^data\//, "")
      for (const slug of itemFiles(collection)) {
        const file = `${dir}/${slug}.en.json`
        out.push({
          collection: collection.name,
          entry: slug,
          file,
          word: firstText(readJson(file), collection.fields ?? []),
          files: [file, `${dir}/${slug}.fr.json`],
        })
      }
    }
    for (const single of collection.files ?? []) {
      const file = englishFile(single.file)
      out.push({
        collection: collection.name,
        entry: single.name,
        file,
        word: firstText(readJson(file), single.fields),
        files: [file, file.replace(/\.en\.json$/, ".fr.json")],
      })
    }
  }
  return out
}

/** Every list of a file's data along its fields, at its concrete paths, with the number of its items. */
function listsIn(
  data: unknown,
  fields: readonly CmsField[],
  base = "",
  pattern = "",
): Array<{ keyPath: string; pattern: string; field: CmsField; items: number }> {
  if (!isRecord(data)) return []
  const out: Array<{ keyPath: string; pattern: string; field: CmsField; items: number }> = []
  for (const field of fields) {
    const value = data[field.name]
    const keyPath = base ? `${base}.${field.name}` : field.name
    const pat = pattern ? `${pattern}.${field.name}` : field.name
    if (field.widget === "object") out.push(...listsIn(value, field.fields ?? [], keyPath, pat))
    if (field.widget !== "list" || !Array.isArray(value)) continue
    out.push({ keyPath, pattern: pat, field, items: value.length })
    value.forEach((item, i) => {
      const variant = field.types?.find((t) => isRecord(item) && t.name === item[field.typeKey ?? "type"])
      const itemFields = variant?.fields ?? field.fields
      if (itemFields) out.push(...listsIn(item, itemFields, `${keyPath}.${i}`, variant ? `${pat}.*<${variant.name}>` : `${pat}.*`))
    })
  }
  return out
}

/**
 * Every list field of the configuration, each at the first entry (in file order) where it has the most items up to
 * two (two let an item move), and the list patterns no entry has (to say so).
 */
export function sweepLists(): { lists: SweepList[]; absent: string[] } {
  const best = new Map<string, SweepList>()
  const every = new Set<string>()
  const consider = (list: SweepList) => {
    const key = `${list.collection} ${list.pattern}`
    const known = best.get(key)
    if (!known || (Math.min(known.items, 2) < Math.min(list.items, 2) && list.items > 0)) best.set(key, list)
  }
  for (const collection of config.collections) {
    const patterns = (fields: readonly CmsField[], base = ""): string[] =>
      fields.flatMap((f) => {
        const p = base ? `${base}.${f.name}` : f.name
        if (f.widget === "object") return patterns(f.fields ?? [], p)
        if (f.widget !== "list") return []
        return [p, ...(f.types ?? []).flatMap((t) => patterns(t.fields ?? [], `${p}.*<${t.name}>`)), ...patterns(f.fields ?? [], `${p}.*`)]
      })
    // each entry's English file and fields: an item of a folder, or a single file (`home.{{locale}}.json`)
    const dir = collection.folder?.replace(/^data\//, "")
    const sources = dir
      ? itemFiles(collection).map((slug) => ({ entry: slug, file: `${dir}/${slug}.en.json`, fields: collection.fields ?? [] }))
      : (collection.files ?? []).map((single) => ({ entry: single.name, file: englishFile(single.file), fields: single.fields }))
    for (const { fields } of sources) for (const p of patterns(fields)) every.add(`${collection.name} ${p}`)
    for (const { entry, file, fields } of sources)
      for (const list of listsIn(readJson(file), fields))
        consider({
          collection: collection.name,
          entry,
          keyPath: list.keyPath,
          pattern: list.pattern,
          file,
          // a translated list changes in both languages, at the same place; a shared one (planner sizes) or one
          // each language writes whole (a legal page's sections) in English alone
          panes: list.field.i18n && !wholeInEachLanguage(collection.name, list.pattern) ? ["en", "fr"] : ["en"],
          min: list.field.min,
          max: list.field.max,
          items: list.items,
        })
  }
  const lists = [...best.values()].filter((l) => l.items > 0)
  const covered = new Set([...best.entries()].filter(([, l]) => l.items > 0).map(([k]) => k))
  // a union's list pattern names its block type ("sections.*<gallery>.images"); the configuration's walk does too
  return { lists, absent: [...every].filter((k) => !covered.has(k)).sort() }
}

/** The sample CI runs (e2e/cms-sweep.spec.ts without CMS_SWEEP=full): one entry and one list of each kind. */
export const SAMPLE_ENTRIES = ["blog 3", "products apple-cabins", "site site", "home home"]
export const SAMPLE_LISTS = [
  "products options",
  "products planner.sizes",
  "blog content",
  "legal sections",
  "home hero",
  "navigation main.*.subItems",
]
