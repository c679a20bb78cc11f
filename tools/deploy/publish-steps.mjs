/**
 * The publishing workflow (.github/workflows/deploy.yml) on this machine: its steps (tools/deploy/lib/publish-steps.mjs)
 * but the system packages, `npm ci` and the deploy, in order, stopping at the first that fails with its name.
 *
 *   node tools/deploy/publish-steps.mjs                 content check, unit tests, stale bundles out, npm run build:deploy
 *   node tools/deploy/publish-steps.mjs --local-build   the same with npm run build (the repository's placeholders)
 *   node tools/deploy/publish-steps.mjs --list          the workflow's steps, those run here marked
 *   node tools/deploy/publish-steps.mjs --prune-public  only the step that removes the bundles of earlier builds
 */
import path from "node:path"
import { fileURLToPath } from "node:url"
import { localSteps, PUBLISH_STEPS, prunePublic, runSteps } from "./lib/publish-steps.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const args = new Set(process.argv.slice(2))
const known = new Set(["--local-build", "--list", "--prune-public"])
const unknown = [...args].filter((a) => !known.has(a))
if (unknown.length) {
  console.error(`publish steps: unknown option ${unknown.join(", ")} (known: ${[...known].join(", ")})`)
  process.exit(2)
}

if (args.has("--prune-public")) {
  const { removed, kept } = prunePublic(path.join(root, "public"))
  console.log(
    removed.length
      ? `publish steps: removed ${removed.length} bundle file(s) of earlier builds from public/ (the build writes again those it needs); ${kept} file(s) stay at its root`
      : "publish steps: no bundle of an earlier build in public/",
  )
  process.exit(0)
}

if (args.has("--list")) {
  for (const s of PUBLISH_STEPS) console.log(`${s.local ? "local + CI" : "CI only   "}  ${s.name}: ${s.run}`)
  console.log("CI only     (actions) restore the build cache before the build step; deploy public/ after it")
  process.exit(0)
}

const result = runSteps(localSteps({ localBuild: args.has("--local-build") }), { cwd: root })
if (result.ok) console.log(`\n${result.message}`)
else console.error(`\n${result.message}`)
process.exit(result.ok ? 0 : 1)
