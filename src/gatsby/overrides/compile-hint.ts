import fs from "fs"
import path from "path"
import type { PostBuildStep } from "../post-build/steps"
import { assetNames, readWebpackStats, type WebpackStats } from "../post-build/webpack-stats"

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is compiled whole on
 * a background thread while it downloads, instead of one function at a time on the main thread when each is first
 * called. Every bundle of the site is code that runs as soon as it arrives: the webpack runtime, React and the app at
 * start-up, a page's chunks when the page renders, the carousel, lightbox and form chunks when they are first used.
 * Other engines read it as a comment. The webpack banner (src/gatsby/webpack/webpack-config.ts) writes it; the
 * post-build step below fails the build if a bundle comes out without it. Measurements: docs/performance.md, "Bundles
 * compile off the main thread".
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
/** The site's bundles: the scripts at the root of public/ (the content editor's, below /admin/, are left alone). */
export const SITE_BUNDLE = /^[^/]+\.js$/
/**
 * When the hint is written: after the minifier, which drops comments (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
 * 400), before the source maps (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500) and the content hashes of the file names
 * (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
 */
export const COMPILE_HINT_STAGE = 499

/** The site's bundles this build made, from its webpack stats (a warm build's public/ keeps older ones too). */
export const buildBundles = (stats: WebpackStats): string[] =>
  [...new Set(Object.values(stats.namedChunkGroups ?? {}).flatMap(assetNames))].filter((name) => SITE_BUNDLE.test(name)).sort()

/** Of `bundles` (file names at the root of public/), those whose first line is not V8's compile hint. */
export const bundlesWithoutCompileHint = (publicDir: string, bundles: readonly string[]): string[] =>
  bundles.filter((f) => !fs.readFileSync(path.join(publicDir, f), "utf8").startsWith(`${COMPILE_HINT}\n`))

/**
 * Checks that every bundle of the build starts with V8's compile hint (the banner of src/gatsby/webpack/webpack-config.ts): a
 * webpack or minifier upgrade that moved or dropped it would otherwise put the bundles' compilation back on the main
 * thread without a word.
 */
export const compileHintsStep: PostBuildStep = {
  name: "compile hints",
  run: ({ publicDir }) => {
    const stats = readWebpackStats(publicDir)
    if (!stats) throw new Error("public/webpack.stats.json is missing: Gatsby writes it with the bundles")
    const bundles = buildBundles(stats)
    if (!bundles.length) throw new Error("public/webpack.stats.json names no bundle: Gatsby's stats have changed; update buildBundles")
    const missing = bundlesWithoutCompileHint(publicDir, bundles)
    if (missing.length)
      throw new Error(
        `${missing.length} of the ${bundles.length} bundles do not start with "${COMPILE_HINT}": ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ", …" : ""} (the banner of src/gatsby/webpack/webpack-config.ts no longer comes after the minifier)`,
      )
    return `all ${bundles.length} bundles start with V8's compile hint`
  },
}
