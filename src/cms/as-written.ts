import type { CmsField } from "../content-model/cms-config"
import { LANGS } from "../lib/content/content-i18n"

/**
 * An entry's data as the editor (Sveltia CMS) will write it, from the data it hands a `preSave` listener: the build's
 * checks must read the file, not the editor's memory (docs: /work/shared/design.md's known trap). In memory
 *
 * - every list item carries the editor's own key `__sc_item_id` (it never reaches the file);
 * - an optional field the file does not have is there as `""`, `null`, `[]` or `{}`: with
 *   `omit_empty_optional_fields` the editor leaves out a field its configuration does not require when it is empty;
 * - a required field is written whatever it holds (the editor's own validation refuses it empty before this).
 *
 * So the data is walked along the editor's own fields (src/content-model/cms-config.ts), as its writer does: internal
 * keys dropped, empty values of fields with `required: false` left out, a group left out once its fields are. A key
 * the configuration does not know is kept as it is (the build's check names it). Pure.
 */

/** The editor's internal keys on list items (`__sc_item_id`, …). */
const INTERNAL_KEY = /^__sc_\w+$/

/** A JSON object (not a list, not null): an entry's data, a group, a list item. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Empty as the editor's writer sees it: nothing, an empty text, an empty list or an empty group (false and 0 are values). */
export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === "" || (Array.isArray(v) && !v.length) || (isRecord(v) && !Object.keys(v).length)

/** One field's value as written. */
function writtenValue(value: unknown, field: CmsField): unknown {
  if (field.widget === "object" && field.fields) return isRecord(value) ? asWritten(value, field.fields) : value
  if (field.widget !== "list" || !Array.isArray(value)) return value
  return value.map((item) => {
    if (field.types && isRecord(item)) {
      const typeKey = field.typeKey ?? "type"
      const variant = field.types.find((t) => t.name === item[typeKey])
      return asWritten(item, [{ name: typeKey, label: typeKey, widget: "string" }, ...(variant?.fields ?? [])])
    }
    if (field.fields && isRecord(item)) return asWritten(item, field.fields)
    if (field.field) return writtenValue(item, field.field)
    return isRecord(item) ? withoutInternalKeys(item) : item
  })
}

/** A value the configuration does not describe: only the editor's keys taken out. */
function withoutInternalKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (INTERNAL_KEY.test(k) ? [] : [[k, withoutInternalKeys(v)]])))
}

/** `data` (an entry's, or a group's) as the editor writes it, along `fields`, the editor's fields at that level. */
export function asWritten(data: unknown, fields: readonly CmsField[]): Record<string, unknown> {
  if (!isRecord(data)) return {}
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (INTERNAL_KEY.test(key)) continue
    const field = fields.find((f) => f.name === key)
    if (!field) {
      // a group of the editor's own keys only (src/cms/french-names.ts) is nothing the file holds
      const kept = withoutInternalKeys(value)
      if (isRecord(value) && Object.keys(value).length && isEmptyValue(kept)) continue
      out[key] = kept
      continue
    }
    const written = writtenValue(value, field)
    // an optional field left empty; a group whose fields were all left out is not written either (the editor writes
    // each field of a group, never the group itself)
    if ((field.required === false || field.widget === "object") && isEmptyValue(written)) continue
    out[key] = written
  }
  return out
}

/** The editor's fields of an entry: its collection's, or, for a single file's entry, that file's (one of `data/home.{{locale}}.json`). */
export function entryFields(
  collections: ReadonlyArray<{ name: string; fields?: CmsField[]; files?: ReadonlyArray<{ file: string; fields: CmsField[] }> }>,
  collection: string,
  path: string,
): CmsField[] {
  const c = collections.find((x) => x.name === collection)
  if (!c) return []
  const file = path.replace(/^\//, "")
  return c.files?.find((f) => LANGS.some((lang) => f.file.replace("{{locale}}", lang) === file))?.fields ?? c.fields ?? []
}
