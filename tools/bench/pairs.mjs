#!/usr/bin/env node
/**
 * Pages side by side (`npm run bench:pairs`; not part of npm test): each pair of the targets loaded BENCH_PAIR_LOADS
 * times each (default 10), alternately, every load in a fresh context of a browser in the page's language, on a
 * phone's screen, unthrottled. It reads Chrome's own counters of the renderer's main thread (all its tasks, layout,
 * style) 1.5 s after the load event, and the script time of a light trace of the load (promise callbacks included),
 * and judges each pair on the medians (lib/pair-loads.mjs): every French twin against its English page and, given
 * the starter's build, the home, article and legal pages against the starter's.
 *
 * Why beside `npm run bench`: on a shared host one Lighthouse run's figures swing ±30%, so the 4 rounds of the
 * benchmark cannot tell 1.1× from 1.0×; 10 alternating loads of a pair can (docs/benchmark.md). Options (environment): BENCH_PAIR_LOADS=10; BENCH_ROUTES=/,/about/ or `all`
 * (English routes; default the benchmark's); BENCH_REFERENCE_DIR (the starter's public/) with
 * BENCH_REFERENCE_PAGES=/,/hello-world/; BENCH_PORT=9310 (and the next); CHROME_PATH=/usr/bin/chromium. Needs a
 * build (public/).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { CHROME_FLAGS, CHROME_PATH, hostMachine, langFlag, phoneContext, routesOf, starterOf, startServer } from "./lib/bench-setup.mjs"
import { figuresOf, pairsOf, pairTable, pairVerdict, TRACE_CATEGORIES } from "./lib/pair-loads.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const loads = Number(process.env.BENCH_PAIR_LOADS || 10)
const port = Number(process.env.BENCH_PORT || 9310)
const { dir: referenceDir, home: referenceHome, article: referenceArticle } = starterOf()
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) throw new Error("No build in public/: run `npx gatsby build` first.")

const { english, roles, twins } = routesOf(root, publicDir)
const pairs = pairsOf({
  english,
  twins,
  roles,
  ours: (route) => `http://127.0.0.1:${port}${route}`,
  starter: referenceDir ? { home: referenceHome, article: referenceArticle, url: (route) => `http://127.0.0.1:${port + 1}${route}` } : null,
})

const servers = [await startServer(root, port, publicDir)]
if (referenceDir) servers.push(await startServer(root, port + 1, referenceDir))

// one browser per language, as a visitor's (the French pages in a French one, as in `npm run bench`)
const browsers = {
  en: await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, langFlag("en")] }),
  fr: await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, langFlag("fr")] }),
}

/** One load of a page on a phone's screen, lightly traced; the main thread's figures once it has settled. */
async function load(url, lang) {
  const context = await browsers[lang].newContext(phoneContext(lang))
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events = []
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value))
    await cdp.send("Performance.enable")
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: TRACE_CATEGORIES } })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(1500)
    const { metrics } = await cdp.send("Performance.getMetrics")
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
    await cdp.send("Tracing.end")
    await complete
    return figuresOf(metrics, events)
  } finally {
    await context.close()
  }
}

const verdicts = []
const started = Date.now()
try {
  for (const pair of pairs) {
    const pageLoads = []
    const againstLoads = []
    // alternating which goes first, so that neither page always meets the host a moment later
    for (let i = 0; i < loads; i++) {
      if (i % 2) pageLoads.push(await load(pair.url, pair.lang))
      againstLoads.push(await load(pair.againstUrl, pair.againstLang))
      if (!(i % 2)) pageLoads.push(await load(pair.url, pair.lang))
    }
    const verdict = pairVerdict(pair, pageLoads, againstLoads)
    verdicts.push(verdict)
    console.log(
      `${pair.page} against ${pair.against}: ${verdict.figures.map((f) => `${f.label} ${f.page} / ${f.against} ms (${f.share}×)`).join(", ")}`,
    )
  }
} finally {
  for (const browser of Object.values(browsers)) await browser.close()
  for (const server of servers) server.kill()
}

const missed = verdicts.filter((v) => !v.held)
console.log(
  [
    "",
    `Pages side by side, ${loads} alternating loads of each (${Math.round((Date.now() - started) / 60000)} min), unthrottled; medians of Chrome's main-thread counters and of a light trace's script time.`,
    `Host: ${hostMachine()}.`,
    "",
    pairTable(verdicts),
    "",
    missed.length ? `${missed.length} of ${verdicts.length} pairs missed.` : `All ${verdicts.length} pairs held.`,
  ].join("\n"),
)
process.exit(missed.length ? 1 : 0)
