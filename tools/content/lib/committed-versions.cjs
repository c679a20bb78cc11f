/**
 * The content files of a data folder that differ from their last committed version, with that version's text
 * (`git show HEAD:<path>`), for the warnings of `npm run check:content` that compare a change with what it replaced
 * (src/lib/content/stale-figures.ts). Nothing outside a git checkout, before the first commit, or for a new file: those
 * are skipped without a word.
 */
const { execFileSync } = require("node:child_process")

const git = (cwd, args) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 })

/** @returns {Array<{ rel: string, before: string }>} `rel` relative to dataDir, POSIX separators */
function committedVersions(dataDir) {
  let changed
  try {
    // staged and unstaged changes against the last commit, as paths relative to dataDir
    changed = git(dataDir, ["diff", "--name-only", "--relative", "HEAD", "--", "."])
      .split("\n")
      .filter((rel) => rel.endsWith(".json"))
  } catch {
    return [] // not a git checkout, no commit yet, or no git
  }
  return changed.flatMap((rel) => {
    try {
      return [{ rel, before: git(dataDir, ["show", `HEAD:./${rel}`]) }]
    } catch {
      return [] // a file the last commit does not have (new), or one deleted since (diff lists it)
    }
  })
}

module.exports = { committedVersions }
