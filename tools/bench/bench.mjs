#!/usr/bin/env node
/**
 * Performance benchmark (not part of npm test): `npm run bench`. It judges the site against references measured
 * in the same interleaved run, never against an absolute figure of this host (docs/benchmark.md):
 *
 *  1. serves the build (public/; `BENCH_BUILD=1` first times a cold build, then with its cache a build with no change
 *     and one after a one-field edit: lib/build-times.mjs),
 *     a copy of it without scripts (the floor that no change to the site's JavaScript can lower), and, when
 *     `BENCH_REFERENCE_DIR` names one, the official gatsby-starter-blog's build;
 *  2. runs rounds: in each, every route, its French twin and the starter's pages get one Lighthouse run (mobile,
 *     simulated throttling, the system Chromium), whose unthrottled trace gives the main-thread and script times,
 *     and every route of ours one run of its scriptless copy;
 *  3. writes the medians and the verdict of each target (tools/bench/lib/bench-targets.mjs) to BENCHMARKS.md,
 *     and exits non-zero when a judged target is missed.
 *
 * Options (environment): BENCH_ROUNDS=4; BENCH_ROUTES=/,/about/ (English routes; their French twins are added) or
 * `all` (every route of the sitemap), default one page of each template (lib/sitemap-routes.mjs); BENCH_REFERENCE_DIR
 * (the starter's public/) with BENCH_REFERENCE_PAGES=/,/hello-world/ (its home page and article); BENCH_BUILD=1;
 * BENCH_BASELINE_DIR (the public/ of a build of the baseline commit, named by BENCH_BASELINE_COMMIT: its pages are
 * measured in the same rounds, and their LCP, CLS and bytes are the baseline instead of tools/bench/baseline.json's);
 * BENCH_SAVE_BASELINE=1 (write this run's LCP, CLS and bytes to tools/bench/baseline.json); BENCH_PORT=9300 (and the
 * next three); CHROME_PATH=/usr/bin/chromium.
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadLighthouse, LIGHTHOUSE_VERSION } from "./lib/bench-tools.mjs"
import {
  browserLocale,
  CHROME_FLAGS,
  CHROME_PATH,
  hostMachine,
  langFlag,
  routesOf,
  starterOf,
  startServer as startBenchServer,
} from "./lib/bench-setup.mjs"
import { writeScriptlessCopy } from "./lib/scriptless-copy.mjs"
import {
  browserVersion,
  lighthouseFailure,
  mainThreadFigures,
  median,
  onDemandScripts,
  summariseLighthouse,
  targetRow,
} from "./lib/bench-metrics.mjs"
import { isPageLoadHeading, withSection } from "./lib/benchmarks-file.mjs"
import { baselineOf, describeVerdicts, judgeTargets } from "./lib/bench-targets.mjs"
import { timeBuilds } from "./lib/build-times.mjs"

/** Lighthouse runs that give no performance score are repeated, at most this many times. */
const MAX_RETRIES = 3

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const rounds = Number(process.env.BENCH_ROUNDS || 4)
const port = Number(process.env.BENCH_PORT || 9300)
const { dir: referenceDir, home: referenceHome, article: referenceArticle } = starterOf()
const baselineFile = path.join(root, "tools", "bench", "baseline.json")
const baselineDir = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : null
const baselineCommit = process.env.BENCH_BASELINE_COMMIT || "an unnamed commit (BENCH_BASELINE_COMMIT unset)"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

const builds = process.env.BENCH_BUILD === "1" ? timeBuilds(root, env) : null
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) execSync("npx gatsby build", { cwd: root, stdio: "inherit", env })

// the routes, their roles and their French twins
const { english, roles, twins } = routesOf(root, publicDir)

const startServer = (serverPort, dir) => startBenchServer(root, serverPort, dir, env)

const scriptlessDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scriptless-"))
console.log(`Scriptless copy: ${writeScriptlessCopy(publicDir, scriptlessDir)} pages without their scripts`)
const servers = [await startServer(port, publicDir), await startServer(port + 1, scriptlessDir)]
if (referenceDir) servers.push(await startServer(port + 2, referenceDir))
if (baselineDir) servers.push(await startServer(port + 3, baselineDir))

