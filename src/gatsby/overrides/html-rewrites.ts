import fs from "fs"
import path from "path"
import { buildDataFile, buildDataMoved, moveBuildDataToFile } from "./build-data-file"
import {
  startBundlesAfterFirstPaint,
  startsAfterFirstPaint,
  startsWordsChunks,
  withWordsChunks,
  type WordsChunks,
} from "./bundles-after-paint"
import { deferLazyPictures, undeferredLazyPictures } from "./deferred-pictures"
import { cspHash, inlineScripts, makePageLoaderConstant } from "../headers/security"
import { isSlice, listSiteHtml } from "../post-build/site-pages"
import type { PostBuildStep } from "../post-build/steps"
import { readWebpackStats, wordsChunksOf } from "../post-build/webpack-stats"

/** A file to write in public/: its path from the site's root, and its text. */
export interface PublicFile {
  src: string
  text: string
}

/** A rewrite of Gatsby's HTML that depends on Gatsby's exact markup. */
export interface HtmlRewrite {
  name: string
  /** where the pattern lives, named in the error when it matches no page */
  source: string
  apply: (html: string) => string
  /** true when the page is in the rewritten form: rewritten now or by an earlier build (a warm build keeps unchanged pages) */
  isDone: (html: string) => boolean
  /** a file in public/ the rewritten page needs, read from the page before the rewrite */
  file?: (html: string) => PublicFile | null
}

/**
 * In this order: the stray NUL characters of React's streaming renderer removed, the page-path script made identical on every page (one CSP hash), then the bundles started after
 * the first paint, by a loader that first puts back the lazy pictures and adds the page's rest-of-the-CSS stylesheet
 * (when the critical-CSS step named one), then the chunk of the page's language's interface words (`words`, from
 * the build's webpack stats) started before them, then Gatsby's inline build data moved to a file that loader runs first,
 * then the lazy pictures kept out of the first moments (after the critical-CSS
 * step, which judges the page's rules on the whole server HTML).
 */
export const htmlRewrites = (words: WordsChunks): readonly HtmlRewrite[] => [
  {
    // React 18's renderToPipeableStream, which Gatsby renders pages with, sends the unused end of its 2 KB buffer when a
    // character of several bytes straddles it: a NUL before « é » here and there (react/react#26228, fixed in React
    // 19). A browser drops it from the text, but keeps it in an attribute as U+FFFD, and it is no character of the page.
    name: "stray NUL characters removed",
    source: "the first rewrite of htmlRewrites in src/gatsby/overrides/html-rewrites.ts",
    apply: (html) => html.replaceAll("\0", ""),
    isDone: (html) => !html.includes("\0"),
  },
  {
    name: "page-path script made constant",
    source: "makePageLoaderConstant in src/gatsby/headers/security.ts",
    apply: makePageLoaderConstant,
    isDone: (html) => html.includes('<script id="gatsby-script-loader" data-page-path="'),
  },
  {
    name: "bundles started after the first paint",
    source: "startBundlesAfterFirstPaint in src/gatsby/overrides/bundles-after-paint.ts",
    apply: startBundlesAfterFirstPaint,
    isDone: startsAfterFirstPaint,
  },
  {
    name: "interface words started with the bundles",
    source: "withWordsChunks in src/gatsby/overrides/bundles-after-paint.ts",
    apply: (html) => withWordsChunks(html, words),
    isDone: (html) => startsWordsChunks(html, words),
  },
  {
    name: "build data moved to a file",
    source: "moveBuildDataToFile in src/gatsby/overrides/build-data-file.ts",
    apply: moveBuildDataToFile,
    isDone: buildDataMoved,
    file: buildDataFile,
  },
  {
    name: "lazy pictures kept until the first paint",
    source: "deferLazyPictures in src/gatsby/overrides/deferred-pictures.ts",
    apply: deferLazyPictures,
    isDone: (html) => undeferredLazyPictures(html) === 0,
  },
]

export type RewriteOutcome = "rewritten" | "already" | "missed"

/** Applies the rewrites to one page, in order: the new HTML and, for each rewrite, what it found. */
export function rewritePage(html: string, rewrites: readonly HtmlRewrite[]): { html: string; outcomes: RewriteOutcome[] } {
  let out = html
  const outcomes = rewrites.map((r): RewriteOutcome => {
    if (r.isDone(out)) return "already"
    out = r.apply(out)
    return r.isDone(out) ? "rewritten" : "missed"
  })
  return { html: out, outcomes }
}

/**
 * Rewrites every built page and hashes its inline scripts for the Content-Security-Policy (read by the _headers
 * step). The loader adds the page's rest of the CSS the critical-CSS step wrote (none when that step did not run). Fails
 * when a rewrite matched no page at all: Gatsby's markup has changed and the rewrite silently did nothing.
 */
export const htmlRewritesStep: PostBuildStep = {
  name: "HTML rewrites",
  run: (ctx, reporter) => {
    const files = listSiteHtml(ctx.publicDir)
    const rewrites = htmlRewrites(wordsChunksOf(readWebpackStats(ctx.publicDir)))
    const tally = rewrites.map(() => ({ rewritten: 0, already: 0, missed: [] as string[] }))
    const hashes = new Set<string>()
    let pages = 0
    const written = new Set<string>()
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8")
      for (const r of rewrites) {
        const needed = r.file?.(html)
        if (!needed || written.has(needed.src)) continue
        fs.writeFileSync(path.join(ctx.publicDir, needed.src), needed.text)
        written.add(needed.src)
      }
      const result = rewritePage(html, rewrites)
      if (result.html !== html) fs.writeFileSync(file, result.html)
      for (const script of inlineScripts(result.html)) hashes.add(cspHash(script))
      const relative = path.relative(ctx.publicDir, file)
      // slices are rewritten and hashed (a warm build stitches them into pages), not counted
      if (isSlice(relative)) continue
      pages++
      result.outcomes.forEach((o, i) => (o === "missed" ? tally[i].missed.push(relative) : tally[i][o]++))
    }
    if (!pages) throw new Error(`no HTML page in ${ctx.publicDir}`)
    rewrites.forEach((r, i) => {
      const { rewritten, already, missed } = tally[i]
      if (!rewritten && !already)
        throw new Error(`the rewrite "${r.name}" matched none of the ${pages} pages: Gatsby's markup has changed; update ${r.source}`)
      if (missed.length)
        reporter.warn(`HTML rewrite "${r.name}" did not match ${missed.length} of ${pages} pages: ${missed.slice(0, 5).join(", ")}`)
    })
    ctx.inlineScriptHashes = hashes
    const counts = rewrites.map((r, i) => `${r.name}: ${tally[i].rewritten} rewritten, ${tally[i].already} already`)
    const sheet = ctx.fullStylesheet ? `; the loader adds each page's rest of ${ctx.fullStylesheet}` : ""
    const filesLine = written.size ? `; wrote ${[...written].join(", ")}` : ""
    return `${pages} pages (${counts.join("; ")}); ${hashes.size} inline-script hashes${sheet}${filesLine}`
  },
}
