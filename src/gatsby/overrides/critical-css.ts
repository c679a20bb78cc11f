import crypto from "crypto"
import fs from "fs"
import path from "path"
import Beasties from "beasties"
import postcss, { type AtRule, type ChildNode, type Node as CssNode, type Root } from "postcss"
import { REST_CSS_ID } from "./bundles-after-paint"
import { withoutHiddenElements } from "./hidden-elements"
import { buildCacheDir, codeDigest } from "../build-cache"
import { isSlice, listSiteHtml } from "../post-build/site-pages"
import { assetNames, readWebpackStats, type WebpackStats } from "../post-build/webpack-stats"
import type { PostBuildStep } from "../post-build/steps"

/**
 * Critical CSS: each page inlines only the rules its server HTML can use (beasties, matched against the HTML the first
 * paint renders: not the subtrees of `hidden` elements, ./hidden-elements.ts), instead of Gatsby's copy of the whole
 * site's stylesheet. The rest of the sheet (only the rest: re-adding rules that match the page makes Chrome restyle
 * it) goes to public/page-css/<hash>.css, named by the page's <noscript id="gatsby-rest-css"> link, which the
 * after-first-paint loader (./bundles-after-paint.ts) adds before the bundles. Every @font-face stays inline, since a face
 * added after the first paint re-lays out the text; the font stacks are custom properties, which beasties' font option
 * cannot follow, so the faces are handled here. Measurements: docs/performance.md, "Each page inlines only its
 * critical CSS".
 */

/** Gatsby's inline copy of the site's stylesheet: `<style data-href="/styles.<hash>.css" data-identity="gatsby-global-css">`. */
const GLOBAL_STYLE_RE = /<style\b([^>]*\bdata-identity="gatsby-global-css"[^>]*)>([\s\S]*?)<\/style>/
const FONT_FACE_RE = /@font-face\s*\{[^}]*\}/g

/** The page's inline copy of the site's stylesheet: the sheet's URL and the CSS inlined now; null when it has none. */
export function globalStyleOf(html: string): { href: string; css: string } | null {
  const m = GLOBAL_STYLE_RE.exec(html)
  const href = m && /\bdata-href="([^"]+\.css)"/.exec(m[1])?.[1]
  return m && href ? { href, css: m[2] } : null
}

/**
 * The site's stylesheet of this build, as webpack's stats name it among the app's assets ("/styles.<hash>.css"),
 * or null when the stats are missing or name none.
 */
export function currentStylesheetHref(stats: WebpackStats | null): string | null {
  const name = assetNames(stats?.namedChunkGroups?.app).find((n) => /^styles\.[\w-]+\.css$/.test(n))
  return name ? `/${name}` : null
}

/** A stylesheet's @font-face rules (every page inlines them all) and the sheet without them. */
export function splitFontFaces(css: string): { faces: string[]; rest: string } {
  return { faces: css.match(FONT_FACE_RE) ?? [], rest: css.replace(FONT_FACE_RE, "") }
}

/**
 * The link to the page's rest of the CSS, right after the inline CSS: a visitor without JavaScript gets it, and the
 * after-first-paint loader reads its href (allowed by the policy's style-src 'self').
 */
export const noscriptStylesheet = (href: string): string =>
  `<noscript id="${REST_CSS_ID}"><link rel="stylesheet" href="${href}"/></noscript>`
const NOSCRIPT_RE = new RegExp(`<noscript id="${REST_CSS_ID}"><link rel="stylesheet" href="[^"]*"/></noscript>`)

/** Where a page's rest of the CSS is written: named by the hash of its text, so pages with the same rest share a file. */
export const restStylesheetHref = (css: string): string =>
  `/page-css/${crypto.createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`

const squeeze = (text: string): string => text.replace(/\s+/g, " ").trim()
/** The at-rules a node is nested in (`@media (min-width:768px)`), as one key. */
const contextOf = (node: CssNode): string => {
  const parts: string[] = []
  for (let p = node.parent; p && p.type === "atrule"; p = p.parent) parts.unshift(`@${(p as AtRule).name} ${squeeze((p as AtRule).params)}`)
  return parts.join(" ")
}
const isKeyframes = (node: CssNode): boolean => node.type === "atrule" && /keyframes$/i.test((node as AtRule).name)
const insideKeyframes = (node: CssNode): boolean => {
  for (let p = node.parent; p; p = p.parent) if (isKeyframes(p as CssNode)) return true
  return false
}
/** A key for a whole at-rule kept as a unit (@keyframes by name, @font-face by its declarations). */
const unitKey = (node: AtRule): string =>
  `${contextOf(node)}@${node.name} ${squeeze(node.params)}{${(node.nodes ?? [])
    .map((d) => (d.type === "decl" ? `${d.prop}:${squeeze(d.value)}` : ""))
    .join(";")}}`
