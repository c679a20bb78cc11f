/**
 * What the benchmark (tools/bench/bench.mjs) and the pairs' comparison (tools/bench/pairs.mjs) set up alike: the
 * routes they measure and their roles, a local server for a build, and the host's description that heads their
 * figures.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { DEFAULT_ROUTES, allRoutesFromData, roleOf, twinOf } from "./sitemap-routes.mjs"

/** Chromium's flags for a headless run on this machine (tools/chromium-flags.json, the browser tests' too). */
export const CHROME_FLAGS = [
  "--headless=new",
  ...JSON.parse(fs.readFileSync(new URL("../../chromium-flags.json", import.meta.url), "utf8")).flags,
]

/**
 * The English routes measured: BENCH_ROUTES's (comma-separated), every English route of the sitemap for `all`, else
 * one page of each template (DEFAULT_ROUTES).
 */
export function englishRoutes(root, routes = process.env.BENCH_ROUTES) {
  if (routes === "all") return allRoutesFromData(path.join(root, "data")).filter((r) => !r.startsWith("/fr/"))
  return routes ? routes.split(",") : DEFAULT_ROUTES.map(([route]) => route)
}

/** The browser: CHROME_PATH, else Debian's Chromium. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium"

/**
 * The starter's build to compare with, when BENCH_REFERENCE_DIR names its public/: its folder, and its home page and
 * article (BENCH_REFERENCE_PAGES, default "/,/hello-world/").
 */
export function starterOf(env = process.env) {
  const [home, article] = (env.BENCH_REFERENCE_PAGES || "/,/hello-world/").split(",")
  return { dir: env.BENCH_REFERENCE_DIR ? path.resolve(env.BENCH_REFERENCE_DIR) : null, home, article }
}

/**
 * The English routes measured (englishRoutes), each one's role in the targets ("home", "article" or "page"; a French
 * twin takes its English page's) and their French twins, from the build's hreflang links.
 * @returns {{ english: string[], roles: Map<string, string>, twins: Array<[string, string]> }}
 */
export function routesOf(root, publicDir) {
  const legal = fs
    .readdirSync(path.join(root, "data", "legal"))
    .filter((f) => f.endsWith(".en.json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(root, "data", "legal", f), "utf8")).path + "/")
  const english = englishRoutes(root)
  const roles = new Map()
  const twins = []
  for (const route of english) {
    const role = DEFAULT_ROUTES.find(([r]) => r === route)?.[1] ?? roleOf(route, { articleBase: "/blog-details/", legal })
    roles.set(route, role)
    const fr = twinOf(publicDir, route, "fr")
    if (fr && fr !== route) {
      roles.set(fr, role)
      twins.push([route, fr])
    }
  }
  return { english, roles, twins }
}

/** tools/server/serve.mjs on a port, serving a folder; resolves once it listens. */
export async function startServer(root, port, dir, env = process.env) {
  const child = spawn(process.execPath, [path.join(root, "tools", "server", "serve.mjs")], {
    env: { ...env, PORT: String(port), PUBLIC_DIR: dir, INBOX_DIR: path.join(root, ".inbox", "bench") },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve) => child.stdout.on("data", (d) => String(d).includes("served at") && resolve()))
  return child
}

/** The machine, as each table names its host: "2 × AMD EPYC, 24 GB, Node v22.23.3". */
export function hostMachine() {
  const cpus = os.cpus()
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`
}

/** The browser's language for a page's language, as its visitor's: a French page in a French browser (an English one
 * would also draw the note suggesting the English page). */
export const browserLocale = (lang = "en") => (lang === "fr" ? "fr-FR" : "en-US")

/** Chromium's flag for a page's language (the interface and `navigator.languages`). */
export const langFlag = (lang = "en") => `--lang=${browserLocale(lang)}`

/** A phone's screen, as the benchmarks load pages (a mid-range Android phone's viewport and pixel ratio). */
export const phoneContext = (lang = "en") => ({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: browserLocale(lang),
})

/**
 * A bench:inp scenario's page made ready for its measured step (bench:profile, bench:frames): loaded unthrottled and
 * settled, then the CPU slowed `cpu` times for the scenario's setup, and a pause for what the setup brought in.
 */
export async function readyForStep(page, cdp, url, scenario, cpu) {
  await page.goto(url, { waitUntil: "load" })
  await settle(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu })
  if (scenario.setup) await scenario.setup(page)
  await page.waitForTimeout(800)
}

/** The page is ready for a visitor: hydrated (the app's router is there), fonts in, and two quiet frames after a pause. */
export async function settle(page, scriptless = false) {
  if (!scriptless) await page.waitForFunction(() => window.___navigate !== undefined, null, { timeout: 30_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForTimeout(1500)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}
