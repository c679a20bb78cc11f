/**
 * The e-mail addresses of a text, so that a page can keep each on one line: a browser breaks a line after a hyphen,
 * which cut « hello@kaz-/horizon.example » at 375 px. Pure: the component that renders them is
 * src/components/ui/WholeAddresses.tsx (a span that does not wrap, global.css `.whole-address`).
 */

/** An e-mail address: a local part, "@", then a domain of at least two labels. */
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi

export interface TextPart {
  text: string
  /** true for an e-mail address, kept on one line */
  address: boolean
}

/** The text in order, cut around each e-mail address; a text without one is one part. */
export function splitAddresses(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const m of text.matchAll(EMAIL)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), address: false })
    parts.push({ text: m[0], address: true })
    at = m.index + m[0].length
  }
  if (at < text.length || !parts.length) parts.push({ text: text.slice(at), address: false })
  return parts
}
