import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/** A warm rebuild after a one-file content edit may take at most this share of a cold build. */
export const WARM_REBUILD_SHARE = 0.4

const seconds = (ms) => Math.round(ms / 100) / 10

/**
 * Times a cold production build (no .cache, no public) and a warm rebuild after editing one blog post's title (the
 * edit is undone and the site built once more, so public/ matches the committed content).
 * @returns {{ coldMs: number, warmMs: number, line: string, problem: string | null }}
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
  const postFile = path.join(root, "data", "blog", "1.en.json")
  const original = fs.readFileSync(postFile, "utf8")
  let warmMs
  try {
    const post = JSON.parse(original)
    post.title = `${post.title} (edited)`
    fs.writeFileSync(postFile, JSON.stringify(post, null, 2) + "\n")
    warmMs = build()
  } finally {
    fs.writeFileSync(postFile, original)
  }
  build()
  const share = warmMs / coldMs
  return {
    coldMs,
    warmMs,
    line: `Cold build: ${seconds(coldMs)} s. Warm rebuild after editing one blog post's title: ${seconds(warmMs)} s (${Math.round(share * 100)}% of cold).`,
    problem:
      share > WARM_REBUILD_SHARE ? `warm rebuild ${Math.round(share * 100)}% of the cold build > ${WARM_REBUILD_SHARE * 100}%` : null,
  }
}
