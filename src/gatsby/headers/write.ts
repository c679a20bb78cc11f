import fs from "fs"
import path from "path"
import { addCspMeta, addCspSources, addScriptHashes, extraConnectOrigin, sitePolicyOf } from "./security"
import { listSiteHtml, notFoundPages } from "../post-build/site-pages"
import { countRules, expandHeadersRules, MAX_HEADER_RULES, type PublicTopLevel } from "./rules"
import type { PostBuildStep } from "../post-build/steps"

/** Cloudflare Pages ignores _headers lines longer than this. */
export const MAX_HEADER_LINE = 2000

/**
 * static/_headers written out for this build's files (src/gatsby/headers/rules.ts), with the inline-script hashes in
 * the site's script-src and, when set, the e-mail API's own origin in its connect-src.
 */
export function buildHeadersFile(source: string, hashes: Iterable<string>, emailOrigin: string | undefined, top: PublicTopLevel): string {
  const headers = addScriptHashes(expandHeadersRules(source, top), hashes)
  const origin = extraConnectOrigin(emailOrigin)
  return origin ? addCspSources(headers, "connect-src", [origin]) : headers
}

/** The top-level folders of public/ that hold a page of the site (of `html`, the site's HTML files, at any depth). */
export const pageFolders = (publicDir: string, html: readonly string[] = listSiteHtml(publicDir)): string[] => [
  ...new Set(
    html
      .map((file) => path.relative(publicDir, file).split(path.sep))
      .filter((parts) => parts.length > 1)
      .map((parts) => parts[0]),
  ),
]

/** The lines of a _headers file a static host would ignore: 1-based line number, header name and length. */
export const overlongLines = (headers: string): { line: number; name: string; length: number }[] =>
  headers
    .split("\n")
    .map((text, i) => ({ line: i + 1, name: text.trim().split(":")[0], length: text.length }))
    .filter((l) => l.length > MAX_HEADER_LINE)

/** public/_headers: static/_headers completed for this build. Fails when a line is too long for Cloudflare Pages. */
export const headersStep: PostBuildStep = {
  name: "_headers",
  run: ({ publicDir, staticDir, env, inlineScriptHashes }) => {
    const target = path.join(publicDir, "_headers")
    if (!fs.existsSync(target)) throw new Error("public/_headers is missing: static/_headers should have been copied into public/")
    if (!inlineScriptHashes) throw new Error("no inline-script hashes: the HTML rewrites step must run before _headers")
    const html = listSiteHtml(publicDir)
    const top = {
      pageDirs: pageFolders(publicDir, html),
      files: fs
        .readdirSync(publicDir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name),
    }
    const headers = buildHeadersFile(
      fs.readFileSync(path.join(staticDir, "_headers"), "utf8"),
      inlineScriptHashes,
      env.GATSBY_EMAILJS_ORIGIN,
      top,
    )
    const rules = countRules(headers)
    if (rules > MAX_HEADER_RULES)
      throw new Error(
        `public/_headers has ${rules} rules; Cloudflare Pages reads only the first ${MAX_HEADER_RULES}: merge rules in static/_headers (the /{pages} and /{root} rules are written once per top-level entry of public/; a public/ that kept the bundles of earlier builds has more: \`npm run clean\` removes them)`,
      )
    const [tooLong] = overlongLines(headers)
    if (tooLong)
      throw new Error(
        `line ${tooLong.line} of public/_headers (${tooLong.name}) is ${tooLong.length} characters long; Cloudflare Pages ignores lines over ${MAX_HEADER_LINE} characters, so the header would not be sent (${inlineScriptHashes.size} inline-script hashes: did a rewrite of the HTML stop matching?)`,
      )
    fs.writeFileSync(target, headers)
    // the not-found pages answer unknown paths, which no rule can name: they carry the site's policy themselves
    const policy = sitePolicyOf(headers)
    if (!policy) throw new Error("public/_headers has no Content-Security-Policy for the site's pages")
    const notFound = notFoundPages(publicDir, html)
    for (const file of notFound) fs.writeFileSync(file, addCspMeta(fs.readFileSync(file, "utf8"), policy))
    const longest = Math.max(...headers.split("\n").map((l) => l.length))
    return `wrote _headers (${rules} rules of ${MAX_HEADER_RULES}; ${inlineScriptHashes.size} inline-script hashes in script-src; longest line ${longest} of ${MAX_HEADER_LINE} characters) and the policy into ${notFound.length} not-found page(s)`
  },
}
