/**
 * The rules of static/_headers that the build writes out for this build's files (src/gatsby/headers/write.ts).
 *
 * Netlify and Cloudflare Pages apply every rule whose pattern matches a path and join the values of a header that
 * several of them set, and `*` matches across slashes: a `/*` rule would also set the site's policy on the content
 * editor at /admin/, which needs its own. So the rules that are for the site only name its files:
 *
 * - `/{pages}`: every page of the site: `/`, the HTML files at the root, and each top-level folder that holds one,
 *   but /admin/. The policies there (Content-Security-Policy, Cross-Origin-Opener-Policy) act on documents only,
 *   so the fonts, icons, images, styles and page data a phone waits for before its first paint go without them
 *   (docs/performance.md).
 * - `/{root}<glob>`: each file at the root of public/ that matches the glob (`/{root}*.js`: the webpack bundles),
 *   not the editor's files below /admin/.
 */
import { ADMIN_DIR } from "../../lib/routes/paths"

/** A line of a _headers file that starts a rule: its path pattern (not indented, not a comment, not blank). */
export const isRuleLine = (line: string): boolean => line.trim() !== "" && !/^\s/.test(line) && !line.startsWith("#")

/** The top-level entries of public/ the placeholders expand to. */
export interface PublicTopLevel {
  /** the top-level folders that hold an HTML file, at any depth */
  pageDirs: string[]
  /** the files at the root */
  files: string[]
}

const globToRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  )

/** The concrete patterns one placeholder pattern stands for; a pattern without a placeholder stands for itself. */
export function expandPattern(pattern: string, top: PublicTopLevel): string[] {
  const sorted = { pageDirs: [...top.pageDirs].sort(), files: [...top.files].sort() }
  if (pattern === "/{pages}")
    return [
      "/",
      ...sorted.files.filter((f) => f.endsWith(".html")).map((f) => `/${f}`),
      ...sorted.pageDirs.filter((d) => d !== ADMIN_DIR).map((d) => `/${d}/*`),
    ]
  const root = /^\/\{root\}(.+)$/.exec(pattern)
  if (root) {
    const re = globToRegex(root[1])
    return sorted.files.filter((f) => re.test(f)).map((f) => `/${f}`)
  }
  if (pattern.includes("{")) throw new Error(`_headers: unknown placeholder in ${pattern} (known: /{pages}, /{root}<glob>)`)
  return [pattern]
}

/** The _headers text with every placeholder rule written out once per concrete pattern, comments and order kept. */
export function expandHeadersRules(text: string, top: PublicTopLevel): string {
  const out: string[] = []
  let block: { patterns: string[]; lines: string[] } | null = null
  const flush = () => {
    if (!block) return
    for (const p of block.patterns) out.push(p, ...block.lines)
    block = null
  }
  for (const line of text.split("\n")) {
    if (/^\s+\S/.test(line) && block) {
      block.lines.push(line)
      continue
    }
    flush()
    if (isRuleLine(line)) block = { patterns: expandPattern(line.trim(), top), lines: [] }
    else out.push(line)
  }
  flush()
  return out.join("\n")
}

/** How many path rules a _headers file has (Cloudflare Pages reads at most 100). */
export const countRules = (text: string): number => text.split("\n").filter(isRuleLine).length

/** Cloudflare Pages ignores the rules of a _headers file after the 100th. */
export const MAX_HEADER_RULES = 100
