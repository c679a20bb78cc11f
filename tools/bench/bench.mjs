#!/usr/bin/env node
/**
 * Performance benchmark (not part of npm test): `npm run bench`.
 *
 *  1. times a cold production build (no .cache, no public) and a warm rebuild after editing one blog
 *     post's title (the edit is undone afterwards);
 *  2. serves public/ with tools/server/serve.mjs and runs Lighthouse (mobile form factor, simulated throttling,
 *     the system Chromium) on every route, BENCH_RUNS times each (default 5), keeping the median per route
 *     (on a host whose speed wanders out of the calibrated range, more runs, up to BENCH_MAX_RUNS, default
 *     twice BENCH_RUNS, until BENCH_RUNS of them were in the range: their medians judge TBT and the score),
 *     and after each of those runs one unthrottled load whose Chrome trace gives the longest main-thread task
 *     and the script time;
 *  3. writes the table, with the date, the commit and the host, to BENCHMARKS.md, prints it, and checks the
 *     budgets. TBT and the performance score are judged only from runs whose host benchmarkIndex lies in the
 *     calibrated range (tools/bench/lib/bench-metrics.mjs CALIBRATED_INDEX), where Lighthouse's 4× slowdown stands
 *     for a mid-range phone; outside it they are printed in brackets, and LCP, CLS and bytes still count.
 *
 * Options (environment): BENCH_RUNS=5, BENCH_MAX_RUNS=10, BENCH_ROUTES=/,/about/ (a subset), BENCH_SKIP_BUILD=1 (measure the
 * current public/ only), CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 9300),
 * BENCH_CPU_SLOWDOWN (Lighthouse's cpuSlowdownMultiplier; any value but the default 4 turns the TBT judgement off),
 * BENCH_HOST=native (no host emulation: see tools/bench/lib/host-emulation.mjs; by default a machine faster than the
 * calibrated range is slowed down to a calibrated host), BENCH_REFERENCE=http://127.0.0.1:9400/,… (pages of another
 * site, served by you, measured in the same interleaved run for comparison; no budget applies to them),
 * BENCH_SCRIPTLESS=1 (after each of a route's runs, one of the same page with its scripts removed, served from a
 * copy of public/ on BENCH_PORT + 1: a column of the TBT that the browser's own work on the page's HTML and CSS
 * costs, which no change to the site's JavaScript can remove; see tools/bench/lib/scriptless-copy.mjs).
 * Exits non-zero when a budget is missed.
 */
import { execSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { allRoutesFromData } from "./lib/sitemap-routes.mjs"
import { loadLighthouse } from "./lib/bench-tools.mjs"
import { calibrateHost } from "./lib/host-emulation.mjs"
import { writeScriptlessCopy } from "./lib/scriptless-copy.mjs"
import {
  BUDGETS,
  CALIBRATION_TARGET,
  browserVersion,
  checkBudgets,
  describeHost,
  hostIndexRange,
  lighthouseFailure,
  mainThreadFigures,
  median,
  needsAnotherRun,
  onDemandScripts,
  routeRow,
  scriptlessTbt,
  summariseLighthouse,
} from "./lib/bench-metrics.mjs"

/** Lighthouse runs that give no performance score are repeated, at most this many times per route. */
const MAX_RETRIES = 3

const CHROME_FLAGS = ["--headless=new", ...JSON.parse(fs.readFileSync(new URL("../chromium-flags.json", import.meta.url), "utf8")).flags]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const runs = Number(process.env.BENCH_RUNS || 5)
/** At most this many Lighthouse runs per route, the extra ones only while fewer than `runs` were in the calibrated range. */
const maxRuns = Math.max(runs, Number(process.env.BENCH_MAX_RUNS || runs * 2))
const port = Number(process.env.BENCH_PORT || 9300)
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium"
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null
const scriptless = process.env.BENCH_SCRIPTLESS === "1"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

const sh = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit", env })
const seconds = (ms) => Math.round(ms / 100) / 10

function timeBuild(label) {
  const t0 = Date.now()
  sh("npx gatsby build")
  const ms = Date.now() - t0
  console.log(`${label}: ${seconds(ms)} s`)
  return ms
}

let coldMs = null
let warmMs = null
if (!process.env.BENCH_SKIP_BUILD) {
  fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true })
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true })
  coldMs = timeBuild("Cold build")
  const postFile = path.join(root, "data", "blog", "1.en.json")
  const original = fs.readFileSync(postFile, "utf8")
  try {
    const post = JSON.parse(original)
    post.title = `${post.title} (edited)`
    fs.writeFileSync(postFile, JSON.stringify(post, null, 2) + "\n")
    warmMs = timeBuild("Warm rebuild after editing one blog post's title")
  } finally {
    fs.writeFileSync(postFile, original)
  }
  sh("npx gatsby build") // leave public/ matching the committed content
}

/** tools/server/serve.mjs on a port, serving a folder; resolves once it listens. */
async function startServer(serverPort, publicDir) {
  const child = spawn(process.execPath, [path.join(root, "tools", "server", "serve.mjs")], {
    env: { ...env, PORT: String(serverPort), PUBLIC_DIR: publicDir, INBOX_DIR: path.join(root, ".inbox", "bench") },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve) => child.stdout.on("data", (d) => String(d).includes("served at") && resolve()))
  return child
}

