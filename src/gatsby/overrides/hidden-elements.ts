/**
 * The server HTML without its `hidden` elements, for the critical-CSS step to match rules against
 * (src/gatsby/overrides/critical-css.ts): an element with the `hidden` attribute is not rendered at the first paint
 * (the browser's own `[hidden] { display: none }`), nor is anything inside it, so the rules only its subtree uses can
 * wait for the rest of the CSS, which the after-first-paint loader adds before the scripts that could show it
 * (the closed mobile drawer, the desktop menu's closed submenus, the tab panels not selected). Each component that
 * renders `hidden` keeps it in effect: its own `[hidden] { display: none }` rule where its class sets a display.
 *
 * The HTML is React's server output: double-quoted attribute values with `<`, `>` and `"` escaped, every element closed.
 */

/** Elements that have no content and no closing tag. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"])

/** An opening or closing tag: its slash, its name and its attributes. */
const TAG_RE = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g
/** One attribute of a tag: its name (and its value, skipped: a value may contain the word). */
const ATTR_RE = /\s+([^\s"'=<>/]+)(?:="[^"]*")?/g

const hasHiddenAttribute = (attrs: string): boolean => [...attrs.matchAll(ATTR_RE)].some((a) => a[1].toLowerCase() === "hidden")

/** The HTML with every element that carries the `hidden` attribute removed, with its content. */
export function withoutHiddenElements(html: string): string {
  let out = ""
  let from = 0
  TAG_RE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = TAG_RE.exec(html))) {
    const [tag, closing, rawName, attrs] = m
    const name = rawName.toLowerCase()
    if (closing || !hasHiddenAttribute(attrs)) continue
    const start = m.index
    let end = start + tag.length
    if (!VOID.has(name) && !tag.endsWith("/>")) {
      let depth = 1
      const inner = new RegExp(TAG_RE.source, "g")
      inner.lastIndex = end
      let n: RegExpExecArray | null
      while (depth && (n = inner.exec(html))) {
        if (n[2].toLowerCase() !== name || n[0].endsWith("/>")) continue
        depth += n[1] ? -1 : 1
        end = n.index + n[0].length
      }
      if (depth) throw new Error(`a <${name} hidden> element is not closed in the page's HTML (at character ${start})`)
    }
    out += html.slice(from, start)
    from = end
    TAG_RE.lastIndex = end
  }
  return out + html.slice(from)
}
