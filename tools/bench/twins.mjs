#!/usr/bin/env node
/**
 * French twins side by side (`npm run bench:twins`; not part of npm test): each route of the benchmark and its French
 * twin, loaded BENCH_TWIN_LOADS times each (default 10), alternately, every load in a fresh context of a browser in
 * the page's language, unthrottled. It reads Chrome's own counters of the renderer's main thread (all its tasks,
 * script, layout, style) 1.5 s after the load event, and judges the twin target on the medians (main thread and
 * script ≤ 1.1× the English page's).
 *
 * Why beside `npm run bench`: on a shared host one Lighthouse run's figures swing ±30%, so the 4 rounds of the
 * benchmark cannot tell 1.1× from 1.0×; 10 alternating loads of a pair take a minute and can (docs/benchmark.md).
 * Options (environment): BENCH_TWIN_LOADS=10; BENCH_ROUTES=/,/about/ or `all` (English routes; default the benchmark's);
 * BENCH_PORT=9310; CHROME_PATH=/usr/bin/chromium. Needs a build (public/).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { twinOf } from "./lib/sitemap-routes.mjs"
import { CHROME_FLAGS, englishRoutes, hostMachine, startServer } from "./lib/bench-setup.mjs"
import { countersOf, twinTable, twinVerdict } from "./lib/twin-loads.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const loads = Number(process.env.BENCH_TWIN_LOADS || 10)
const port = Number(process.env.BENCH_PORT || 9310)
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium"
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) throw new Error("No build in public/: run `npx gatsby build` first.")

const english = englishRoutes(root)
const pairs = english.map((en) => [en, twinOf(publicDir, en, "fr")]).filter(([en, fr]) => fr && fr !== en)

const server = await startServer(root, port, publicDir)

// one browser per language, as a visitor's (the French pages in a French one, as in `npm run bench`)
const browsers = {
  en: await chromium.launch({ executablePath: chromePath, args: [...CHROME_FLAGS, "--lang=en-US"] }),
  fr: await chromium.launch({ executablePath: chromePath, args: [...CHROME_FLAGS, "--lang=fr-FR"] }),
}

/** One load of a page on a phone's screen; the main thread's counters once it has settled. */
async function load(route, lang) {
  const context = await browsers[lang].newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: lang === "fr" ? "fr-FR" : "en-US",
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Performance.enable")
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" })
    await page.waitForTimeout(1500)
    return countersOf((await cdp.send("Performance.getMetrics")).metrics)
  } finally {
    await context.close()
  }
}

const verdicts = []
const started = Date.now()
try {
  for (const [en, fr] of pairs) {
    const enLoads = []
    const frLoads = []
    // alternating which goes first, so that neither page always meets the host a moment later
    for (let i = 0; i < loads; i++) {
      if (i % 2) frLoads.push(await load(fr, "fr"))
      enLoads.push(await load(en, "en"))
      if (!(i % 2)) frLoads.push(await load(fr, "fr"))
    }
    const verdict = twinVerdict(en, fr, enLoads, frLoads)
    verdicts.push(verdict)
    console.log(`${fr}: ${verdict.figures.map((f) => `${f.label} ${f.en} / ${f.fr} ms (${f.share}×)`).join(", ")}`)
  }
} finally {
  for (const browser of Object.values(browsers)) await browser.close()
  server.kill()
}

const missed = verdicts.filter((v) => !v.held)
console.log(
  [
    "",
    `French twins, ${loads} alternating loads of each page (${Math.round((Date.now() - started) / 60000)} min), unthrottled, medians of Chrome's main-thread counters.`,
    `Host: ${hostMachine()}.`,
    "",
    twinTable(verdicts),
    "",
    missed.length ? `${missed.length} of ${verdicts.length} twins missed.` : `All ${verdicts.length} twins held.`,
  ].join("\n"),
)
process.exit(missed.length ? 1 : 0)