const servers = [await startServer(port, path.join(root, "public"))]
const scriptlessPort = port + 1
/** a folder of its own, so that two benchmarks at once do not share it */
const scriptlessCopy = scriptless ? fs.mkdtempSync(path.join(os.tmpdir(), "bench-scriptless-")) : null
if (scriptless) {
  console.log(`Scriptless copy: ${writeScriptlessCopy(path.join(root, "public"), scriptlessCopy)} pages without their scripts`)
  servers.push(await startServer(scriptlessPort, scriptlessCopy))
}

const { lighthouse, chromeLauncher } = await loadLighthouse(root)

// a machine faster than the calibrated range is slowed down to a calibrated host for every run (BENCH_HOST=native: not)
const host = await calibrateHost({ root, chromePath, flags: CHROME_FLAGS })
console.log(
  host.ratio === null
    ? `Host: native benchmarkIndex ${host.nativeIndex}${host.note ? ` (${host.note})` : ""}`
    : `Host: native benchmarkIndex ${host.nativeIndex}; each Chromium thread capped at ${host.ratio} of a core: benchmarkIndex ${host.checkedIndex}`,
)

const onDemand = onDemandScripts(JSON.parse(fs.readFileSync(path.join(root, "public", "webpack.stats.json"), "utf8")))
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : allRoutesFromData(path.join(root, "data"))
/** Pages of another site measured in the same interleaved run for comparison (absolute URLs); no budget applies. */
const references = process.env.BENCH_REFERENCE ? process.env.BENCH_REFERENCE.split(",") : []
const isReference = (target) => /^https?:\/\//.test(target)
const rows = []
/** Lighthouse runs that failed and were repeated: route and reason. */
const repeated = []
/** benchmarkIndex of every counted run. */
const hostIndices = []
let appliedSlowdown = null
const chromeVersion = browserVersion(execSync(`"${chromePath}" --version`, { stdio: ["ignore", "pipe", "ignore"] }).toString())

/** One Lighthouse run in a fresh browser; a run that gives no performance score is repeated (MAX_RETRIES). */
async function lighthouseRun(target, settings) {
  for (let attempt = 0; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
    try {
      const result = await lighthouse(isReference(target) ? target : `http://127.0.0.1:${port}${target}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        ...settings,
      })
      const failure = lighthouseFailure(result.lhr)
      if (!failure || attempt >= MAX_RETRIES) return result
      console.warn(`${target}: Lighthouse run failed (${failure}); running it again`)
      repeated.push(`${target} (${failure})`)
    } finally {
      await chrome.kill()
    }
  }
}

try {
  if (host.ratio !== null) {
    // the calibration measured the index in a warm page; two uncounted runs give the index as Lighthouse measures it
    const warmUp = []
    for (let i = 0; i < 2; i++) {
      const result = await lighthouseRun(routes[0], { throttlingMethod: "simulate", onlyCategories: ["performance"] })
      warmUp.push(result.lhr.environment?.benchmarkIndex)
    }
    const recentered = await host.recenter(warmUp)
    console.log(
      `Host: Lighthouse measured benchmarkIndex ${warmUp.map(Math.round).join(", ")} in two uncounted runs${recentered === null ? "" : `; each Chromium thread now capped at ${recentered} of a core`}`,
    )
  }
  for (const route of [...routes, ...references]) {
    const samples = []
    const scriptlessSamples = []
    const traces = []
    while (needsAnotherRun(samples, runs, maxRuns, appliedSlowdown)) {
      // simulated mobile: the Lighthouse figures and budgets
      const result = await lighthouseRun(route, {
        throttlingMethod: "simulate",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      })
      const { benchmarkIndex, cpuSlowdown: slowdown, ...sample } = summariseLighthouse(result.lhr, onDemand)
      hostIndices.push(benchmarkIndex)
      appliedSlowdown = slowdown
      samples.push({ ...sample, benchmarkIndex })
      if (scriptless && !isReference(route)) {
        const bare = await lighthouseRun(`http://127.0.0.1:${scriptlessPort}${route}`, {
          throttlingMethod: "simulate",
          onlyCategories: ["performance"],
        })
        const { benchmarkIndex: bareIndex, tbtMs } = summariseLighthouse(bare.lhr, onDemand)
        scriptlessSamples.push({ tbtMs, benchmarkIndex: bareIndex })
      }
      // unthrottled, from the trace: the main thread as this host ran it (on the native host: these figures
      // compare changes, not hosts); one for each of the first `runs` runs, none for the extra ones
      if (traces.length >= runs) continue
      const traced = await host.native(() => lighthouseRun(route, { throttlingMethod: "provided", onlyCategories: ["performance"] }))
      traces.push(mainThreadFigures(traced.artifacts.Trace.traceEvents))
    }
    const row = routeRow(route, samples, appliedSlowdown)
    row.longestTaskMs = median(traces.map((t) => t.longestTaskMs))
    row.scriptMs = median(traces.map((t) => t.scriptMs))
    row.indexRange = hostIndexRange(samples, row.judgedRuns, runs)
    row.scriptlessTbt = scriptlessTbt(scriptlessSamples, appliedSlowdown)
    rows.push(row)
    console.log(
      `${route}: perf ${row.performance}, LCP ${row.lcpMs} ms (${row.lcpKind}), TBT ${row.tbtMs} ms (judged: ${row.tbtJudged ?? "—"}${scriptless ? `; without scripts: ${row.scriptlessTbt}` : ""}), CLS ${row.cls}, JS ${row.jsKb} KB, longest task ${row.longestTaskMs} ms, script ${row.scriptMs} ms, host index ${row.indexRange}`,
    )
    const recentered = await host.recenter(samples.map((s) => s.benchmarkIndex))
    if (recentered !== null)
      console.log(`Host: Lighthouse's index drifted from ${CALIBRATION_TARGET}; each Chromium thread now capped at ${recentered} of a core`)
  }
} finally {
  for (const child of servers) child.kill()
  if (scriptlessCopy) fs.rmSync(scriptlessCopy, { recursive: true, force: true })
  await host.stop()
}

const commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim()
const date = new Date().toISOString().slice(0, 10)
const judged = (all, calibrated) => (calibrated === null ? `(${all})` : calibrated)
const columns = [
  ["route", (r) => r.route],
  ["perf", (r) => judged(r.performance, r.performanceJudged)],
  ["a11y", (r) => r.accessibility],
  ["best pr.", (r) => r.bestPractices],
  ["SEO", (r) => r.seo],
  ["LCP ms", (r) => r.lcpMs],
  ["LCP is", (r) => r.lcpKind],
  ["TBT ms", (r) => judged(r.tbtMs, r.tbtJudged)],
  ...(scriptless ? [["TBT without scripts ms", (r) => r.scriptlessTbt]] : []),
  ["CLS", (r) => r.cls],
  ["SI ms", (r) => r.siMs],
  ["total KB", (r) => r.totalKb],
  ["JS KB", (r) => r.jsKb],
  ["on-demand JS KB", (r) => r.onDemandJsKb],
  ["images KB", (r) => r.imageKb],
  ["requests", (r) => r.requests],
  ["longest task ms", (r) => r.longestTaskMs],
  ["script ms", (r) => r.scriptMs],
  ["host index", (r) => r.indexRange],
]
const tableRow = (cells) => `| ${cells.join(" | ")} |`
const head = tableRow(columns.map(([title]) => title))
const sep = `|${columns.map(() => "---|").join("")}`
const lines = rows.map((r) => tableRow(columns.map(([, cell]) => cell(r))))
const problems = checkBudgets(
  rows.filter((r) => !isReference(r.route)),
  { coldMs, warmMs },
)
const section = [
  `## ${date} — commit ${commit}`,
  "",
  `Lighthouse ${runs} runs per route (median), mobile, simulated throttling, system Chromium; where fewer than ${runs} of a route's runs were on a host in the calibrated range, more runs (at most ${maxRuns} in all) until ${runs} were, the host index column saying how many were judged. Bytes are transferred (compressed) bytes; JS KB is the first-load JavaScript, on-demand JS the chunks of react-slick, the lightbox, the enquiry dialogs, toasts and the e-mail client when the page fetched them (after its load or on use). Perf and TBT in brackets come from runs outside the calibrated host range and are not judged. Longest task and script (evaluation, compilation, handlers and timers on the main thread) are medians of ${runs} unthrottled loads on the native host, read from Chrome's trace.${scriptless ? " TBT without scripts: the same page with every script removed (tools/bench/lib/scriptless-copy.mjs), a Lighthouse run after each of the route's, judged the same way: the blocking that the browser's own work on the page's HTML and inline CSS costs, which no change to the site's JavaScript can remove." : ""}`,
  coldMs !== null
    ? `Cold build: ${seconds(coldMs)} s. Warm rebuild after editing one blog post's title: ${seconds(warmMs)} s (${Math.round((warmMs / coldMs) * 100)}% of cold).`
    : "Builds not timed (BENCH_SKIP_BUILD).",
  describeHost(hostIndices, appliedSlowdown, chromeVersion, host),
  repeated.length ? `Lighthouse runs that failed and were repeated: ${repeated.join("; ")}.` : "No Lighthouse run failed.",
  "",
  head,
  sep,
  ...lines,
  "",
  problems.length ? `Budgets missed:\n${problems.map((p) => `- ${p}`).join("\n")}` : "All budgets met.",
  "",
].join("\n")

const file = path.join(root, "BENCHMARKS.md")
const intro = `# Benchmarks\n\nProduced by \`npm run bench\` (tools/bench/bench.mjs). Budgets (medians, every route): ${BUDGETS.describe}\n\n`
const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(/^# Benchmarks[\s\S]*?\n(?=## )/, "") : ""
fs.writeFileSync(file, intro + section + "\n" + (previous.startsWith("## ") ? previous : ""))
console.log("\n" + section)
process.exit(problems.length ? 1 : 0)
