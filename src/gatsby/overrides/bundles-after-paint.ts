/**
 * Starts Gatsby's bundles after the first paint instead of during the parse of the HTML.
 *
 * Gatsby's `<script async>` tags ran the bundles (hydration is a long task) as soon as they arrived, often before the
 * first paint, on the critical path of the largest paint. They are replaced by one inline loader, the same text on
 * every page (one CSP hash), that waits for 'first-contentful-paint' (or 1 s after the load event where paint timing
 * is missing), then puts back the deferred pictures (./deferred-pictures.ts), adds the page's rest of the CSS named by
 * its <noscript id="gatsby-rest-css"> link (./critical-css.ts), preloads the bundles and adds their scripts one at a
 * time, each in a task of its own, so that no step is a long task. Same files, same order, still async. A script
 * that fails to load is removed: webpack, which reuses a script element of the same src for a chunk it imports,
 * would otherwise wait on that dead element for its 120 s timeout (the words' chunk, src/i18n/load-ui.ts); it now
 * asks again and, failing, reloads the page once (spec 8).
 * Measurements: docs/performance.md, "Bundles start after the first paint".
 */

import { RESTORE_DEFERRED_PICTURES } from "./deferred-pictures"

/** The id of the <noscript> element whose link names the page's rest-of-the-CSS stylesheet. */
export const REST_CSS_ID = "gatsby-rest-css"

const BUNDLE_TAG_RE = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g
const HAS_BUNDLE_TAG_RE = new RegExp(BUNDLE_TAG_RE.source)
const LOADER_ID = "gatsby-bundles-after-paint"
/**
 * The loader a build wrote, with the scripts it starts and each language's interface-words chunk (a page a previous
 * build rewrote, perhaps with another stylesheet).
 */
const LOADER_RE = new RegExp(
  `<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]<]*\\]),d=0;(?:var w=(\\{[^}<]*\\})\\[document\\.documentElement\\.lang\\];if\\(w\\)s\\.unshift\\(w\\);)?[^<]*<\\/script>`,
)

/** Each language's chunk of interface words (src/i18n/load-ui.ts), by the code of <html lang>: "/ui-fr-<hash>.js". */
export type WordsChunks = Readonly<Record<string, string>>

/** What a page's loader starts: the bundles, in order, and before them the chunk of the page's language's words. */
interface Loader {
  sources: readonly string[]
  words: WordsChunks
}

const readLoader = (m: RegExpExecArray): Loader => ({
  sources: JSON.parse(m[1]) as string[],
  words: m[2] ? (JSON.parse(m[2]) as WordsChunks) : {},
})

/**
 * The loader's text. With `words`, it starts first the chunk of the page's language (<html lang>): the app bundle's
 * onClientEntry imports it (src/i18n/load-ui.ts), and finds it installed. The same text on every page.
 */
export function loaderScript(sources: readonly string[], words: WordsChunks = {}): string {
  return (
    "(function(){var s=" +
    JSON.stringify(sources) +
    ",d=0;" +
    (Object.keys(words).length ? `var w=${JSON.stringify(words)}[document.documentElement.lang];if(w)s.unshift(w);` : "") +
    RESTORE_DEFERRED_PICTURES +
    'function go(){if(d)return;d=1;r(function(){setTimeout(start,0)})}function start(){var n=document.getElementById("' +
    REST_CSS_ID +
    '"),m=n&&/href="([^"]+)"/.exec(n.textContent||"");if(m){var l=document.createElement("link");l.rel="stylesheet";l.href=m[1];document.head.appendChild(l)}' +
    's.forEach(function(u){var p=document.createElement("link");p.rel="preload";p.setAttribute("as","script");p.href=u;document.head.appendChild(p)});setTimeout(add,0,0)}' +
    'function add(i){if(i>=s.length)return;var e=document.createElement("script");e.src=s[i];e.async=true;e.onload=function(){setTimeout(add,0,i+1)};e.onerror=function(){e.remove();setTimeout(add,0,i+1)};document.body.appendChild(e)}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}catch(x){}' +
    'addEventListener("load",function(){setTimeout(go,1000)})})()'
  )
}

const loaderTag = ({ sources, words }: Loader): string => `<script id="${LOADER_ID}">${loaderScript(sources, words)}</script>`

/** Whether the page starts its bundles after the first paint with exactly this loader (no bundle tag left). */
export function startsAfterFirstPaint(html: string): boolean {
  const m = LOADER_RE.exec(html)
  if (!m || HAS_BUNDLE_TAG_RE.test(html)) return false
  return m[0] === loaderTag(readLoader(m))
}

/**
 * The page with `src` first among the scripts its after-paint loader starts (the others after it, in their order);
 * unchanged when it has no loader.
 */
export function withFirstSource(html: string, src: string): string {
  const m = LOADER_RE.exec(html)
  if (!m) return html
  const loader = readLoader(m)
  return html.replace(m[0], () => loaderTag({ ...loader, sources: [src, ...loader.sources.filter((s) => s !== src)] }))
}

/** Whether the page's after-paint loader starts with a script whose path matches `re` (its words' chunk aside). */
export function startsWithSource(html: string, re: RegExp): boolean {
  const m = LOADER_RE.exec(html)
  return !!m && re.test(readLoader(m).sources[0] ?? "")
}

/** The page whose loader starts the chunk of its language's interface words; unchanged when it has no loader. */
export function withWordsChunks(html: string, words: WordsChunks): string {
  const m = LOADER_RE.exec(html)
  return m ? html.replace(m[0], () => loaderTag({ ...readLoader(m), words })) : html
}

/** Whether the page's loader starts exactly these chunks of interface words. */
export function startsWordsChunks(html: string, words: WordsChunks): boolean {
  const m = LOADER_RE.exec(html)
  return !!m && JSON.stringify(readLoader(m).words) === JSON.stringify(words)
}

/**
 * The page with its bundle tags replaced by the after-first-paint loader. A page that already has another loader
 * text (written by an earlier build, which a warm build keeps) gets this one, with the same scripts. Unchanged
 * when it has neither.
 */
export function startBundlesAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG_RE)].map((m) => m[1])
  if (!sources.length) {
    const m = LOADER_RE.exec(html)
    return m ? html.replace(m[0], () => loaderTag(readLoader(m))) : html
  }
  let first = true
  return html.replace(BUNDLE_TAG_RE, () => {
    if (!first) return ""
    first = false
    return loaderTag({ sources, words: {} })
  })
}
