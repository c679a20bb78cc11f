#!/usr/bin/env node
/**
 * npm run cms: edit the site's content in a browser on this machine.
 *
 * Starts the site in development mode (`gatsby develop`), which builds the content editor (Sveltia CMS) and serves it
 * at http://localhost:8000/admin/, and shows every saved change on the site at http://localhost:8000/. The editor
 * reads and writes the files of data/ itself, in Chrome or Edge: "Work with Local Repository", then pick this
 * project's folder (once; the browser remembers it). Nothing remote is opened: no sign-in, no Git host, no server of
 * ours between the editor and the files. Ctrl+C stops it.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const require = createRequire(import.meta.url)
const unknown = process.argv.slice(2)
if (unknown.length) {
  console.error(`npm run cms: unknown option ${unknown.join(" ")} (it takes none)`)
  process.exit(2)
}

const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--host", "localhost", "--port", "8000"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
})
child.on("exit", (code, signal) => {
  process.exitCode = signal ? 0 : (code ?? 1)
})
const stop = () => child.kill("SIGTERM")
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
console.log(
  [
    "npm run cms: when the site is ready, open in Chrome or Edge:",
    "  http://localhost:8000/admin/  the editor: click « Travailler avec un dépôt local » (Work with Local Repository)",
    `                                and pick the project folder (${path.basename(root)}); saved changes land in data/`,
    "  http://localhost:8000/        the site, with every saved change",
  ].join("\n"),
)
