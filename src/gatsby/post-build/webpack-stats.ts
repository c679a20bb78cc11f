import fs from "fs"
import path from "path"
import { LANGS } from "../../lib/content/content-i18n"

/** The parts of Gatsby's public/webpack.stats.json the post-build steps read: each chunk group's files. */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<string | { name?: string }> }>
}

/** This build's webpack stats (public/webpack.stats.json, written by Gatsby with the bundles), or null without them. */
export function readWebpackStats(publicDir: string): WebpackStats | null {
  const file = path.join(publicDir, "webpack.stats.json")
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as WebpackStats) : null
}

/** The file names of a chunk group's assets (older stats list them as strings, newer ones as objects). */
export const assetNames = (group: { assets?: Array<string | { name?: string }> } | undefined): string[] =>
  (group?.assets ?? []).map((a) => (typeof a === "string" ? a : (a?.name ?? ""))).filter(Boolean)

/**
 * Each language's chunk of interface words ("ui-<code>", src/i18n/load-ui.ts) as the loader names it: "/ui-fr-<hash>.js".
 * Throws when the stats lack one: the pages would start without their words.
 */
export function wordsChunksOf(stats: WebpackStats | null): Record<string, string> {
  if (!stats) throw new Error("public/webpack.stats.json is missing: Gatsby writes it with the bundles")
  return Object.fromEntries(
    LANGS.map((lang) => {
      const file = assetNames(stats.namedChunkGroups?.[`ui-${lang}`]).find((name) => name.endsWith(".js"))
      if (!file) throw new Error(`public/webpack.stats.json has no chunk "ui-${lang}": src/i18n/load-ui.ts names each language's chunk`)
      return [lang, `/${file}`]
    }),
  )
}
