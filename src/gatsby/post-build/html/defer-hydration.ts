/**
 * Starts Gatsby's bundles after the first paint instead of during the parse of the HTML.
 *
 * Gatsby ends every page with `<script src="/…js" async>` tags for the webpack runtime, React and the app. They
 * download in parallel with the largest image and the fonts, and run (hydration is a long task) as soon as they
 * arrive, often before the browser has painted the server HTML. Measured with Lighthouse (mobile, simulated
 * throttling): the bundles landed before the first paint and sat on the critical path of the largest paint;
 * started after the first contentful paint, a service page's LCP went from 1.7-2.1 s to 1.1-1.6 s.
 *
 * The tags are replaced by one inline loader (the same text on every page, so one CSP hash) that starts them
 * when the page has painted ('first-contentful-paint'), or 1 s after the load event where paint timing is not
 * available (or a background tab never paints). It preloads the three files at once and adds their scripts one by
 * one, each after the previous one has run (or failed), in a task of its own: added together, the last to arrive
 * compiled its own file and ran webpack's entry (React's modules, Gatsby's start-up) in one task. Measured on the
 * calibrated host: the framework's task on /apple-cabins/ 156-184 ms (simulated) -> 55-64, the entry now a task of
 * its own. Same files, same order, still async. The pictures, the stylesheet with the preloads, and the first script
 * are three tasks too (natively on a 2-core host of index about 1500, the loader's longest task on /fr/ 13.8 -> 7.4 ms
 * and on /apple-cabins/ 10.4 -> 5.7, medians of 6 loads).
 *
 * The loader first puts back the lazy pictures the build kept out of the first moments (src/gatsby/post-build/html/deferred-pictures.ts:
 * in tasks of at most about 5 ms, so that a page with many of them makes no long task), then adds the rest of the
 * site's CSS, before the scripts: each page inlines only the CSS its server
 * HTML uses (src/gatsby/post-build/html/critical-css.ts), and the rest (the states that JavaScript creates: dialogs,
 * the drawer, toasts, react-slick, the lightbox; the other pages' rules for client-side navigation; every
 * @font-face stays inline) is a stylesheet of its own per page, named by the page's <noscript id="gatsby-rest-css">
 * link (REST_CSS_ID), which the loader reads: its text stays the same on every page.
 */

import { RESTORE_DEFERRED_PICTURES } from "./deferred-pictures"

/** The id of the <noscript> element whose link names the page's rest-of-the-CSS stylesheet. */
export const REST_CSS_ID = "gatsby-rest-css"

const BUNDLE_TAG_RE = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g
const HAS_BUNDLE_TAG_RE = new RegExp(BUNDLE_TAG_RE.source)
const LOADER_ID = "gatsby-bundles-after-paint"
/** The loader a build wrote, with the scripts it starts (a page a previous build rewrote, perhaps with another stylesheet). */
const LOADER_RE = new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]<]*\\])[^<]*<\\/script>`)

export function loaderScript(sources: readonly string[]): string {
  return (
    "(function(){var s=" +
    JSON.stringify(sources) +
    ",d=0;" +
    RESTORE_DEFERRED_PICTURES +
    'function go(){if(d)return;d=1;r(function(){setTimeout(start,0)})}function start(){var n=document.getElementById("' +
    REST_CSS_ID +
    '"),m=n&&/href="([^"]+)"/.exec(n.textContent||"");if(m){var l=document.createElement("link");l.rel="stylesheet";l.href=m[1];document.head.appendChild(l)}' +
    's.forEach(function(u){var p=document.createElement("link");p.rel="preload";p.setAttribute("as","script");p.href=u;document.head.appendChild(p)});setTimeout(add,0,0)}' +
    'function add(i){if(i>=s.length)return;var e=document.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=function(){setTimeout(add,0,i+1)};document.body.appendChild(e)}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}catch(x){}' +
    'addEventListener("load",function(){setTimeout(go,1000)})})()'
  )
}

const loaderTag = (sources: readonly string[]): string => `<script id="${LOADER_ID}">${loaderScript(sources)}</script>`

/** Whether the page starts its bundles after the first paint with exactly this loader (no bundle tag left). */
export function startsAfterFirstPaint(html: string): boolean {
  const m = LOADER_RE.exec(html)
  if (!m || HAS_BUNDLE_TAG_RE.test(html)) return false
  return m[0] === loaderTag(JSON.parse(m[1]) as string[])
}

/**
 * The page with `src` first among the scripts its after-paint loader starts (the others after it, in their order);
 * unchanged when it has no loader.
 */
export function withFirstSource(html: string, src: string): string {
  const m = LOADER_RE.exec(html)
  if (!m) return html
  const sources = (JSON.parse(m[1]) as string[]).filter((s) => s !== src)
  return html.replace(m[0], () => loaderTag([src, ...sources]))
}

/** Whether the page's after-paint loader starts with a script whose path matches `re`. */
export function startsWithSource(html: string, re: RegExp): boolean {
  const m = LOADER_RE.exec(html)
  return !!m && re.test((JSON.parse(m[1]) as string[])[0] ?? "")
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
    return m ? html.replace(m[0], () => loaderTag(JSON.parse(m[1]) as string[])) : html
  }
  let first = true
  return html.replace(BUNDLE_TAG_RE, () => {
    if (!first) return ""
    first = false
    return loaderTag(sources)
  })
}
