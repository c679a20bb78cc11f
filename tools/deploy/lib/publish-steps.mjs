/**
 * The publishing workflow's steps (.github/workflows/deploy.yml), in its order, and what runs them on this machine
 * (tools/deploy/publish-steps.mjs). The workflow names the same steps with the same commands:
 * __tests__/publish-workflow.test.ts reads the workflow file and fails when the two disagree.
 */
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"

/**
 * @typedef {object} PublishStep
 * @property {string} name the step's name in the workflow (and in the runner's messages)
 * @property {string} run the shell command the workflow runs
 * @property {boolean} local whether the local runner runs it too (not: the system packages and `npm ci`, which are
 *   the machine's own business here, and the deploy, which is an action of the workflow, not a command)
 */

/** @type {PublishStep[]} the workflow's `run:` steps, in order; the cache restore and the deploy are actions between them */
export const PUBLISH_STEPS = [
  {
    name: "System packages",
    run: "sudo apt-get update -qq && sudo apt-get install -y -qq poppler-utils",
    local: false,
  },
  { name: "Install dependencies", run: "npm ci --no-audit --no-fund", local: false },
  { name: "Content check", run: "npm run check:content", local: true },
  { name: "Unit tests", run: "npm test", local: true },
  { name: "Remove the bundles of earlier builds", run: "node tools/deploy/publish-steps.mjs --prune-public", local: true },
  { name: "Build for deployment", run: "npm run build:deploy", local: true },
]

/** The build step's command, which `--local-build` replaces by the plain build (the repository's placeholders). */
export const DEPLOY_BUILD = "npm run build:deploy"
export const LOCAL_BUILD = "npm run build"

/** A bundle webpack writes at the root of public/ (`<chunk>-<contenthash>.js`, its map and licence, `styles.<hash>.css`). */
const WEBPACK_OUTPUT = /^(?:.+-[0-9a-f]{20}\.js(?:\.map|\.LICENSE\.txt)?|styles\.[0-9a-f]{20}\.css(?:\.map)?)$/
/** The build data file the post-build writes (src/gatsby/overrides/build-data-file.ts). */
const BUILD_DATA = /^build-data-[0-9a-f]{20}\.js$/

/**
 * The files at the root of a restored public/ that an earlier build left and this one must not inherit: every webpack
 * bundle (the build writes again each one it needs, the same name when its content is the same, so a page Gatsby keeps
 * finds its scripts), and each build-data file no kept page starts. Without this, each code change would add its
 * bundles to the last ones' and to public/_headers' rules, one per root bundle, until the build stops at Cloudflare
 * Pages' 100 rules. The images (public/static/), the page data and the pages stay: they are what makes a rebuild fast.
 *
 * @param {string[]} rootFiles the names of the files at the root of public/
 * @param {Iterable<string>} startedBuildData the build-data file names the pages of public/ start (`build-data-….js`)
 * @returns {string[]} the names to remove, sorted
 */
export function staleRootFiles(rootFiles, startedBuildData) {
  const kept = new Set(startedBuildData)
  return rootFiles.filter((name) => (BUILD_DATA.test(name) ? !kept.has(name) : WEBPACK_OUTPUT.test(name))).sort()
}

/** The build-data files an HTML text starts (`/build-data-<hash>.js`). */
export const buildDataOf = (html) => [...html.matchAll(/\/(build-data-[0-9a-f]{20}\.js)/g)].map((m) => m[1])

/** Every HTML file under a folder. */
const htmlFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return htmlFiles(full)
    return e.name.endsWith(".html") ? [full] : []
  })

/**
 * Removes from public/ what staleRootFiles names. Nothing to do when there is no public/ (a cold build).
 *
 * @param {string} publicDir
 * @returns {{ removed: string[], kept: number }} the removed names, and how many files stay at the root
 */
export function prunePublic(publicDir) {
  if (!fs.existsSync(publicDir)) return { removed: [], kept: 0 }
  const rootFiles = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
  const started = new Set()
  for (const file of htmlFiles(publicDir)) for (const name of buildDataOf(fs.readFileSync(file, "utf8"))) started.add(name)
  const removed = staleRootFiles(rootFiles, started)
  for (const name of removed) fs.rmSync(path.join(publicDir, name), { force: true })
  return { removed, kept: rootFiles.length - removed.length }
}

/** The steps the local runner runs, with the build made a plain build when `localBuild` is set. */
export function localSteps({ localBuild = false } = {}) {
  return PUBLISH_STEPS.filter((s) => s.local).map((s) => (localBuild && s.run === DEPLOY_BUILD ? { ...s, run: LOCAL_BUILD } : s))
}

/**
 * Runs the steps in order in a shell, stopping at the first that fails.
 *
 * @param {{ name: string, run: string }[]} steps
 * @param {{ cwd: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} options
 * @returns {{ ok: boolean, failed?: string, status?: number, times: { name: string, seconds: number }[], message: string }}
 */
export function runSteps(steps, { cwd, log = console.log, env = process.env }) {
  const times = []
  for (const [i, step] of steps.entries()) {
    log(`\n=== ${i + 1}/${steps.length} ${step.name}: ${step.run}`)
    const start = Date.now()
    const result = spawnSync(step.run, { cwd, env, shell: true, stdio: "inherit" })
    const seconds = Math.round((Date.now() - start) / 100) / 10
    times.push({ name: step.name, seconds })
    const status = result.status ?? 1
    if (status !== 0) {
      const after = steps.length - i - 1
      const message = `publish steps: "${step.name}" (${step.run}) failed with exit code ${status} after ${seconds} s; ${after === 0 ? "it was the last step" : `the ${after} step(s) after it did not run`}.`
      return { ok: false, failed: step.name, status, times, message }
    }
    log(`=== ${step.name}: done in ${seconds} s`)
  }
  const total = Math.round(times.reduce((sum, t) => sum + t.seconds, 0) * 10) / 10
  return {
    ok: true,
    times,
    message: `publish steps: all ${steps.length} passed in ${total} s (${times.map((t) => `${t.name} ${t.seconds} s`).join(", ")}).`,
  }
}
