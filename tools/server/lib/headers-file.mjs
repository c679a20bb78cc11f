/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages format): a path pattern on its own line,
 * then indented `Name: value` lines. `*` in a pattern matches any run of characters (line breaks included),
 * `:name` any run without a slash.
 * Every matching rule applies, in file order; a later rule's value for the same header wins.
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, regex: RegExp, headers: Record<string, string> }[]} */
  const rules = []
  let current = null
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), regex: patternToRegex(raw.trim()), headers: {} }
      rules.push(current)
      continue
    }
    if (!current) throw new Error(`_headers: header line before any path: ${raw.trim()}`)
    const idx = raw.indexOf(":")
    if (idx < 0) throw new Error(`_headers: expected 'Name: value', found: ${raw.trim()}`)
    current.headers[raw.slice(0, idx).trim()] = raw.slice(idx + 1).trim()
  }
  return rules
}

/**
 * `*` is `.*` with the `s` flag: it matches any character, line breaks included (a decoded `%0a`, `%0d`, U+2028 or
 * U+2029 in a request path), so a path that holds one still gets the headers of every rule that applies to it.
 */
const patternToRegex = (pattern) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+"))
      .join(".*")}$`,
    "s",
  )

/**
 * The headers that apply to a request path.
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  const out = {}
  for (const rule of rules) if (rule.regex.test(pathname)) Object.assign(out, rule.headers)
  return out
}
