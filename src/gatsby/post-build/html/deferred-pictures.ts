/**
 * Keeps the lazy pictures of the server HTML out of the page's first moments: each <picture> whose <img> is
 * `loading="lazy"` is written inside `<noscript data-deferred-picture="">`, and the after-first-paint loader
 * (src/gatsby/post-build/html/defer-hydration.ts) puts it back in its place, before it adds the bundles.
 *
 * Why: Chrome starts a lazy image as soon as layout puts it within 1250-2500 px of the viewport, so on a phone the
 * pictures of the second and third screens (the home categories, a product's other photos, the catalogue's cards)
 * were fetched with the fonts and the largest image, before the first paint. Measured with Lighthouse (mobile,
 * simulated, calibrated host): kept back until the first paint, /products/ LCP 1510 -> 1140-1360 ms, the home
 * page 1740-1820 -> 1435 ms, /apple-cabins/ 1900 -> 1665 ms.
 *
 * Nothing moves when a picture comes back: the Picture component's wrapper, which stays in the server HTML, gives
 * the box its size and colour. Visitors without JavaScript get the <noscript> content, i.e. the same picture with the
 * browser's own lazy loading. After the loader has run the DOM is exactly what React renders, so hydration matches.
 * The page's largest paint (PriorityImage: eager, high fetch priority) is never deferred; plain <img> tags are left
 * alone (their box is the image's own, and they are the small SVG drawings and logos).
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
 * text is its markup), in tasks of at most about RESTORE_SLICE_MS each, then calls `done` in the last of them.
 *
 * Why slices, and why a callback: each picture put back is a fragment parse and an image request. The loader used to
 * put back the 9-19 pictures of a product page or the home page, add the stylesheet and the preloads and the first
 * script in one task, 10-21 ms on a 2-core host of index about 1500, which Lighthouse's simulation counts at 4x, over
 * the 50 ms a task may take before it blocks; the loader now runs the rest in tasks of their own (`done`), and a page
 * whose pictures take longer than a slice gets more than one task. The pictures are all back before `done` adds the
 * bundles, so hydration still finds the DOM React renders. No "<" in the text: the loader's
 * pattern (defer-hydration.ts) reads the script up to the first one.
 */
export const RESTORE_DEFERRED_PICTURES =
  `function r(f){var q=document.querySelectorAll("noscript[${DEFERRED_PICTURE_ATTR}]"),i=0;` +
  `(function g(){var t=performance.now();while(q.length>i){var n=q[i++];n.outerHTML=n.textContent||"";` +
  `if(q.length>i&&performance.now()-t>=${RESTORE_SLICE_MS})return void setTimeout(g,0)}f()})()}`
