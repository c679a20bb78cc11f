import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/**
 * Publishing's targets (issue 60), on this 2-core host: with the last build's cache, a build with no change and a
 * build after one changed field each take at most this long; a cold build is timed for reference (CI's is the guard).
 */
export const REBUILD_TARGET_MS = 30_000

const seconds = (ms) => Math.round(ms / 100) / 10

/**
 * The line and the problems of three timed builds: `coldMs` (no .cache, no public), `unchangedMs` (the same content
 * again), `editedMs` (one blog post's title changed). Pure.
 * @param {{ coldMs: number, unchangedMs: number, editedMs: number }} t
 * @returns {{ line: string, problems: string[] }}
 */
export function buildVerdict({ coldMs, unchangedMs, editedMs }) {
  const problems = [
    ["with no change", unchangedMs],
    ["after one changed field", editedMs],
  ]
    .filter(([, ms]) => ms > REBUILD_TARGET_MS)
    .map(([what, ms]) => `a build ${what} took ${seconds(ms)} s > ${REBUILD_TARGET_MS / 1000} s`)
  return {
    line:
      `Cold build: ${seconds(coldMs)} s. With its cache: no change ${seconds(unchangedMs)} s, ` +
      `one blog post's title changed ${seconds(editedMs)} s (target ≤ ${REBUILD_TARGET_MS / 1000} s each).`,
    problems,
  }
}

/**
 * Times a cold production build (no .cache, no public), a build with nothing changed, and a build after editing one
 * blog post's title (the edit is undone and the site built once more, so public/ matches the committed content).
 * @returns {{ coldMs: number, unchangedMs: number, editedMs: number, line: string, problems: string[] }}
 */
export function timeBuilds(root, env) {
  const build = () => {
    const t0 = Date.now()
    execSync("npx gatsby build", { cwd: root, stdio: "inherit", env })
    return Date.now() - t0
  }
  fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true })
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true })
  const coldMs = build()
  const unchangedMs = build()
  const postFile = path.join(root, "data", "blog", "1.en.json")
  const original = fs.readFileSync(postFile, "utf8")
  let editedMs
  try {
    const post = JSON.parse(original)
    post.title = `${post.title} (edited)`
    fs.writeFileSync(postFile, JSON.stringify(post, null, 2) + "\n")
    editedMs = build()
  } finally {
    fs.writeFileSync(postFile, original)
  }
  build()
  return { coldMs, unchangedMs, editedMs, ...buildVerdict({ coldMs, unchangedMs, editedMs }) }
}
