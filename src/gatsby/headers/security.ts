import crypto from "crypto"
import { ADMIN_DIR } from "../../lib/routes/paths"
import { isRuleLine } from "./rules"

/**
 * Content-Security-Policy for Gatsby's inline scripts.
 *
 * The built pages carry two small inline scripts: Gatsby's page path (made the same text on every page, below) and
 * the after-paint loader (../overrides/bundles-after-paint.ts); the build moves Gatsby's chunk mapping and
 * compilation hash to a file (../overrides/build-data-file.ts). Rather than allowing 'unsafe-inline' for scripts, onPostBuild reads every
 * built HTML file, hashes each inline script (SHA-256, as CSP Level 2 defines) and adds the hashes to the
 * script-src of public/_headers. JSON-LD blocks are data, not executed, and need no hash.
 */

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"])

const attr = (attrs: string, name: string): string | null => {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attrs)
  if (!m) return null
  return m[2] ?? m[3] ?? m[4] ?? ""
}

/** The contents of the inline, executable scripts of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1] ?? ""
    if (attr(attrs, "src") !== null) continue
    const type = (attr(attrs, "type") ?? "").trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    if (m[2].length === 0) continue
    out.push(m[2])
  }
  return out
}

/** CSP source expression of a script body: 'sha256-<base64>'. */
export const cspHash = (script: string): string => `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`

/**
 * Adds sources to one directive of every Content-Security-Policy line of a _headers file, but the content editor's
 * (`/admin/…` rules: the content editor runs no inline script and talks to no e-mail service).
 * New sources are de-duplicated and sorted, so the same build gives the same file.
 */
export function addCspSources(headersText: string, directive: string, sources: Iterable<string>): string {
  const list = [...new Set(sources)].sort()
  if (!list.length) return headersText
  let pattern = ""
  return headersText
    .split("\n")
    .map((line) => {
      if (isRuleLine(line)) pattern = line.trim()
      const m = /^(\s+Content-Security-Policy:\s*)(.*)$/i.exec(line)
      if (!m || pattern.startsWith(`/${ADMIN_DIR}/`)) return line
      const [, head, policy] = m
      const directives = policy
        .split(";")
        .map((d) => d.trim())
        .filter(Boolean)
      const i = directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === directive)
      if (i < 0) throw new Error(`_headers: the Content-Security-Policy has no ${directive} directive to add sources to`)
      const existing = directives[i].split(/\s+/).slice(1)
      directives[i] = [directive, ...existing, ...list.filter((h) => !existing.includes(h))].join(" ")
      return `${head}${directives.join("; ")}`
    })
    .join("\n")
}

/** Adds hash sources to the script-src directive of every Content-Security-Policy line. */
export const addScriptHashes = (headersText: string, hashes: Iterable<string>): string => addCspSources(headersText, "script-src", hashes)

/**
 * The e-mail service's API origin when GATSBY_EMAILJS_ORIGIN points somewhere else than the default
 * (already in static/_headers) and than the site itself (covered by 'self'); null otherwise.
 */
export function extraConnectOrigin(emailOrigin: string | undefined): string | null {
  if (!emailOrigin?.trim()) return null
  let url: URL
  try {
    url = new URL(emailOrigin.trim())
  } catch {
    return null
  }
  if (url.protocol !== "https:" && url.hostname !== "127.0.0.1" && url.hostname !== "localhost") return null
  return url.origin === "https://api.emailjs.com" ? null : url.origin
}

/**
 * Gatsby writes `window.pagePath="<path>"` inline in every page, so each page would need its own hash and
 * the policy would grow with every page (Cloudflare Pages limits a _headers line to 2,000 characters).
 * This rewrites that script so its text is the same on every page: the path moves to a data attribute,
 * read back with document.currentScript. Same value, same moment (before the async bundles run).
 * Pages already rewritten, or with a script of another shape, are returned unchanged.
 */
const LOADER_RE =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");((?:window\.___webpackCompilationHash="[^"<]*";)?)\/\*\]\]>\*\/<\/script>/

const escapeAttr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

export function makePageLoaderConstant(html: string): string {
  return html.replace(LOADER_RE, (_m, pathJson: string, rest: string) => {
    const pagePath = JSON.parse(pathJson) as string
    return `<script id="gatsby-script-loader" data-page-path="${escapeAttr(pagePath)}">/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");${rest}/*]]>*/</script>`
  })
}

/**
 * The site's policy for a <meta> element: a response for an unknown path gets a 404 page, and no rule of _headers can
 * match every unknown path without matching the editor's /admin/ too (src/gatsby/headers/rules.ts), so the 404 pages
 * carry the policy themselves. `frame-ancestors` is dropped: browsers ignore it in a <meta> element (with a console
 * warning); X-Frame-Options: DENY, sent for every path, keeps the page out of frames.
 */
export const metaPolicy = (policy: string): string =>
  policy
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d && d.split(/\s+/)[0].toLowerCase() !== "frame-ancestors")
    .join("; ")

/**
 * A page with the policy in a <meta http-equiv> element right after its charset (which must stay in the first 1,024
 * bytes). A page that has one gets it replaced: Gatsby keeps a page's HTML from an earlier build when only the
 * bundles changed, and the element that build wrote names the hashes of its own inline scripts.
 */
export function addCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`
  const existing = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
  if (existing.test(html)) return html.replace(existing, () => meta)
  const charset = /<meta charSet="utf-8"\/?>/i
  if (charset.test(html)) return html.replace(charset, (m) => m + meta)
  return html.replace(/<head(\s[^>]*)?>/i, (m) => m + meta)
}

/** The site's Content-Security-Policy in a written-out _headers file: the first policy not under /admin/. */
export function sitePolicyOf(headersText: string): string | undefined {
  let pattern = ""
  for (const line of headersText.split("\n")) {
    if (isRuleLine(line)) pattern = line.trim()
    const m = /^\s+Content-Security-Policy:\s*(.*)$/i.exec(line)
    if (m && !pattern.startsWith(`/${ADMIN_DIR}/`)) return m[1]
  }
  return undefined
}