const isUnit = (node: CssNode): boolean => isKeyframes(node) || (node.type === "atrule" && (node as AtRule).name === "font-face")

/**
 * The site's stylesheet less what a page inlines (`inlined`, a subset of it, as beasties wrote it): every rule with
 * the selectors the page did not inline, every @keyframes and @font-face it did not inline, the at-rules around
 * them. The page's inline CSS and its rest together hold every rule of the sheet.
 */
export function restOfStylesheet(full: string | Root, inlined: string): string {
  const kept = new Set<string>()
  postcss.parse(inlined).walk((node) => {
    if (node.type === "rule" && !insideKeyframes(node)) for (const sel of node.selectors) kept.add(`${contextOf(node)}|${squeeze(sel)}`)
    else if (isUnit(node)) kept.add(unitKey(node as AtRule))
  })
  const rest = typeof full === "string" ? postcss.parse(full) : full.clone()
  rest.walk((node) => {
    if (isUnit(node)) {
      if (kept.has(unitKey(node as AtRule))) node.remove()
    } else if (node.type === "rule" && !insideKeyframes(node)) {
      const left = node.selectors.filter((sel) => !kept.has(`${contextOf(node)}|${squeeze(sel)}`))
      if (!left.length) node.remove()
      else if (left.length < node.selectors.length) node.selectors = left
    }
  })
  // at-rules left empty (a media query all of whose rules were inlined)
  const empty = (n: ChildNode): boolean => n.type === "atrule" && !isUnit(n) && Array.isArray(n.nodes) && n.nodes.every(empty)
  rest.each((n) => {
    if (empty(n)) n.remove()
  })
  rest.walkAtRules((n) => {
    if (empty(n)) n.remove()
  })
  return rest.toString()
}

/**
 * A beasties that reduces the page's inline <style> to the rules its HTML can use and changes nothing else:
 *  - no external stylesheet is read and none is pruned (the full sheet stays whole: it is loaded after the first paint),
 *  - keyframes only when a kept rule names them; no @font-face (handled by inlineCriticalCss) and no font preload,
 *  - `allowRules`: beasties removes pseudo-classes with their arguments before matching, so a selector that starts
 *    with one (`:where(.Picture-module--wrapper)`, `:focus-visible`) has nothing left to match and would be dropped,
 *    although it may apply to any element: those are kept.
 * Its warnings (selectors it could not parse, whose rules are left out) go to `warn`.
 */
export function createBeasties(warn: (message: string) => void): Beasties {
  return new Beasties({
    external: false,
    pruneSource: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    keyframes: "critical",
    fonts: false,
    compress: true,
    allowRules: [/^:/],
    logger: { warn, error: warn },
    dedupeWarnings: "instance",
  })
}

/** The site's stylesheet, parsed once per build for every page's critical CSS and rest. */
export interface SiteSheet {
  fonts: ReturnType<typeof splitFontFaces>
  root: Root
}
export const siteSheet = (css: string): SiteSheet => ({ fonts: splitFontFaces(css), root: postcss.parse(css) })

/**
 * A page's critical CSS and its rest of the CSS, computed from the site's stylesheet (itself, so a page an earlier
 * build reduced gets the same result): beasties matches the stylesheet against the HTML the first paint renders (not
 * the subtrees of `hidden` elements, ./hidden-elements.ts). The costly part of the step (about 50 ms a page), which
 * the build's cache keeps (criticalCssKey). Null when the page has no inline copy of the stylesheet.
 */
export async function criticalCssOf(
  html: string,
  full: string | SiteSheet,
  beasties: Beasties,
): Promise<{ critical: string; rest: string } | null> {
  if (!globalStyleOf(html)) return null
  const { fonts, root } = typeof full === "string" ? siteSheet(full) : full
  const probe = withoutHiddenElements(html).replace(GLOBAL_STYLE_RE, (_m, attrs: string) => `<style${attrs}>${fonts.rest}</style>`)
  const reduced = globalStyleOf(await beasties.process(probe))?.css ?? ""
  const critical = fonts.faces.join("") + reduced
  return { critical, rest: restOfStylesheet(root, critical) }
}

