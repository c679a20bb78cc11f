#!/usr/bin/env node
/**
 * Interactions measured (`npm run bench:inp`; not part of npm test): each scenario of lib/inp-scenarios.mjs played
 * BENCH_INP_RUNS times (default 6), the scenarios interleaved and their order reversed every other round, each run in
 * a fresh context on a phone's screen. The page loads unthrottled and is left to hydrate and settle; then the CPU is
 * slowed 4× (Chrome's own throttling, a mid-range phone) for the setup and the measured step. The browser's Event
 * Timing entries of the step give each interaction's duration and its split (input delay, our handlers' processing,
 * presentation); lib/interactions.mjs groups them and judges each scenario against the reference keystroke measured in
 * the same run on the page's scriptless copy. The long animation frames from the step's start to 2 s after it give
 * what the step kept the page busy with after its own frame (a chunk it loaded, a deferred render), which a visitor's
 * next tap would wait behind: reported, not judged.
 *
 * Options (environment): BENCH_INP_RUNS=6, BENCH_INP_ONLY=menu,faq (scenario ids; the
 * reference and the scenarios they are compared with run too), BENCH_INP_CPU=4, BENCH_PORT=9330
 * (and the next, for the scriptless copy), CHROME_PATH=/usr/bin/chromium. Needs a build (public/).
 * BENCH_INP_BASE=<another build's public/ folder> plays every scenario on that build too, interleaved with this one's
 * (each round alternates which goes first), and prints the two side by side: a change's effect measured in one run,
 * since this shared host's load moves from minute to minute.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { CHROME_FLAGS, CHROME_PATH, hostMachine, langFlag, phoneContext, settle, startServer } from "./lib/bench-setup.mjs"
import {
  AFTER_STEP_MS,
  blockingAfter,
  blockingSummary,
  comparisonTable,
  inpTable,
  inpVerdicts,
  roundOrder,
  stepInteractions,
  summaryOf,
} from "./lib/interactions.mjs"
import { REFERENCE_ID, SCENARIOS, chosenScenarios } from "./lib/inp-scenarios.mjs"
import { writeScriptlessCopy } from "./lib/scriptless-copy.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const runs = Number(process.env.BENCH_INP_RUNS || 6)
const cpu = Number(process.env.BENCH_INP_CPU || 4)
const port = Number(process.env.BENCH_PORT || 9330)
const only = process.env.BENCH_INP_ONLY?.split(",")
const baseDir = process.env.BENCH_INP_BASE ? path.resolve(process.env.BENCH_INP_BASE) : null
if (baseDir && !fs.existsSync(path.join(baseDir, "sitemap.xml"))) throw new Error(`BENCH_INP_BASE: no build in ${baseDir}.`)
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) throw new Error("No build in public/: run `npm run build` first.")

const scenarios = chosenScenarios(SCENARIOS, only)
const scriptlessDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inp-"))
writeScriptlessCopy(publicDir, scriptlessDir)
const servers = [await startServer(root, port, publicDir), await startServer(root, port + 1, scriptlessDir)]
if (baseDir) servers.push(await startServer(root, port + 2, baseDir))
/**
 * What each round plays: every scenario on this build, and each but those on the scriptless copy (the reference, a
 * floor) on the base build after it.
 */
const plays = scenarios.flatMap((s) => [
  { key: s.id, scenario: s, port: s.scriptless ? port + 1 : port },
  ...(baseDir && !s.reference && !s.scriptless ? [{ key: `${s.id}@base`, scenario: s, port: port + 2 }] : []),
])
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, langFlag("en")] })

/**
 * Gathers every Event Timing entry and every long animation frame of the page from its first script on (Playwright's
 * init scripts bypass the CSP).
 */
const OBSERVE = () => {
  window.__eventEntries = []
  window.__longFrames = []
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      window.__longFrames.push({ startTime: f.startTime, duration: f.duration, blockingDuration: f.blockingDuration })
  }).observe({ type: "long-animation-frame" })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__eventEntries.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
}

/** One run of a scenario: its interactions, and what it kept the page busy with from its start (blockingAfter). */
async function play(scenario, pagePort) {
  const context = await browser.newContext(phoneContext(scenario.lang))
  try {
    const page = await context.newPage()
    await page.addInitScript(OBSERVE)
    const cdp = await context.newCDPSession(page)
    await page.goto(`http://127.0.0.1:${pagePort}${scenario.route}`, { waitUntil: "load" })
    await settle(page, scenario.scriptless)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu })
    if (scenario.setup) await scenario.setup(page)
    // the setup's entries arrive with its frame: wait for it, and for what it brought in (a scroll's pictures), then
    // keep only the measured step's
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await page.waitForTimeout(800)
    const since = await page.evaluate(() => {
      window.__eventEntries.length = 0
      return performance.now()
    })
    await scenario.act(page)
    // an entry is reported once its frame is presented, and the observer's callback runs a moment after; the frames
    // after the step are gathered for AFTER_STEP_MS
    await page.waitForTimeout(AFTER_STEP_MS)
    const { entries, frames } = await page.evaluate(() => ({ entries: window.__eventEntries, frames: window.__longFrames }))
    return { interactions: stepInteractions(entries, scenario.expected), blocking: blockingAfter(frames, since) }
  } finally {
    await context.close()
  }
}

const started = Date.now()
const played = new Map(plays.map((p) => [p.key, { interactions: [], blocking: [] }]))
try {
  for (let i = 0; i < runs; i++) {
    for (const key of roundOrder(
      plays.map((p) => p.key),
      i,
    )) {
      const { scenario, port: pagePort } = plays.find((p) => p.key === key)
      const run = await play(scenario, pagePort)
      played.get(key).interactions.push(...run.interactions)
      played.get(key).blocking.push(run.blocking)
    }
    console.log(`round ${i + 1} of ${runs} done (${Math.round((Date.now() - started) / 1000)} s)`)
  }
} finally {
  await browser.close()
  for (const server of servers) server.kill()
  fs.rmSync(scriptlessDir, { recursive: true, force: true })
}

/** A scenario's figures on one build (`key`: its id, or its id@base). */
const figuresOf = (key) => ({ summary: summaryOf(played.get(key).interactions), blocking: blockingSummary(played.get(key).blocking) })
const summaries = scenarios.map((s) => ({ ...s, ...figuresOf(s.id) }))
const verdicts = inpVerdicts(summaries, REFERENCE_ID)
const missed = verdicts.filter((v) => !v.held)
console.log(
  [
    "",
    `Interactions on a phone's screen with the CPU slowed ${cpu}×, ${runs} interleaved runs of each scenario (${Math.round((Date.now() - started) / 60000)} min); medians of the Event Timing entries (ms).`,
    `Host: ${hostMachine()}.`,
    "",
    inpTable(summaries, verdicts),
    "",
    ...(baseDir
      ? [
          `Side by side with the build in ${path.basename(path.dirname(baseDir))}/${path.basename(baseDir)} (BENCH_INP_BASE), interleaved:`,
          "",
          comparisonTable(
            summaries,
            scenarios.filter((s) => !s.reference && !s.scriptless).map((s) => ({ id: s.id, ...figuresOf(`${s.id}@base`) })),
          ),
          "",
        ]
      : []),
    missed.length ? `${missed.length} of ${verdicts.length} interactions missed.` : `All ${verdicts.length} interactions held.`,
  ].join("\n"),
)
process.exit(missed.length ? 1 : 0)
