/** What the editor's code reads of its entries (Immutable maps): one key or one path. */
export interface ImmutableLike {
  get(key: string): unknown
  getIn(path: string[]): unknown
}

/** An Immutable value as plain data (the editor hands entries and their fields as Immutable maps and lists). */
export const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS: () => unknown }).toJS() : value

/**
 * An entry's data as its file will be written: the editor hands an optional field the file does not have as `""`
 * (or null) and leaves it out only when it writes the file (`omit_empty_optional_fields`), so the build's checks
 * would take every absent optional field for an empty or wrong one. Empty values are left out, and a group left
 * empty by that too; list items stay where they are.
 */
export function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? asWritten(item) : item))
  if (!value || typeof value !== "object") return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (field === "" || field === null || field === undefined) continue
    const written = asWritten(field)
    if (written && typeof written === "object" && !Array.isArray(written) && !Object.keys(written).length) continue
    out[key] = written
  }
  return out
}
