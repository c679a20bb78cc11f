#!/usr/bin/env node
/**
 * npm run cms: edit the site's content in a browser on this machine.
 *
 * Starts Decap CMS's local backend (decap-server, on 127.0.0.1:8081), which reads and writes the files of data/
 * directly, and the site in development mode (`gatsby develop`), which serves the editor at
 * http://localhost:8000/admin/ and shows every saved change on the site at http://localhost:8000/. Nothing remote is
 * opened: no sign-in, no Git host. Ctrl+C stops both.
 *
 *   --backend-only   start only decap-server (the editor of a built site, `npm start`, finds it the same way)
 *
 * CMS_REPO_DIR (default: this project) is the folder decap-server edits; the browser tests point it at a copy.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const require = createRequire(import.meta.url)
const backendOnly = process.argv.includes("--backend-only")
const unknown = process.argv.slice(2).filter((a) => a !== "--backend-only")
if (unknown.length) {
  console.error(`npm run cms: unknown option ${unknown.join(" ")} (known: --backend-only)`)
  process.exit(2)
}

export const CMS_BACKEND_PORT = 8081
const repo = path.resolve(process.env.CMS_REPO_DIR || root)
const children = []
const start = (name, command, args, env) => {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  child.on("exit", (code, signal) => {
    if (stopping) return
    console.error(`npm run cms: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`)
    stop(code ?? 1)
  })
  children.push(child)
}
let stopping = false
const stop = (code = 0) => {
  stopping = true
  for (const child of children) child.kill("SIGTERM")
  process.exitCode = code
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
  PORT: String(CMS_BACKEND_PORT),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: repo,
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
})
console.log(`npm run cms: the editor saves into ${path.relative(process.cwd(), path.join(repo, "data")) || "data"}/`)
if (!backendOnly) {
  start("gatsby develop", process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--host", "localhost", "--port", "8000"], {
    GATSBY_TELEMETRY_DISABLED: "1",
  })
  console.log("npm run cms: when the site is ready, open http://localhost:8000/admin/ (the editor) and http://localhost:8000/ (the site)")
}
