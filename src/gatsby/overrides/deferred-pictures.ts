/**
 * Keeps the lazy pictures of the server HTML out of the page's first moments, where Chrome would fetch them with the
 * fonts and the largest image: each <picture> whose <img> is `loading="lazy"` is written inside
 * `<noscript data-deferred-picture="">`, and the after-first-paint loader (./bundles-after-paint.ts) puts it back before it
 * adds the bundles. The Picture wrapper keeps the box (nothing moves), visitors without JavaScript get the <noscript>
 * picture, and the largest paint (PriorityImage: eager) and plain <img> tags are left alone.
 * Measurements: docs/performance.md, "Pictures below the first screen wait for the first paint".
 */

/** The attribute of the <noscript> elements that hold a deferred picture. */
export const DEFERRED_PICTURE_ATTR = "data-deferred-picture"

const OPEN = `<noscript ${DEFERRED_PICTURE_ATTR}="">`
const PICTURE_RE = /<picture>(?:(?!<\/?picture>)[\s\S])*<\/picture>/g
const LAZY_IMG_RE = /<img\s[^>]*\bloading="lazy"/

/** Whether the <picture> found at `offset` of the page is lazy and not yet inside a deferred <noscript>. */
const isUndeferredLazy = (html: string, picture: string, offset: number): boolean =>
  LAZY_IMG_RE.test(picture) && html.slice(Math.max(0, offset - OPEN.length), offset) !== OPEN

/** The page with every lazy <picture> outside a deferred <noscript> put inside one; unchanged when there is none. */
export function deferLazyPictures(html: string): string {
  return html.replace(PICTURE_RE, (picture: string, offset: number) =>
    isUndeferredLazy(html, picture, offset) ? `${OPEN}${picture}</noscript>` : picture,
  )
}

/** How many lazy pictures of the page are still in the server HTML's flow (0 once deferLazyPictures ran). */
export const undeferredLazyPictures = (html: string): number =>
  [...html.matchAll(PICTURE_RE)].filter((m) => isUndeferredLazy(html, m[0], m.index ?? 0)).length

/** The longest the loader spends putting pictures back in one task, in ms, before it yields with a zero-delay timer. */
export const RESTORE_SLICE_MS = 5

/**
 * The loader's function `r(done)`: puts every deferred picture back in its place (with scripting on, a <noscript>'s
 * text is its markup), in tasks of at most about RESTORE_SLICE_MS each, then calls `done` in the last of them: a page
 * with many pictures makes no long task, and they are all back before `done` adds the bundles. No "<" in the text:
 * the loader's pattern (bundles-after-paint.ts) reads the script up to the first one.
 */
export const RESTORE_DEFERRED_PICTURES =
  `function r(f){var q=document.querySelectorAll("noscript[${DEFERRED_PICTURE_ATTR}]"),i=0;` +
  `(function g(){var t=performance.now();while(q.length>i){var n=q[i++];n.outerHTML=n.textContent||"";` +
  `if(q.length>i&&performance.now()-t>=${RESTORE_SLICE_MS})return void setTimeout(g,0)}f()})()}`
