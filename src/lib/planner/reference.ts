/**
 * The project's short reference, "KH-7Q4M": the name the buyer and the company share for a project, on the summary,
 * the print, the e-mail's subject and message. It is computed from the project's link (encodeProject, which gives the
 * same text for the same project), so the same project has the same reference in either language and after a reload,
 * and any change to the project gives another. Four characters read over the phone without doubt: no 0/O, 1/I/L.
 * Not a database key: two different projects share a reference once in about a million.
 */

/** The characters of a reference: digits and capitals that cannot be taken for one another. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

/** The characters after the prefix. */
export const REFERENCE_LENGTH = 4

/** The brand's initials, the reference's prefix: "Kaz Horizon" → "KH". */
export const brandInitials = (brand: string): string =>
  brand
    .split(/[\s-]+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join("")

/** FNV-1a, 32 bits: a small, well-spread hash of a text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The reference of a project from its link's query (encodeProject): "KH-7Q4M". */
export function projectReference(query: string, prefix: string): string {
  let hash = fnv1a(query)
  let code = ""
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[hash % REFERENCE_ALPHABET.length]
    hash = Math.floor(hash / REFERENCE_ALPHABET.length)
  }
  return `${prefix}-${code}`
}
