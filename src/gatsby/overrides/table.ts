/**
 * Every override of Gatsby's runtime or output, webpack, React DOM, sharp or the built HTML, in one list: what each
 * changes, why, what it measured, what catches a Gatsby change, and how to switch it off. docs/overrides.md is this
 * list rendered (__tests__/overrides-table.test.ts fails when they disagree, and when a module of this folder is in
 * no row). Each row names the modules it lives in; the gatsby-*.ts files and src/gatsby/webpack/webpack-config.ts
 * only wire them.
 */
export interface Override {
  /** what it is, in a few words */
  name: string
  /** the modules it lives in (paths from the repository's root) */
  files: readonly string[]
  /** what of Gatsby's (or React's, webpack's, sharp's) it reaches into */
  reaches: string
  /** what it changes, and why */
  what: string
  /** its measured gain: command and figure; "none measured" when there is no figure */
  gain: string
  /** the test or the build failure that catches a change on the other side */
  guard: string
  /** how to switch it off */
  off: string
}

export const OVERRIDES: readonly Override[] = [
  {
    name: "Bundles started after the first paint",
    files: ["src/gatsby/overrides/bundles-after-paint.ts", "src/gatsby/overrides/html-rewrites.ts"],
    reaches: "the built HTML: Gatsby's `<script src=… async>` bundle tags",
    what: "Replaces the bundle tags of every page by one inline loader that starts them after `first-contentful-paint`, one per task; the bundles had run before the first paint, on the largest paint's critical path.",
    gain: "Lighthouse, calibrated host: a service page's LCP 1.7-2.1 s -> 1.1-1.6 s; the loader's longest task on `/fr/` 13.8 -> 7.4 ms (docs/performance.md).",
    guard:
      "The HTML rewrites step stops the build when the rewrite matches no page; `__tests__/defer-hydration.test.ts`, `__tests__/post-build.test.ts`; `e2e/security.spec.ts` (the loader's CSP hash).",
    off: "Take its row out of `htmlRewrites` (html-rewrites.ts); the rows after it (words, build data, pictures) need the loader.",
  },
  {
    name: "Lazy pictures kept until the first paint",
    files: ["src/gatsby/overrides/deferred-pictures.ts"],
    reaches: "the built HTML: every lazy `<picture>`",
    what: "Writes each lazy picture inside a `<noscript data-deferred-picture>` that the after-paint loader puts back, so the second and third screens' images do not compete with the first paint.",
    gain: "Lighthouse, calibrated host: `/products/` LCP 1510 -> 1140-1360 ms, `/` 1740-1820 -> 1435 ms, `/apple-cabins/` 1900 -> 1665 ms.",
    guard: "The HTML rewrites step stops the build when it matches no page; `__tests__/deferred-pictures.test.ts`.",
    off: "Take its row out of `htmlRewrites` and `RESTORE_DEFERRED_PICTURES` out of the loader.",
  },
  {
    name: "Critical CSS per page",
    files: ["src/gatsby/overrides/critical-css.ts", "src/gatsby/overrides/hidden-elements.ts"],
    reaches: 'the built HTML: Gatsby\'s inline `<style data-identity="gatsby-global-css">`',
    what: "Keeps in each page the rules its first paint uses and writes the rest to `/page-css/<hash>.css`, which the loader adds before the bundles.",
    gain: "Inline CSS 75.6 KB -> 19-29 KB a page; with the short class names `/apple-cabins/` HTML 15.9 -> 14.8 KB brotli.",
    guard:
      "The step stops the build when no page inlines the stylesheet (Gatsby's markup changed); `__tests__/critical-css.test.ts`, `__tests__/hidden-elements.test.ts`.",
    off: "Take `criticalCssStep` out of `POST_BUILD_STEPS` (src/gatsby/post-build/index.ts).",
  },
  {
    name: "Build data moved to a file",
    files: ["src/gatsby/overrides/build-data-file.ts"],
    reaches: "the built HTML: Gatsby's inline `window.___chunkMapping` and `window.___webpackCompilationHash` scripts",
    what: "Moves the two scripts into one cached `/build-data-<hash>.js` that the loader runs first.",
    gain: "About 0.6 KB brotli less in every document (1.9 KB raw) and two CSP hashes fewer; `npm run bench:js` counts the file among every page's first-load scripts (597 B brotli, cached after the first page). Kept (issue 59, decided 2026-12-05): under the 1 KB bar, but it keeps pages inside the first round trip. `node tools/bench/first-window.mjs` on the build of 3cac1b3: 51 of 89 pages' HTML fits the first window (14,200 B brotli after the headers); with the build data inline 16 of them no longer would, every English article among them (/blog-details/3/ 13,886 -> 14,494 B). Earlier, one Lighthouse load: /blog-details/3/ LCP 1361 -> 1210 ms.",
    guard: "The HTML rewrites step stops the build when it matches no page; `__tests__/build-data-file.test.ts`.",
    off: "Take its row out of `htmlRewrites`.",
  },
  {
    name: "Page-path script made constant",
    files: ["src/gatsby/headers/security.ts"],
    reaches: 'the built HTML: Gatsby\'s `<script id="gatsby-script-loader">`',
    what: "Makes the page-path script the same text on every page (it reads the path from an attribute), so the Content-Security-Policy lists one hash for it instead of one a page.",
    gain: "None measured (one hash instead of one per page in `_headers`, whose lines Cloudflare caps at 2,000 characters).",
    guard: "The HTML rewrites step stops the build when it matches no page; `__tests__/headers.test.ts`; `e2e/security.spec.ts`.",
    off: "Take its row out of `htmlRewrites` (and list every page's hash).",
  },
  {
    name: "Stray NUL characters removed",
    files: ["src/gatsby/overrides/html-rewrites.ts"],
    reaches: "the built HTML (React 18's streaming renderer)",
    what: "Removes the NUL characters React 18 leaves where a multi-byte character straddles its buffer (react/react#26228, fixed in React 19).",
    gain: "A correctness fix, no speed figure.",
    guard: "`__tests__/post-build.test.ts`; it goes with React 19.",
    off: "Take its row out of `htmlRewrites`.",
  },
  {
    name: "Each language's words in a chunk of its own",
    files: [
      "src/i18n/load-ui.ts",
      "src/gatsby/overrides/words-before-navigation.ts",
      "src/gatsby/post-build/webpack-stats.ts",
      "src/gatsby/overrides/bundles-after-paint.ts",
    ],
    reaches: "webpack's stats (`ui-<code>` chunks), the loader in the built HTML, `window.___navigate` and `window.___loader.hovering`",
    what: "An English page carries no French words and a French page no English ones: the loader starts the page's language's chunk with the bundles, and a navigation to the other language waits for its chunk.",
    gain: "`npm run bench:js` against 8da3b32 (with the Partytown swap): every English page -3.6 to -3.8 KB brotli, every French page -2.1 to -2.3 KB. Kept (issue 59): without it every page would also load the other language's chunk, on the build of 2478e66 `ui-fr` 3,881 B and `ui-en` 3,266 B brotli (the sizer of `npm run bench:js`), over the 1 KB bar on every route.",
    guard:
      "The HTML rewrites step stops the build when the words' row matches no page; `__tests__/words-before-navigation.test.ts`; `e2e/french.spec.ts` (both languages' words on the page, a navigation across languages).",
    off: "Import both languages in `src/i18n/index.ts`, drop `loadUi` from gatsby-browser.tsx and the words' row of `htmlRewrites`.",
  },
  {
    name: "Words typeset at build time",
    files: ["src/gatsby/overrides/words-typeset-loader.cjs", "src/gatsby/overrides/words-typeset-rule.ts"],
    reaches: "webpack: a `pre` loader on `src/i18n/<code>/index.ts` that runs the module at build time (`importModule`)",
    what: "The browser gets each language's words as plain strings with the French typography already set, without the rules and the view that set them when read.",
    gain: "Kept (issue 59): `npm run bench:js <build with it> <build without it>` (2026-12-04): without it 41 French pages +1,298 B brotli, 3 more +1,387 B, English pages +21 B; the French chunk 3,881 -> 5,176 B. Earlier: `/fr/contact/` script 94.6 -> 85.7 ms (12 unthrottled CPU profiles).",
    guard:
      "The loader throws when a words module exports no object or a function; `__tests__/words-typeset-loader.test.ts`; `e2e/french.spec.ts` (no rule and no view in the French chunk).",
    off: "Take `WORDS_TYPESET_RULE` out of src/gatsby/webpack/webpack-config.ts.",
  },
  {
    name: "React DOM evaluated at first use",
    files: ["src/gatsby/overrides/react-dom-utils-swap.ts", "src/gatsby/overrides/react-dom-at-first-use.ts"],
    reaches: "`gatsby/cache-dir/react-dom-utils.js`, imported by `production-app.js` and the Head handler",
    what: "Swaps Gatsby's React DOM helpers for ones that take React DOM when first called, so gatsby-browser's onClientEntry evaluates it in a task of its own between two yields.",
    gain: "The app's task on the terms page 31.9 -> 14-19 ms (calibrated host); natively on `/industrial-building/` 9.8 -> 5.9 ms plus a 5.8 ms task for React DOM.",
    guard:
      "The build stops (`GuardedReplacement`, src/gatsby/overrides/guarded-replacement.ts) when Gatsby's file is gone or no module imported it; `__tests__/guarded-replacement.test.ts`, `__tests__/react-dom-client.test.ts`.",
    off: "Take `reactDomUtilsSwap()` and the develop stage's replacement out of src/gatsby/webpack/webpack-config.ts.",
  },
  {
    name: "Gatsby's Partytown module left out",
    files: ["src/gatsby/overrides/partytown-swap.ts", "src/gatsby/overrides/partytown-off.ts"],
    reaches: "`gatsby/dist/internal-plugins/partytown/gatsby-browser.js`",
    what: "Swaps the module, which does nothing outside `gatsby develop`, for an empty one: it brought gatsby-script and Partytown's snippet into every page.",
    gain: "About 5.7 KB minified off the app bundle, every page (part of the words chunks' figure above).",
    guard:
      "The build stops (`GuardedReplacement`) when Gatsby's file is gone or no module matched; `__tests__/guarded-replacement.test.ts`, `__tests__/partytown-off.test.ts`.",
    off: "Take `partytownSwap()` out of src/gatsby/webpack/webpack-config.ts.",
  },
  {
    name: "Hydration in a transition",
    files: ["src/gatsby/overrides/hydrate-in-transition.ts"],
    reaches: "Gatsby's `replaceHydrateFunction` (a public API whose type still describes React 17)",
    what: "Hydrates in `startTransition`, so React renders in slices of about 5 ms and the browser paints and answers input between them.",
    gain: "The terms page's hydration was one 97 ms task on a fast desktop; with the page's Suspense units the home page's TBT 113 -> 60 ms (calibrated host).",
    guard: "`__tests__/hydrate-in-transition.test.ts`; the browser tests hydrate every page they load.",
    off: "Take `replaceHydrateFunction` out of gatsby-browser.tsx.",
  },
  {
    name: "A followed link's page rendered in a transition",
    files: ["src/gatsby/overrides/navigation-in-transition.ts"],
    reaches:
      "Reach Router's `globalHistory.listen` (@gatsbyjs/reach-router, Gatsby's router) and the frame its `LocationProvider` asks for",
    what: "Runs each history listener with `requestAnimationFrame` wrapping its callbacks in `startTransition` until the listener's microtask has run: the new page of a client-side navigation renders in slices of about 5 ms instead of one task.",
    gain: "`BENCH_INP_BASE=<the build before> BENCH_INP_ONLY=language BENCH_INP_RUNS=8 npm run bench:inp` (2026-12-05): the language switch on `/` blocked the main thread 236 -> 106 ms in the 2 s after the tap, longest frame 286.5 -> 156.5 ms (4× slowed).",
    guard:
      "`__tests__/navigation-in-transition.test.tsx` mounts Reach Router's own `LocationProvider` and fails when its navigation no longer goes through the transition, or when two copies of the router are installed; the browser tests follow links in both languages.",
    off: "Take `renderNavigationsInTransition` out of gatsby-browser.tsx.",
  },
  {
    name: "V8 compile hint on every bundle",
    files: ["src/gatsby/overrides/compile-hint.ts"],
    reaches: "webpack's banner plugin, after the minifier",
    what: "Every bundle's first line is `//# allFunctionsCalledOnLoad`, so Chrome compiles it on a background thread while it downloads.",
    gain: "The app bundle's start-up task 8.8 -> 3.0 ms (native, median of 5); TBT 280 -> 192 ms on `/fr/cabine-apple/` (calibrated host).",
    guard: "A post-build step stops the build when a bundle comes out without the hint; `__tests__/compile-hints.test.ts`.",
    off: "Take the banner out of src/gatsby/webpack/webpack-config.ts and `compileHintsStep` out of `POST_BUILD_STEPS`.",
  },
  {
    name: "Short CSS-module class names",
    files: ["src/gatsby/overrides/short-class-names.ts"],
    reaches: "Gatsby's css-loader options in its webpack config",
    what: "Six letters of css-loader's hash instead of `Page-module--name--hash`, in the HTML, the inline CSS and the bundles.",
    gain: "`/apple-cabins/` 0.8 KB less HTML brotli, out of 15.9.",
    guard: "The build stops when no css-loader compiling CSS modules is found; `__tests__/css-module-names.test.ts`.",
    off: "Take the `shortenCssModuleNames` block out of src/gatsby/webpack/webpack-config.ts.",
  },
  {
    name: "CSS order check",
    files: ["src/gatsby/overrides/css-order-check.ts"],
    reaches: "mini-css-extract-plugin's warnings",
    what: 'Turns its "Conflicting order" warning into a build error (a rule would win on some pages and lose on others); in `gatsby develop` the warnings are left out.',
    gain: "A guard, no speed figure.",
    guard: "`__tests__/css-order-check.test.ts`.",
    off: "Take `new CssOrderCheck()` out of src/gatsby/webpack/webpack-config.ts.",
  },
  {
    name: "Hover prefetch after 100 ms",
    files: ["src/gatsby/overrides/hover-prefetch-delay.ts"],
    reaches: "`window.___loader.hovering`, which Gatsby's `<Link>` calls on mouseenter",
    what: "A link's page is prefetched only when the pointer rests on it for 100 ms (spec 9), not when it crosses it.",
    gain: "A spec rule, no speed figure.",
    guard:
      "`__tests__/prefetch-on-hover.test.ts` fails when gatsby-link's `<Link>` no longer calls `___loader.hovering` on mouseenter or Gatsby's public loader no longer has it; `e2e/truth.spec.ts` (a pointer crossing a link requests nothing, resting on it 100 ms prefetches the page).",
    off: "Take `installHoverPrefetchDelay` out of gatsby-browser.tsx.",
  },
  {
    name: "Route announcer in the page's language",
    files: ["src/gatsby/overrides/route-announcer-language.ts"],
    reaches: "Gatsby's `#gatsby-announcer` live region",
    what: "Gatsby writes \"Navigated to …\" in English after a client-side navigation; the announcer's write is made in the page's language.",
    gain: "Accessibility, no speed figure.",
    guard: "`__tests__/route-announcer.test.ts`; `e2e/french.spec.ts` reads the announcer after a navigation.",
    off: "Take the `speakPageLanguage` call out of gatsby-browser.tsx.",
  },
  {
    name: "AVIF effort 2",
    files: ["src/gatsby/overrides/avif-effort.ts"],
    reaches: "`sharp.prototype.avif` (gatsby-plugin-sharp passes no effort)",
    what: "Makes effort 2 the default of sharp's `avif()` in the build process.",
    gain: 'Against effort 1 the 472 AVIF files 6.2 -> 4.5 MB; against sharp\'s default 4, 7.3 -> about 2.5 s an image for files as small (docs/performance.md, "AVIF effort").',
    guard: "`__tests__/avif-effort.test.ts`.",
    off: "Take `defaultAvifEffort()` out of gatsby-node.ts.",
  },
  {
    name: "Head elements left out",
    files: ["src/gatsby/overrides/head-elements-left-out.ts"],
    reaches: "the head keys of gatsby-plugin-image's gatsby-ssr and Gatsby's `generator-<version>` meta (`cache-dir/static-entry.js`)",
    what: "Drops the image plugin's fade-in style and script (the site's Picture needs none) and the generator meta.",
    gain: "Kept (issue 59, decided 2026-12-05): the four elements are 1,312 B of every page's head, 432 B brotli on /blog-details/3/; written back into the pages of a build of 688f378 they push 16 of the 51 pages whose HTML fits the first round trip (14,200 B brotli, `node tools/bench/first-window.mjs`'s bar) out of it, every English article among them (/blog-details/3/ 13,885 -> 14,317 B), and add an inline module script and a CSP hash to every page.",
    guard: "`__tests__/overrides-table.test.ts` fails when Gatsby's files no longer use the keys.",
    off: "Take `onPreRenderHTML` out of gatsby-ssr.tsx.",
  },
  {
    name: "JSON nodes with translations merged",
    files: ["src/gatsby/content-nodes.ts"],
    reaches: "`gatsby-transformer-json/gatsby-node`'s `onCreateNode`, called directly",
    what: "Calls the transformer itself (it is not in the plugin list) after merging a file's translations.",
    gain: "The content model's way of storing languages, no speed figure.",
    guard:
      "The build fails if the module is gone (its import); `src/types/gatsby-transformer-json.d.ts` types the call for `npm run typecheck`.",
    off: "Not switchable: the content model relies on it.",
  },
]

