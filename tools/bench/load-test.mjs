#!/usr/bin/env node
/**
 * Load test of the local server and inbox (`npm run load`; not part of CI: figures from a shared machine are not
 * comparable). Starts tools/server/serve.mjs on a free loopback port with a fresh inbox folder, then at the same time
 * sends LOAD_SENDS enquiries (concurrency LOAD_SEND_CONCURRENCY) and requests LOAD_PAGES pages of the build
 * (concurrency LOAD_PAGE_CONCURRENCY), and checks the inbox file: every enquiry answered OK is on disk once,
 * on a line of its own. Prints the counts and the median and 95th percentile times; exits 1 when an enquiry
 * answered OK is missing or doubled, a line is unparsable, or a request failed.
 *
 *   LOAD_SENDS=500 LOAD_SEND_CONCURRENCY=50 LOAD_PAGES=2000 LOAD_PAGE_CONCURRENCY=100 npm run load
 */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { allRoutesFromData } from "./lib/sitemap-routes.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const count = (name, fallback, max) => {
  const n = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`${name} must be a whole number from 0 to ${max}.`)
    process.exit(2)
  }
  return n
}
const SENDS = count("LOAD_SENDS", 500, 20_000)
const SEND_CONCURRENCY = Math.max(1, count("LOAD_SEND_CONCURRENCY", 50, 500))
const PAGES = count("LOAD_PAGES", 2000, 50_000)
const PAGE_CONCURRENCY = Math.max(1, count("LOAD_PAGE_CONCURRENCY", 100, 1000))
const REQUEST_TIMEOUT_MS = 30_000
const TOTAL_TIMEOUT_MS = 300_000

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("public/ has no build. Run `npm run build` first.")
  process.exit(1)
}

const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-inbox-"))
const child = spawn(process.execPath, [path.join(root, "tools", "server", "serve.mjs")], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: "0", INBOX_DIR: inboxDir },
  stdio: ["ignore", "pipe", "inherit"],
})
const stopAll = (code) => {
  child.kill("SIGTERM")
  fs.rmSync(inboxDir, { recursive: true, force: true })
  process.exit(code)
}
setTimeout(() => {
  console.error(`The load test did not finish within ${TOTAL_TIMEOUT_MS / 1000} s.`)
  stopAll(1)
}, TOTAL_TIMEOUT_MS).unref()

const port = await new Promise((resolve, reject) => {
  let out = ""
  child.stdout.on("data", (d) => {
    out += String(d)
    const m = /served at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
    if (m) resolve(Number(m[1]))
  })
  child.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
})

/** One request; resolves with { status, ms } (status 0: failed or timed out). */
function timed(agent, method, p, body, headers) {
  const start = process.hrtime.bigint()
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, ms: Number(process.hrtime.bigint() - start) / 1e6 })
    const req = http.request(
      { host: "127.0.0.1", port, path: p, method, headers: { Host: `127.0.0.1:${port}`, ...headers }, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        res.on("data", () => undefined)
        res.on("end", () => done(res.statusCode))
        res.on("error", () => done(0))
      },
    )
    req.on("timeout", () => req.destroy(new Error("timeout")))
    req.on("error", () => done(0))
    req.end(body)
  })
}

/** Runs task(0..n-1) with at most `concurrency` at a time. */
async function pool(n, concurrency, task) {
  const results = new Array(n)
  let next = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker))
  return results
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN
  const sorted = values.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (v) => (Number.isNaN(v) ? "-" : `${v.toFixed(1)} ms`)

const runId = Date.now().toString(36)
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: SEND_CONCURRENCY })
const pageAgent = new http.Agent({ keepAlive: true, maxSockets: PAGE_CONCURRENCY })
const routes = allRoutesFromData(path.join(root, "data"))
const send = (i) =>
  timed(
    sendAgent,
    "POST",
    "/api/v1.0/email/send",
    JSON.stringify({
      lib_version: "4.4.1",
      user_id: "local_inbox_public_key",
      service_id: "local_inbox_service",
      template_id: "local_inbox_template",
      template_params: {
        name: "Load Test",
        email: "load@example.com",
        message: `load ${runId} #${i} ${"é".repeat(500)}`,
        id: `${runId}-${i}`,
      },
    }),
    { "Content-Type": "application/json" },
  )
const page = (i) => timed(pageAgent, "GET", routes[i % routes.length], undefined, { "Accept-Encoding": "br, gzip" })

const started = Date.now()
const [sends, pages] = await Promise.all([pool(SENDS, SEND_CONCURRENCY, send), pool(PAGES, PAGE_CONCURRENCY, page)])
const seconds = (Date.now() - started) / 1000
sendAgent.destroy()
pageAgent.destroy()

const okSends = sends.filter((r) => r.status === 200).length
const lines = fs.existsSync(path.join(inboxDir, "enquiries.jsonl"))
  ? fs
      .readFileSync(path.join(inboxDir, "enquiries.jsonl"), "utf8")
      .split("\n")
      .filter((l) => l.trim())
  : []
let unparsable = 0
const seen = new Map()
for (const line of lines) {
  try {
    const id = JSON.parse(line).template_params?.id
    seen.set(id, (seen.get(id) ?? 0) + 1)
  } catch {
    unparsable++
  }
}
const duplicates = [...seen.values()].filter((n) => n > 1).length
const missing = sends.filter((r, i) => r.status === 200 && !seen.has(`${runId}-${i}`)).length
const okPages = pages.filter((r) => r.status === 200).length

console.log(
  `\nLoad test: ${SENDS} sends at concurrency ${SEND_CONCURRENCY} and ${PAGES} page requests at concurrency ${PAGE_CONCURRENCY}, together, in ${seconds.toFixed(1)} s`,
)
console.log(`  sends answered 200 OK      ${okSends} / ${SENDS}`)
console.log(`  records on disk            ${lines.length - unparsable}`)
console.log(`  unparsable lines           ${unparsable}`)
console.log(`  duplicates                 ${duplicates}`)
console.log(`  answered OK but missing    ${missing}`)
console.log(
  `  send time p50 / p95        ${ms(
    percentile(
      sends.map((r) => r.ms),
      50,
    ),
  )} / ${ms(
    percentile(
      sends.map((r) => r.ms),
      95,
    ),
  )}`,
)
console.log(`  pages answered 200         ${okPages} / ${PAGES} (${routes.length} routes, brotli)`)
console.log(
  `  page time p50 / p95        ${ms(
    percentile(
      pages.map((r) => r.ms),
      50,
    ),
  )} / ${ms(
    percentile(
      pages.map((r) => r.ms),
      95,
    ),
  )}`,
)

const failed =
  okSends !== SENDS || okPages !== PAGES || unparsable > 0 || duplicates > 0 || missing > 0 || lines.length - unparsable !== okSends
stopAll(failed ? 1 : 0)
