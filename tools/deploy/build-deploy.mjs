/**
 * npm run build:deploy: the build a static host runs. First, in a second or two, the deployment check
 * (tools/deploy/lib/deploy-check.mjs): with any placeholder or missing setting it prints one message listing every
 * problem and exits with status 1, before building anything. Then the production build (gatsby build).
 */
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { deployProblems, refusalMessage } from "./lib/deploy-check.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")

/** Every content file under data/, parsed, with its path relative to the project. */
const contentFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return contentFiles(full)
    if (!e.name.endsWith(".json")) return []
    return [{ path: path.relative(root, full).split(path.sep).join("/"), doc: JSON.parse(fs.readFileSync(full, "utf8")) }]
  })

const problems = deployProblems({ env: process.env, files: contentFiles(path.join(root, "data")) })
if (problems.length) {
  console.error(refusalMessage(problems))
  process.exit(1)
}
console.log("build:deploy: no placeholder or missing setting; building for deployment")
const gatsby = path.join(root, "node_modules", "gatsby", "cli.js")
const result = spawnSync(process.execPath, [gatsby, "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
})
process.exit(result.status ?? 1)
