/**
 * The e-mail addresses of a text, so that a page can keep each on one line: a browser breaks a line after a hyphen,
 * which cut « hello@kaz-/horizon.example » at 375 px. Pure: the component that renders them is
 * src/components/ui/WholeAddresses.tsx (a span that does not wrap, global.css `.whole-address`).
 */

/** An e-mail address: a local part, "@", then a domain of at least two labels. */
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi

export interface TextPart {
  text: string
  /** true for a part kept on one line (an e-mail address; a postal address's hyphenated word) */
  address: boolean
}

/** The text in order, cut around each match of `re` (a global expression): the matches are the parts kept whole. */
function splitAround(text: string, re: RegExp): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const m of text.matchAll(re)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), address: false })
    parts.push({ text: m[0], address: true })
    at = m.index + m[0].length
  }
  if (at < text.length || !parts.length) parts.push({ text: text.slice(at), address: false })
  return parts
}

/** The text in order, cut around each e-mail address; a text without one is one part. */
export const splitAddresses = (text: string): TextPart[] => splitAround(text, EMAIL)

/** A word with a hyphen (« outre-mer »): a postal address keeps it on one line, as a printed address would. */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/** A postal address's line cut around its hyphenated words (kept whole: « d'outre-/mer » cut at 375 px); the rest wraps. */
export const splitHyphenatedWords = (text: string): TextPart[] => splitAround(text, HYPHENATED)
