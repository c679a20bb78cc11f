/**
 * Keyword links inside article paragraphs, as data (the component turns segments into React nodes;
 * no HTML string is ever built, so text that looks like markup stays text).
 *
 * Rules: matching ignores case and keeps the text's own spelling; a keyword matches whole words only
 * ('cabin' does not match inside 'cabins'); every occurrence is linked; where keywords overlap, the
 * leftmost match wins, and at the same position the longest keyword wins.
 */

export interface KeywordLink {
  keyword: string
  href: string
}

export type KeywordSegment = { type: "text"; text: string } | { type: "link"; text: string; href: string; external: boolean }

/** Targets starting with http(s) open in a new tab; everything else is an internal link. */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href)

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Letters and digits in any script, so word boundaries work with accents (é) too. */
const WORD = "\\p{L}\\p{N}"

export function linkKeywords(text: string, links: readonly KeywordLink[] | null | undefined): KeywordSegment[] {
  const usable = (links ?? []).filter((l) => l && l.keyword && l.keyword.trim() !== "" && l.href)
  if (!text) return []
  if (usable.length === 0) return [{ type: "text", text }]

  // longest first so that, at one position, the alternation picks the longest keyword
  const sorted = [...usable].sort((a, b) => b.keyword.length - a.keyword.length)
  const hrefOf = new Map<string, string>()
  for (const l of sorted) {
    const k = l.keyword.trim().toLowerCase()
    if (!hrefOf.has(k)) hrefOf.set(k, l.href)
  }
  // no look-behind (older Safari lacks it): the character before a keyword is captured and kept as text
  const pattern = new RegExp(`(^|[^${WORD}])(${[...hrefOf.keys()].map((k) => escapeRegExp(k)).join("|")})(?![${WORD}])`, "giu")

  const out: KeywordSegment[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = (match.index ?? 0) + match[1].length
    const found = match[2]
    if (start > last) out.push({ type: "text", text: text.slice(last, start) })
    const href = hrefOf.get(found.toLowerCase())!
    out.push({ type: "link", text: found, href, external: isExternalHref(href) })
    last = start + found.length
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) })
  return out
}
