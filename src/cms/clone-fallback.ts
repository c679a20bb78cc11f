/**
 * « Dupliquer » on a list item: Sveltia CMS (0.221) copies the item with `structuredClone`, and an item that holds a
 * list or an object of its own (a menu entry's sub-menu, a legal page's section with its paragraphs) holds it as the
 * form's reactive proxy, which the browser refuses to clone (DataCloneError): no copy is made, without a word. Where
 * the browser refuses, the value is copied as the plain data it is (arrays and plain objects, key by key; anything
 * else is still the browser's clone). Installed once in the editor's page (src/cms/cms.tsx).
 */

type Clone = typeof structuredClone

const isDataCloneError = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === "DataCloneError"

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** `native`, or where it refuses a value, a copy of that value's arrays and plain objects (shared parts stay shared). */
export function cloneFallingBackToData(native: Clone): Clone {
  return function clone<T>(value: T, options?: StructuredSerializeOptions): T {
    try {
      return native(value, options)
    } catch (error) {
      if (!isDataCloneError(error)) throw error
      const copies = new Map<object, unknown>()
      const copy = (v: unknown): unknown => {
        // (a function cannot be copied: the browser says so)
        if (typeof v !== "object" || v === null) return typeof v === "function" ? native(v) : v
        if (copies.has(v)) return copies.get(v)
        if (Array.isArray(v)) {
          const out: unknown[] = []
          copies.set(v, out)
          for (const item of v) out.push(copy(item))
          return out
        }
        if (!isPlainObject(v)) return native(v)
        const out: Record<string, unknown> = {}
        copies.set(v, out)
        for (const [key, item] of Object.entries(v)) out[key] = copy(item)
        return out
      }
      return copy(value) as T
    }
  } as Clone
}

/** Makes the page's `structuredClone` fall back to copying plain data (see above). */
export function installCloneFallback(win: { structuredClone: Clone }): void {
  win.structuredClone = cloneFallingBackToData(win.structuredClone.bind(win))
}
