#!/usr/bin/env node
/**
 * What the font swap moves (`npm run fonts:rewraps`; not part of npm test): every page of the build (its sitemap) at
 * phone, tablet and desktop widths, rendered without JavaScript once with the web fonts blocked, so the text is set
 * in the metric-matched fallback faces of src/styles/font-fallbacks.css, and once with them; it lists the text
 * blocks whose height differs (lib/swap-rewraps.mjs). Run it after changing the fonts, their subsets or the
 * fallbacks (`npm run fonts`). Options (environment): FONT_ROUTES=/,/about/ (default every route);
 * FONT_WIDTHS=360,390,412,768,1280; FONT_PORT=9330; CHROME_PATH. Needs a build (public/).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { CHROME_FLAGS, CHROME_PATH, startServer } from "../bench/lib/bench-setup.mjs"
import { allRoutesFromData } from "../bench/lib/sitemap-routes.mjs"
import { rewrapsOf, rewrapSummary, rewrapTable } from "./lib/swap-rewraps.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.join(root, "public")
if (!fs.existsSync(path.join(publicDir, "sitemap.xml"))) throw new Error("No build in public/: run `npx gatsby build` first.")
const routes = process.env.FONT_ROUTES ? process.env.FONT_ROUTES.split(",") : allRoutesFromData(path.join(root, "data"))
const widths = (process.env.FONT_WIDTHS || "360,390,412,768,1280").split(",").map(Number)
const port = Number(process.env.FONT_PORT || 9330)
/** The browser window's height, and so the first screen's. */
const SCREEN_HEIGHT = 900

const server = await startServer(root, port, publicDir)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })

/**
 * The page's text blocks and their heights once its fonts are applied: for each element with text and no element
 * inside, itself or, when it is inline (a link, a span), the nearest box that is not, whose height counts its lines;
 * where it starts on the page, and the web font it is set in.
 */
async function textHeights(route, width, blockWebFonts) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: SCREEN_HEIGHT } })
  try {
    const page = await context.newPage()
    if (blockWebFonts) await page.route(/\/fonts\/[^/]+\.woff2$/, (r) => r.abort())
    await page.goto(`http://127.0.0.1:${port}${encodeURI(route)}`, { waitUntil: "load" })
    return await page.evaluate(async () => {
      await document.fonts.ready
      const blockOf = (e) => (getComputedStyle(e).display === "inline" && e.parentElement ? blockOf(e.parentElement) : e)
      const leaves = [...document.body.querySelectorAll("*")].filter((e) => e.childElementCount === 0 && e.textContent.trim() !== "")
      return [...new Set(leaves.map(blockOf))].map((e) => ({
        text: e.textContent.trim().replace(/\s+/g, " "),
        font: getComputedStyle(e).fontFamily.split(",")[0].replace(/"/g, ""),
        height: Math.round(e.getBoundingClientRect().height),
        top: Math.round(e.getBoundingClientRect().top + scrollY),
      }))
    })
  } finally {
    await context.close()
  }
}

const results = []
try {
  for (const route of routes)
    for (const width of widths) {
      const rewraps = rewrapsOf(await textHeights(route, width, true), await textHeights(route, width, false), SCREEN_HEIGHT)
      results.push({ route, width, rewraps })
    }
} finally {
  await browser.close()
  server.kill("SIGTERM")
}

console.log(rewrapTable(results))
console.log(`\n${rewrapSummary(results, routes.length, widths.length)}`)
