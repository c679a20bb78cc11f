import fs from "fs"
import path from "path"
import { COMPILE_HINT, SITE_BUNDLE } from "../../webpack/webpack-config"
import type { PostBuildStep } from "../steps"
import { assetNames, readWebpackStats, type WebpackStats } from "../webpack-stats"

/** The site's bundles this build made, from its webpack stats (a warm build's public/ keeps older ones too). */
export const buildBundles = (stats: WebpackStats): string[] =>
  [...new Set(Object.values(stats.namedChunkGroups ?? {}).flatMap(assetNames))].filter((name) => SITE_BUNDLE.test(name)).sort()

/** Of `bundles` (file names at the root of public/), those whose first line is not V8's compile hint. */
export const bundlesWithoutCompileHint = (publicDir: string, bundles: readonly string[]): string[] =>
  bundles.filter((f) => !fs.readFileSync(path.join(publicDir, f), "utf8").startsWith(`${COMPILE_HINT}\n`))

/**
 * Checks that every bundle of the build starts with V8's compile hint (written by src/gatsby/webpack/webpack-config.ts): a
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