/**
 * The page with its inline copy of the site's stylesheet replaced by `critical`, and the <noscript> link to its
 * `rest` after it. Only the <style> element's text changes and the link is added: the rest of the HTML is kept as it
 * is, byte for byte (beasties' own output is a re-serialised document). `href`, the URL of the site's stylesheet,
 * replaces the one the <style> element names when they differ (a page an earlier build wrote with an older sheet).
 */
export function withCriticalCss(html: string, critical: string, rest: string, href?: string): string {
  const style = globalStyleOf(html)
  if (!style) return html
  if (href && href !== style.href)
    html = html.replace(GLOBAL_STYLE_RE, (m) => m.replace(`data-href="${style.href}"`, `data-href="${href}"`))
  const noscript = noscriptStylesheet(restStylesheetHref(rest))
  const page = html.replace(NOSCRIPT_RE, "")
  return page.replace(GLOBAL_STYLE_RE, (_m, attrs: string) => `<style${attrs}>${critical}</style>${noscript}`)
}

/**
 * The page with its inline copy of the site's stylesheet reduced to its critical CSS and the link to its rest
 * (criticalCssOf, then withCriticalCss), and that rest (to be written where restStylesheetHref names it). Unchanged,
 * with no rest, when the page has no inline copy.
 */
export async function inlineCriticalCss(
  html: string,
  full: string | SiteSheet,
  beasties: Beasties,
  href?: string,
): Promise<{ html: string; rest: string | null }> {
  const out = await criticalCssOf(html, full, beasties)
  return out ? { html: withCriticalCss(html, out.critical, out.rest, href), rest: out.rest } : { html, rest: null }
}

/** The code whose edit changes a page's critical CSS: this module, the hidden-elements rule, beasties and postcss. */
export const criticalCssCodeDigest = (root: string): string =>
  codeDigest(root, ["src/gatsby/overrides/critical-css.ts", "src/gatsby/overrides/hidden-elements.ts"], ["beasties", "postcss"])

/** The key a page's critical CSS is kept under: the code (criticalCssCodeDigest), the site's stylesheet and the page's HTML. */
export const criticalCssKey = (code: string, sheetCss: string, html: string): string =>
  crypto.createHash("sha256").update(code).update("\0").update(sheetCss).update("\0").update(html).digest("hex")

/**
 * The critical CSS of the pages of the last build, kept in the build's cache (.cache/critical-css/, one file a page,
 * named by its key): a page Gatsby kept or rendered the same again gets it back instead of beasties' 50 ms. `keep`
 * removes the entries this build did not use.
 */
export function criticalCssCache(dir: string) {
  const used = new Set<string>()
  const file = (key: string) => path.join(dir, `${key}.json`)
  return {
    get(key: string): { critical: string; rest: string } | null {
      used.add(key)
      try {
        return JSON.parse(fs.readFileSync(file(key), "utf8")) as { critical: string; rest: string }
      } catch {
        return null
      }
    },
    set(key: string, value: { critical: string; rest: string }): void {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(file(key), JSON.stringify(value))
    },
    /** removes the entries no page of this build used */
    keep(): void {
      if (!fs.existsSync(dir)) return
      for (const name of fs.readdirSync(dir)) if (!used.has(name.replace(/\.json$/, ""))) fs.rmSync(path.join(dir, name), { force: true })
    },
  }
}

const kb = (chars: number): string => `${(chars / 1000).toFixed(1)} KB`
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/**
 * Reduces the inline CSS of every page of the site and writes each page's rest of the CSS to public/page-css/
 * (written anew by every build, from the full stylesheet), and records the stylesheet it split (ctx.fullStylesheet,
 * named by the HTML rewrites' report). Runs before the HTML rewrites, which hash the final pages for the
 * Content-Security-Policy. Every page inlines the stylesheet of this build (webpack.stats.json), also the pages
 * Gatsby kept from an earlier build with an older one. Fails when no page inlines the site's stylesheet (Gatsby's
 * markup has changed), when the stats name no stylesheet and the pages name different ones (the rests would be
 * computed from different sheets) or when the file is missing.
 */
