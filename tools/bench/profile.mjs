#!/usr/bin/env node
/**
 * Where the script time of one interaction or one page load goes (`npm run bench:profile -- <what> [runs]`; not part of
 * npm test): a V8 CPU profile of each run, summed by function and named by the build's source maps
 * (lib/cpu-profile.mjs): the file and line where the function starts, so that a slow tap reads as
 * `src/components/forms/ContactForm.tsx:30`.
 *
 * <what> is a scenario of `npm run bench:inp` (lib/inp-scenarios.mjs: "contact-typing", "menu", …), profiled from its
 * measured step on a phone's screen with the CPU slowed BENCH_PROFILE_CPU times (default 4, as bench:inp); or a route
 * ("/", "/fr/devis/"), profiled from navigation until the page has settled, unthrottled unless BENCH_PROFILE_CPU is
 * set, in a browser of the page's language. Runs: 3 by default; the figures are milliseconds a run. Needs a build
 * (public/, with its .map files). Options (environment): BENCH_PROFILE_TOP=25 (rows), BENCH_PORT=9340,
 * CHROME_PATH=/usr/bin/chromium.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { CHROME_FLAGS, CHROME_PATH, hostMachine, langFlag, phoneContext, readyForStep, settle, startServer } from "./lib/bench-setup.mjs"
import { profileTimes, shortSource, sourceMapLookup, topRows } from "./lib/cpu-profile.mjs"
import { pageLang } from "./lib/first-load.mjs"
import { SCENARIOS } from "./lib/inp-scenarios.mjs"
import { markdownTable } from "./lib/markdown-table.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const [what, runsArg] = process.argv.slice(2)
if (!what) throw new Error("Usage: npm run bench:profile -- <bench:inp scenario id | route> [runs]")
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) throw new Error("No build in public/: run `npm run build` first.")
const scenario = SCENARIOS.find((s) => s.id === what && !s.scriptless)
if (!scenario && !what.startsWith("/"))
  throw new Error(`"${what}" is neither a scenario of bench:inp (${SCENARIOS.map((s) => s.id).join(", ")}) nor a route`)
const runs = Number(runsArg || 3)
const cpu = Number(process.env.BENCH_PROFILE_CPU || (scenario ? 4 : 1))
const top = Number(process.env.BENCH_PROFILE_TOP || 25)
const port = Number(process.env.BENCH_PORT || 9340)
const route = scenario ? scenario.route : what
// the page's own language, from its HTML (a visitor of a French page has a French browser)
const lang = pageLang(publicDir, route) ?? "en"

/** A sample of the page's own work: one of its frames is in a file the site serves (not Playwright's scripts). */
const ofThePage = (stack) => stack.some((f) => f.url.startsWith(`http://127.0.0.1:${port}/`))

/** Each bundle's source map, read once; a frame of a file without one keeps its own name. */
const lookups = new Map()
function keyOf(frame) {
  const file = frame.url.startsWith(`http://127.0.0.1:${port}/`) ? new URL(frame.url).pathname.slice(1) : ""
  const mapFile = file && path.join(publicDir, `${file}.map`)
  if (mapFile && !lookups.has(mapFile))
    lookups.set(mapFile, fs.existsSync(mapFile) ? sourceMapLookup(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null)
  const original = mapFile ? lookups.get(mapFile)?.(frame.lineNumber, frame.columnNumber) : null
  // a profile gives the line where the function starts; the name the map has there is often a parameter's, so none
  if (original) return `${shortSource(original.source)}:${original.line}`
  return [frame.functionName || "(anonymous)", frame.url ? path.basename(new URL(frame.url).pathname) || frame.url : ""]
    .filter(Boolean)
    .join(" ")
}

const server = await startServer(root, port, publicDir)
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [...CHROME_FLAGS, langFlag(lang)],
})
const self = new Map()
const inclusive = new Map()
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(phoneContext(lang))
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send("Profiler.enable")
      await cdp.send("Profiler.setSamplingInterval", { interval: 50 })
      const url = `http://127.0.0.1:${port}${route}`
      if (scenario) {
        await readyForStep(page, cdp, url, scenario, cpu)
        await cdp.send("Profiler.start")
        await scenario.act(page)
        await page.waitForTimeout(500)
      } else {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu })
        await cdp.send("Profiler.start")
        await page.goto(url, { waitUntil: "load" })
        await settle(page)
      }
      const { profile } = await cdp.send("Profiler.stop")
      const times = profileTimes(profile, keyOf, ofThePage)
      for (const [into, from] of [
        [self, times.self],
        [inclusive, times.inclusive],
      ])
        for (const [key, us] of from) into.set(key, (into.get(key) ?? 0) + us)
    } finally {
      await context.close()
    }
  }
} finally {
  await browser.close()
  server.kill()
}

const total = [...self.values()].reduce((sum, us) => sum + us, 0) / 1000 / runs
console.log(
  [
    `${scenario ? `"${scenario.label}" on ${route}` : `Loading ${route}`}: ${runs} runs, CPU slowed ${cpu}×, a phone's screen; ${total.toFixed(1)} ms of script a run (sampled).`,
    `Host: ${hostMachine()}.`,
    "",
    "Self time (the function's own code):",
    "",
    markdownTable(["ms a run", "function"], topRows(self, top, runs)),
    "",
    "Inclusive time (with what it calls):",
    "",
    markdownTable(["ms a run", "function"], topRows(inclusive, top, runs)),
  ].join("\n"),
)
