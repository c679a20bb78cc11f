import fs from "fs"
import path from "path"

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
