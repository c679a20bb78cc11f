import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"

/**
 * Lighthouse is used only by `npm run bench`, and it is large (about 90 packages): it is not in package.json,
 * so `npm ci` (CI and every visitor of the README) never pays for it. The benchmark installs this pinned version
 * on first use into a cache folder inside node_modules (outside the project's lock file) and loads it from there.
 */
export const LIGHTHOUSE_VERSION = "13.5.0"

const toolsDir = (root) => path.join(root, "node_modules", ".cache", "bench-tools")

/**
 * Loads `lighthouse` and its `chrome-launcher`, installing the pinned Lighthouse into the bench-tools cache first
 * when it is not there.
 */
export async function loadLighthouse(root = process.cwd()) {
  const dir = toolsDir(root)
  const manifest = path.join(dir, "node_modules", "lighthouse", "package.json")
  const installed = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, "utf8")).version : null
  if (installed !== LIGHTHOUSE_VERSION) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} for the benchmark (once, into ${path.relative(root, dir)})`)
    fs.mkdirSync(dir, { recursive: true })
    execFileSync(
      "npm",
      ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", dir, `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: "inherit",
      },
    )
  }
  const require = createRequire(path.join(dir, "package.json"))
  const load = (name) => import(pathToFileURL(require.resolve(name)).href)
  const [lighthouse, chromeLauncher] = await Promise.all([load("lighthouse"), load("chrome-launcher")])
  return { lighthouse: lighthouse.default, chromeLauncher }
}