/** Every page measured, in the order of a round: each route beside its French twin, the starter's pages among them. */
const targets = []
for (const route of english) {
  targets.push({ key: route, url: `http://127.0.0.1:${port}${route}` })
  const twin = twins.find(([en]) => en === route)?.[1]
  if (twin) targets.push({ key: twin, url: `http://127.0.0.1:${port}${twin}`, lang: "fr" })
  const role = roles.get(route)
  if (referenceDir && role === "home" && !targets.some((t) => t.key === "starter home"))
    targets.push({ key: "starter home", url: `http://127.0.0.1:${port + 2}${referenceHome}`, reference: true })
  if (referenceDir && role === "article" && !targets.some((t) => t.key === "starter article"))
    targets.push({ key: "starter article", url: `http://127.0.0.1:${port + 2}${referenceArticle}`, reference: true })
}

const { lighthouse, chromeLauncher } = await loadLighthouse(root)
const onDemandOf = (dir) => onDemandScripts(JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8")))
const onDemand = onDemandOf(publicDir)
const baselineOnDemand = baselineDir ? onDemandOf(baselineDir) : null
const chromeVersion = browserVersion(execSync(`"${CHROME_PATH}" --version`, { stdio: ["ignore", "pipe", "ignore"] }).toString())
/** Lighthouse runs that failed and were repeated. */
const repeated = []

/**
 * One Lighthouse run (simulated mobile) in a fresh browser whose language is the page's audience's (a French page
 * is measured as a French-speaking visitor sees it: an English browser would also draw the note suggesting the
 * English page); a run without a performance score is repeated.
 */
async function lighthouseRun(url, categories, lang = "en") {
  const language = [langFlag(lang), `--accept-lang=${browserLocale(lang)},${lang}`]
  for (let attempt = 0; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...language] })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: categories,
      })
      const failure = lighthouseFailure(result.lhr)
      if (!failure || attempt >= MAX_RETRIES) return result
      console.warn(`${url}: Lighthouse run failed (${failure}); running it again`)
      repeated.push(`${url} (${failure})`)
    } finally {
      await chrome.kill()
    }
  }
}

const samples = new Map(targets.map((t) => [t.key, []]))
const floors = new Map(targets.map((t) => [t.key, []]))
/** the baseline build's runs of each of our pages (BENCH_BASELINE_DIR): a page it does not have is left out */
const baselineSamples = new Map()
if (baselineDir)
  for (const t of targets)
    if (!t.reference && fs.existsSync(path.join(baselineDir, decodeURIComponent(t.key), "index.html"))) baselineSamples.set(t.key, [])
const started = Date.now()
try {
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      // the first round also scores accessibility, best practices and SEO, which do not depend on the host
      const categories = round === 1 ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"]
      const result = await lighthouseRun(t.url, categories, t.lang)
      samples.get(t.key).push({ ...summariseLighthouse(result.lhr, onDemand), ...mainThreadFigures(result.artifacts.Trace.traceEvents) })
      if (!t.reference) {
        const bare = await lighthouseRun(t.url.replace(`:${port}/`, `:${port + 1}/`), ["performance"], t.lang)
        floors.get(t.key).push(summariseLighthouse(bare.lhr).tbtMs)
      }
      if (baselineSamples.has(t.key)) {
        const before = await lighthouseRun(t.url.replace(`:${port}/`, `:${port + 3}/`), ["performance"], t.lang)
        baselineSamples.get(t.key).push(summariseLighthouse(before.lhr, baselineOnDemand))
      }
      const last = samples.get(t.key).at(-1)
      console.log(
        `round ${round}/${rounds} ${t.key}: TBT ${last.tbtMs} ms${t.reference ? "" : ` (floor ${floors.get(t.key).at(-1)})`}, main thread ${last.mainThreadMs} ms, boot-up ${last.bootupMs} ms, trace script ${last.traceScriptMs} ms, index ${last.benchmarkIndex}`,
      )
    }
  }
} finally {
  for (const child of servers) child.kill()
  fs.rmSync(scriptlessDir, { recursive: true, force: true })
}

const rows = new Map()
for (const t of targets) {
  const row = targetRow(t.key, samples.get(t.key))
  row.floorTbtMs = t.reference ? null : median(floors.get(t.key))
  rows.set(t.key, row)
}
const ours = new Map([...rows].filter(([key]) => key.startsWith("/")))
const commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim()
const date = new Date().toISOString().slice(0, 10)
if (process.env.BENCH_SAVE_BASELINE === "1") fs.writeFileSync(baselineFile, JSON.stringify(baselineOf(ours, commit, date), null, 2) + "\n")
/** the baseline build's medians when it ran beside ours, else the recorded file */
const sideBySide = baselineDir
  ? baselineOf(new Map([...baselineSamples].map(([key, runs]) => [key, targetRow(key, runs)])), baselineCommit, date)
  : null
