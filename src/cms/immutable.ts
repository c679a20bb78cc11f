/** What the editor's code reads of its entries (Immutable maps): one key or one path. */
export interface ImmutableLike {
  get(key: string): unknown
  getIn(path: string[]): unknown
}

/** An Immutable value as plain data (the editor hands entries and their fields as Immutable maps and lists). */
export const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS: () => unknown }).toJS() : value
