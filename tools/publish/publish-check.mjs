/**
 * npm run publish:check: is the hosted editor ready for the maintainer to publish alone? In French, then in English
 * (the lines and the verdict: tools/publish/lib/publish-check.mjs). What it reads: the workflow file and data/ of
 * this folder; the repository from GITHUB_REPOSITORY or the git remote "origin"; and, with a token in GITHUB_TOKEN
 * (or GH_TOKEN), GitHub's answer for that repository: its Actions variables, its secrets' names (never their values)
 * and the last run of the publishing workflow on main. Without a repository or a token, those lines say so.
 * Exit code: 0 ready, 1 something to do, 2 not everything could be checked. docs/publishing.md explains each line.
 */
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { exitCode, readiness, report, repositoryFromRemote, WORKFLOW_FILE } from "./lib/publish-check.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")

const contentFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return contentFiles(full)
    if (!e.name.endsWith(".json")) return []
    return [{ path: path.relative(root, full).split(path.sep).join("/"), doc: JSON.parse(fs.readFileSync(full, "utf8")) }]
  })

const workflowPath = path.join(root, WORKFLOW_FILE)
const remote = spawnSync("git", ["remote", "get-url", "origin"], { cwd: root, encoding: "utf8" }).stdout
const repository = process.env.GITHUB_REPOSITORY || repositoryFromRemote(remote)
const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN

/** GitHub's answer for the repository, or undefined when it gives none. */
async function askGitHub() {
  const get = async (route) => {
    const res = await fetch(`https://api.github.com/repos/${repository}${route}`, {
      headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}`, "X-GitHub-Api-Version": "2022-11-28" },
    })
    if (!res.ok) throw new Error(`GitHub answered ${res.status} for ${route}`)
    return res.json()
  }
  try {
    const [variables, secrets, runs] = await Promise.all([
      get("/actions/variables?per_page=100"),
      get("/actions/secrets?per_page=100"),
      get(`/actions/workflows/${path.basename(WORKFLOW_FILE)}/runs?branch=main&per_page=1`),
    ])
    const run = runs.workflow_runs?.[0]
    return {
      variables: Object.fromEntries((variables.variables ?? []).map((v) => [v.name, v.value])),
      secrets: (secrets.secrets ?? []).map((s) => s.name),
      ...(run
        ? { lastRun: { status: run.status, conclusion: run.conclusion, url: run.html_url, commit: String(run.head_sha).slice(0, 7) } }
        : {}),
    }
  } catch (e) {
    console.error(`publish:check: ${e.message}`)
    return undefined
  }
}

const lines = readiness({
  workflow: fs.existsSync(workflowPath) ? fs.readFileSync(workflowPath, "utf8") : undefined,
  files: contentFiles(path.join(root, "data")),
  repository,
  hasToken: !!token,
  github: repository && token ? await askGitHub() : undefined,
})
console.log(report(lines))
process.exit(exitCode(lines))