/** An override taken out because it did not earn its place (issue 59): what it did, its figure, why it went. */
export interface RemovedOverride {
  name: string
  /** what it did */
  what: string
  /** its figure, with the command */
  figure: string
  /** why it went, and what the site does instead */
  why: string
}

export const REMOVED: readonly RemovedOverride[] = [
  {
    name: "Document without obsolete meta (`src/html.tsx`)",
    what: "Gatsby's default document (`cache-dir/default-html.js`) copied without `x-ua-compatible` (Internet Explorer) and the viewport's `shrink-to-fit=no` (Safari on iOS 9).",
    figure:
      "72 bytes a page, 52 B brotli on /blog-details/3/ (13,885 -> 13,937 B); written back into every page of a build of 688f378, no page leaves the first round trip (the closest, /blog-details/1/, keeps 32 B of its 85 B margin).",
    why: "Under the 1 KB bar and no page's first round trip, and a copy of Gatsby's document that nothing guarded against a Gatsby change. Gatsby's own document is used; both values are ignored by every browser that runs the site.",
  },
]

const cell = (text: string): string => text.replaceAll("|", "\\|").replaceAll("\n", " ")

/** docs/overrides.md's text: the table above, with a short head. */
export function renderOverridesDoc(overrides: readonly Override[] = OVERRIDES): string {
  const head = [
    "# Overrides of Gatsby, webpack, React DOM, sharp and the built HTML",
    "",
    "Rendered from `src/gatsby/overrides/table.ts` by `__tests__/overrides-table.test.ts` (it fails when the two",
    "disagree; `UPDATE_DOCS=1 npx jest __tests__/overrides-table.test.ts` writes this file again). Every module of",
    "`src/gatsby/overrides/` is in a row. How to take an upgrade: [upgrading.md](upgrading.md); the measurements in",
    "full: [performance.md](performance.md).",
    "",
    "| override | where | reaches into | what and why | gain | guard | off |",
    "|---|---|---|---|---|---|---|",
  ]
  const rows = overrides.map((o) =>
    [o.name, o.files.map((f) => `\`${f}\``).join(", "), o.reaches, o.what, o.gain, o.guard, o.off].map(cell).join(" | "),
  )
  const removed = REMOVED.length
    ? [
        "| override | what it did | figure | why it went |",
        "|---|---|---|---|",
        ...REMOVED.map((r) => `| ${[r.name, r.what, r.figure, r.why].map(cell).join(" | ")} |`),
      ]
    : ["None."]
  return [...head, ...rows.map((r) => `| ${r} |`), "", "## Removed because they did not earn their place", "", ...removed, ""].join("\n")
}
