#!/usr/bin/env node
/**
 * The frame of one interaction, phase by phase (`npm run bench:frames -- <scenario> [runs]`; not part of npm test): a
 * scenario of `npm run bench:inp` (lib/inp-scenarios.mjs) played on a phone's screen with the CPU slowed 4× (as
 * bench:inp), its measured step traced, and the main thread's time in its input events' handlers and in each rendering step of the
 * frame that shows its first interaction summed (lib/frame-phases.mjs; a typed word's first key). For a change to what the browser renders (CSS, the DOM's shape),
 * which bench:inp's durations, rounded to 8 ms, cannot resolve. Runs: 6 by default.
 *
 * A scenario with a floor in bench:inp (its change made by a plain listener, `floorOf`) is played with that floor on
 * the same build, interleaved, and printed beside it: what the page's scripts add to the browser's own cost.
 *
 * Options (environment): BENCH_FRAMES_BASE=<another build's public/ folder> plays the scenario on that build instead of
 * its floor, interleaved (each round alternates which goes first), and prints the two side by side; BENCH_FRAMES_CPU=4,
 * BENCH_PORT=9350 (and the next, for the base), CHROME_PATH=/usr/bin/chromium. Needs a build (public/).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { CHROME_FLAGS, CHROME_PATH, hostMachine, langFlag, phoneContext, readyForStep, startServer } from "./lib/bench-setup.mjs"
import { framePhases, phaseMedians, phasesTable } from "./lib/frame-phases.mjs"
import { SCENARIOS } from "./lib/inp-scenarios.mjs"
import { roundOrder } from "./lib/interactions.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
const [id, runsArg] = process.argv.slice(2)
const scenario = SCENARIOS.find((s) => s.id === id && !s.scriptless)
if (!scenario)
  throw new Error(
    `Usage: npm run bench:frames -- <scenario> [runs], a scenario of bench:inp: ${SCENARIOS.filter((s) => !s.scriptless)
      .map((s) => s.id)
      .join(", ")}`,
  )
const runs = Number(runsArg || 6)
const cpu = Number(process.env.BENCH_FRAMES_CPU || 4)
const port = Number(process.env.BENCH_PORT || 9350)
const baseDir = process.env.BENCH_FRAMES_BASE ? path.resolve(process.env.BENCH_FRAMES_BASE) : null
for (const dir of [publicDir, baseDir].filter(Boolean))
  if (!fs.existsSync(path.join(dir, "sitemap.xml"))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`)

const lang = scenario.lang ?? "en"
// its floor, where it has one that plays on the built site (the port's floor plays on the scriptless copy)
const floor = baseDir ? null : SCENARIOS.find((s) => s.floorOf === scenario.id && !s.scriptless)
/** What each round plays: the scenario on this build, and the same on the base build or its floor on this one. */
const plays = [
  { key: "ours", port, scenario },
  ...(baseDir ? [{ key: "base", port: port + 1, scenario }] : []),
  ...(floor ? [{ key: "base", port, scenario: floor }] : []),
]
const servers = [await startServer(root, port, publicDir), ...(baseDir ? [await startServer(root, port + 1, baseDir)] : [])]
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, langFlag(lang)] })

/** One play of a scenario on a build: the phases of its step's frame, or null when the trace has no input event. */
async function play(buildPort, played) {
  const context = await browser.newContext(phoneContext(lang))
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await readyForStep(page, cdp, `http://127.0.0.1:${buildPort}${played.route}`, played, cpu)
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] })
    await played.act(page)
    await page.waitForTimeout(400)
    return framePhases(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
  } finally {
    await context.close()
  }
}

const results = Object.fromEntries(plays.map((p) => [p.key, []]))
try {
  for (let round = 0; round < runs; round++) {
    for (const played of roundOrder(plays, round)) {
      const phases = await play(played.port, played.scenario)
      if (!phases) throw new Error(`"${played.scenario.label}": the trace has no input event; has the scenario changed?`)
      results[played.key].push(phases)
    }
    console.error(`round ${round + 1} of ${runs} done`)
  }
} finally {
  await browser.close()
  for (const server of servers) server.kill()
}

const against = baseDir
  ? ` on each build, interleaved with ${path.relative(root, baseDir) || baseDir}`
  : floor
    ? `, interleaved with its floor ("${floor.label}")`
    : ""
console.log(
  [
    `"${scenario.label}" on ${scenario.route}: the step's frame, ${runs} runs${against}, CPU slowed ${cpu}×, a phone's screen.`,
    `Host: ${hostMachine()}.`,
    "",
    phasesTable(
      phaseMedians(results.ours),
      results.base ? phaseMedians(results.base) : null,
      floor ? ["its floor", "the scenario"] : undefined,
    ),
  ].join("\n"),
)
