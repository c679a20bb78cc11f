import type { CmsField } from "../content-model/cms-config"
import { isRecord } from "./as-written"

/**
 * A picture picked in the editor's whole library (« Ressources globales ») is written from the library's root as the
 * site serves it: "/images/hero/hero-1.jpg". The build reads pictures from their content file ("../images/…" from
 * data/blog/, "./images/…" from data/home.en.json) and would refuse it as missing. The `preSave` listener
 * (src/cms/cms.tsx) rewrites such a value from the file before the checks and the save. Pure.
 */

/** The library's root as the editor writes a picked picture (cms-config.ts: the root `public_folder`). */
export const LIBRARY_ROOT = "/images/"

export interface PictureFix {
  /** where the value is in the entry's data: keys and list positions */
  path: Array<string | number>
  /** what the file must hold: the picture written from the content file */
  value: string
}

/**
 * The picture fields of `data` (along the editor's `fields`) that hold a picture picked from the whole library, with
 * the value written from the content file: `fromFile` is the library seen from it ("../images/" or "./images/").
 */
export function libraryPictureFixes(
  data: unknown,
  fields: readonly CmsField[],
  fromFile: string,
  at: Array<string | number> = [],
): PictureFix[] {
  if (!isRecord(data)) return []
  return fields.flatMap((field) => fixesIn(data[field.name], field, fromFile, [...at, field.name]))
}

function fixesIn(value: unknown, field: CmsField, fromFile: string, at: Array<string | number>): PictureFix[] {
  if (field.widget === "image" || field.widget === "file")
    return typeof value === "string" && value.startsWith(LIBRARY_ROOT)
      ? [{ path: at, value: fromFile + value.slice(LIBRARY_ROOT.length) }]
      : []
  if (field.widget === "object" && field.fields) return libraryPictureFixes(value, field.fields, fromFile, at)
  if (field.widget !== "list" || !Array.isArray(value)) return []
  return value.flatMap((item, i) => {
    if (field.types && isRecord(item)) {
      const variant = field.types.find((t) => t.name === item[field.typeKey ?? "type"])
      return libraryPictureFixes(item, variant?.fields ?? [], fromFile, [...at, i])
    }
    if (field.fields) return libraryPictureFixes(item, field.fields, fromFile, [...at, i])
    return field.field ? fixesIn(item, field.field, fromFile, [...at, i]) : []
  })
}

/** `data` with the fixes made (a copy; `data` is left as it is). */
export function withFixes<T>(data: T, fixes: readonly PictureFix[]): T {
  if (!fixes.length) return data
  const copy = JSON.parse(JSON.stringify(data)) as unknown // entry data is JSON
  for (const { path, value } of fixes) {
    let at = copy as Record<string | number, unknown>
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
    at[path[path.length - 1]] = value
  }
  return copy as T
}