const baseline = sideBySide ?? (fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, "utf8")) : null)
const verdicts = judgeTargets({
  rows: ours,
  twins,
  roles,
  reference: { home: rows.get("starter home") ?? null, article: rows.get("starter article") ?? null },
  baseline,
})
for (const detail of builds?.problems ?? []) verdicts.push({ rule: "a build with its cache ≤ 30 s", target: "build", held: false, detail })

const indices = [...samples.values()].flat().map((s) => s.benchmarkIndex)
const host = `Host: ${hostMachine()}, Chromium ${chromeVersion}, Lighthouse ${LIGHTHOUSE_VERSION}; Lighthouse benchmarkIndex ${Math.min(...indices)}-${Math.max(...indices)} (median ${Math.round(median(indices))} of ${indices.length} runs).`
const cell = (v) => (v === null || v === undefined ? "—" : v)
const columns = [
  ["page", (r) => (r.target.startsWith("/") ? r.target : `${r.target} (${r.target.endsWith("home") ? referenceHome : referenceArticle})`)],
  ["TBT ms", (r) => r.tbtMs],
  ["floor TBT ms", (r) => cell(r.floorTbtMs)],
  ["main thread ms", (r) => r.mainThreadMs],
  ["boot-up ms", (r) => r.bootupMs],
  ["trace main ms", (r) => r.traceMainMs],
  ["trace script ms", (r) => r.traceScriptMs],
  ["longest task ms", (r) => r.longestTaskMs],
  ["LCP ms", (r) => `${r.lcpMs} (${r.lcpKind})`],
  ...(sideBySide ? [["baseline LCP ms", (r) => cell(sideBySide.routes[r.target]?.lcpMs)]] : []),
  ["CLS", (r) => r.cls],
  ["total KB", (r) => r.totalKb],
  ["JS KB", (r) => r.jsKb],
  ["on-demand JS KB", (r) => r.onDemandJsKb],
  ["a11y / BP / SEO", (r) => `${cell(r.accessibility)} / ${cell(r.bestPractices)} / ${cell(r.seo)}`],
  ["host index", (r) => r.hostIndex],
]
const tableRow = (cells) => `| ${cells.join(" | ")} |`
const missed = verdicts.filter((v) => v.held === false)
const section = [
  `## Page load, ${date}, commit ${commit} (\`npm run bench\`)`,
  "",
  `${rounds} interleaved rounds (${Math.round((Date.now() - started) / 60000)} min): in each, one Lighthouse run (mobile, simulated throttling) of every page below in this order, and one of each of our pages without its scripts (floor TBT); French pages in a French-language browser, the others in an English one. Medians of the rounds. Main thread and boot-up are Lighthouse's (observed × 4); trace figures are the same runs' unthrottled Chrome traces.`,
  host,
  builds ? builds.line : "Builds not timed (BENCH_BUILD unset).",
  sideBySide
    ? `Baseline for LCP, CLS and bytes: a build of ${baselineCommit}, measured in the same rounds (one run of each of our pages after its scriptless copy; medians).`
    : baseline
      ? `Baseline for LCP, CLS and bytes: commit ${baseline.commit} (${baseline.date}), recorded in tools/bench/baseline.json.`
      : "No baseline (tools/bench/baseline.json).",
  repeated.length ? `Lighthouse runs that failed and were repeated: ${repeated.join("; ")}.` : "No Lighthouse run failed.",
  "",
  tableRow(columns.map(([title]) => title)),
  `|${columns.map(() => "---|").join("")}`,
  ...[...rows.values()].map((r) => tableRow(columns.map(([, fn]) => fn(r)))),
  "",
  missed.length ? `Targets (${missed.length} missed):` : "Targets (all judged targets held):",
  "",
  describeVerdicts(verdicts),
  "",
].join("\n")

// only this benchmark's section is replaced: the file also holds the interactions' and the builds' latest runs
const file = path.join(root, "BENCHMARKS.md")
fs.writeFileSync(file, withSection(fs.readFileSync(file, "utf8"), isPageLoadHeading, section))
console.log("\n" + section)
process.exit(missed.length ? 1 : 0)