export const criticalCssStep: PostBuildStep = {
  name: "critical CSS",
  run: async (ctx, reporter) => {
    if (ctx.inlineScriptHashes)
      throw new Error("the HTML rewrites have already hashed the pages: the critical CSS must be written before them")
    const pages = listSiteHtml(ctx.publicDir)
      .map((file) => ({ file, relative: path.relative(ctx.publicDir, file) }))
      .filter((p) => !isSlice(p.relative))
      .map((p) => ({ ...p, html: fs.readFileSync(p.file, "utf8") }))
    // each page with the stylesheet it inlines now (read once: pages are about 100 KB each)
    const withCss = pages.flatMap((p) => {
      const inlined = globalStyleOf(p.html)?.href
      return inlined ? [{ ...p, inlined }] : []
    })
    const hrefs = [...new Set(withCss.map((p) => p.inlined))]
    if (!hrefs.length)
      throw new Error(
        `none of the ${pages.length} pages inlines the site's stylesheet (<style data-href="…" data-identity="gatsby-global-css">): Gatsby's markup has changed; update globalStyleOf in src/gatsby/overrides/critical-css.ts`,
      )
    // Gatsby builds a page's HTML again only when its data or its markup changed: after an edit of CSS alone it
    // keeps every page, with the old stylesheet inline. The stylesheet this build made is the one inlined then.
    const current = currentStylesheetHref(readWebpackStats(ctx.publicDir))
    if (!current && hrefs.length > 1)
      throw new Error(
        `the pages inline ${hrefs.length} different stylesheets (${hrefs.join(", ")}), and the after-first-paint loader adds one to every page: \`npm run clean\` and build again`,
      )
    const href = current ?? hrefs[0]
    const stale = withCss.filter((p) => p.inlined !== href).length
    const sheetFile = path.join(ctx.publicDir, ...href.split("/").filter(Boolean))
    if (!fs.existsSync(sheetFile)) throw new Error(`the pages inline ${href}, but public${href} is missing`)
    const fullCss = fs.readFileSync(sheetFile, "utf8")
    const sheet = siteSheet(fullCss)

    const warnings = new Set<string>()
    const beasties = createBeasties((message) => warnings.add(message))
    const sizes: { relative: string; chars: number; rest: number }[] = []
    const restDir = path.join(ctx.publicDir, "page-css")
    fs.rmSync(restDir, { recursive: true, force: true })
    fs.mkdirSync(restDir, { recursive: true })
    const restFiles = new Set<string>()
    // the project's root: public/'s folder, where the cache and the step's code are
    const root = path.dirname(ctx.publicDir)
    const cache = criticalCssCache(buildCacheDir(root, "critical-css"))
    const code = criticalCssCodeDigest(root)
    let kept = 0
    for (const page of withCss) {
      const key = criticalCssKey(code, fullCss, page.html)
      let css = cache.get(key)
      if (css) kept++
      else cache.set(key, (css = (await criticalCssOf(page.html, sheet, beasties))!))
      const html = withCriticalCss(page.html, css.critical, css.rest, href)
      if (html !== page.html) fs.writeFileSync(page.file, html)
      const restHref = restStylesheetHref(css.rest)
      if (!restFiles.has(restHref)) fs.writeFileSync(path.join(ctx.publicDir, ...restHref.split("/").filter(Boolean)), css.rest)
      restFiles.add(restHref)
      sizes.push({ relative: page.relative, chars: css.critical.length, rest: css.rest.length })
    }
    cache.keep()
    for (const message of warnings) reporter.warn(`critical CSS: ${message}`)
    const inlining = new Set(withCss.map((p) => p.file))
    const without = pages.filter((p) => !inlining.has(p.file)).map((p) => p.relative)
    if (without.length)
      reporter.warn(`critical CSS: ${without.length} pages do not inline the site's stylesheet: ${without.slice(0, 5).join(", ")}`)
    ctx.fullStylesheet = href

    const largest = sizes.reduce((a, b) => (b.chars > a.chars ? b : a))
    return (
      (stale ? `${stale} pages Gatsby kept from an earlier build inlined an older stylesheet: now ${href}; ` : "") +
      `${sizes.length} pages, inline CSS ${kb(fullCss.length)} -> median ${kb(median(sizes.map((s) => s.chars)))} ` +
      `(largest ${kb(largest.chars)}, ${largest.relative}); the rest of ${href} (median ${kb(median(sizes.map((s) => s.rest)))}, ` +
      `in ${restFiles.size} files of page-css/) added by the after-first-paint loader (and a <noscript> link); ` +
      `${kept} pages' critical CSS kept from the last build (.cache/critical-css/)`
    )
  },
}
