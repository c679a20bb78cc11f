/**
 * Writes src/styles/font-fallbacks.css: metric-matched fallback faces for the two web fonts, so that text shown in
 * a local font while Inter and Fraunces load (font-display: swap) takes the same width, and swapping the font in
 * shifts nothing (Lighthouse measured CLS up to 0.12 on articles from headings re-wrapping at the swap).
 *
 * Usage: node tools/fonts/font-fallbacks.mjs   (needs Chromium: CHROME_PATH, default /usr/bin/chromium)
 *
 * How: Chromium measures the site's own text (every string of data/; for Fraunces, the headings only) in each web
 * font and in each local font,
 * with the Canvas API. size-adjust = web font width / local font width; the ascent and descent overrides give
 * the local font the web font's vertical metrics after that scaling.
 * - Arial, Helvetica, Liberation Sans and Arimo share their advance widths; they are measured through Liberation
 *   Sans (installed with Debian's Chromium). Times New Roman, Liberation Serif and Tinos likewise, through
 *   Liberation Serif.
 * - Roboto (Android's system font) is not on this machine: its face is derived from Arial's with the published
 *   average-width ratio of the two fonts (Capsize metrics, latin subset: Roboto 911 and Arial 904 per 2048 units).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const out = path.join(root, "src/styles/font-fallbacks.css")

/** The display face sets the headings: titles, headings, names and questions. */
const HEADING_KEYS = /^(title|heading|name|shortName|menuTitle|question)$/

/**
 * The human-readable strings of the content files: the text the fonts actually set. With `headings`, only the
 * strings of heading fields (for the display face); otherwise all of them (for the body face).
 */
function corpus({ headings = false } = {}) {
  const texts = []
  const walk = (v, key = "") => {
    if (typeof v === "string") {
      if ((headings ? HEADING_KEYS.test(key) : /\s/.test(v)) && !/^(https?:|\/|\.\/)/.test(v)) texts.push(v)
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key))
    else if (v && typeof v === "object") Object.entries(v).forEach(([k, x]) => walk(x, k))
  }
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!["images", "videos"].includes(entry.name)) visit(p)
      } else if (entry.name.endsWith(".json")) walk(JSON.parse(fs.readFileSync(p, "utf8")))
    }
  }
  visit(path.join(root, "data"))
  return texts.join(" ")
}

const FONT_URL = (file) => `data:font/woff2;base64,${fs.readFileSync(path.join(root, "static/fonts", file)).toString("base64")}`

/** What is measured: each web font at the weight the site sets it, against the local font standing in for it. */
const PAIRS = [
  {
    family: "Inter Fallback",
    weight: "100 550",
    web: { src: FONT_URL("inter-latin-400-700.woff2"), weight: 400 },
    local: { name: "Liberation Sans", weight: 400 },
    sources: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans", "Arimo"],
  },
  {
    family: "Inter Fallback",
    weight: "551 900",
    web: { src: FONT_URL("inter-latin-400-700.woff2"), weight: 600 },
    local: { name: "Liberation Sans Bold", weight: 700 },
    sources: [
      "Arial Bold",
      "Arial-BoldMT",
      "Helvetica Bold",
      "Helvetica-Bold",
      "Liberation Sans Bold",
      "LiberationSans-Bold",
      "Arimo Bold",
      "Arimo-Bold",
    ],
  },
  {
    family: "Fraunces Fallback",
    weight: "100 900",
    headings: true,
    web: { src: FONT_URL("fraunces-latin-600.woff2"), weight: 600 },
    local: { name: "Liberation Serif Bold", weight: 700 },
    sources: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
      "Tinos-Bold",
    ],
  },
]
const ROBOTO = { widthRatioToArial: 911 / 904 }
const ROBOTO_SOURCES = { "100 550": ["Roboto", "Roboto-Regular"], "551 900": ["Roboto Bold", "Roboto-Bold"] }

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" })
const page = await browser.newPage()
const text = corpus()
const headingText = corpus({ headings: true })
const measured = await page.evaluate(
  async ({ pairs }) => {
    const SIZE = 100
    const ctx = document.createElement("canvas").getContext("2d")
    const measure = (family, weight, text) => {
      ctx.font = `${weight} ${SIZE}px "${family}"`
      const m = ctx.measureText(text)
      return { width: m.width / SIZE, ascent: m.fontBoundingBoxAscent / SIZE, descent: m.fontBoundingBoxDescent / SIZE }
    }
    const results = []
    for (const [i, pair] of pairs.entries()) {
      const web = new FontFace(`web-${i}`, `url(${pair.web.src})`, { weight: String(pair.web.weight) })
      const local = new FontFace(`local-${i}`, `local("${pair.local.name}")`, { weight: String(pair.local.weight) })
      await Promise.all([web.load(), local.load()])
      document.fonts.add(web)
      document.fonts.add(local)
      results.push({ web: measure(`web-${i}`, pair.web.weight, pair.text), local: measure(`local-${i}`, pair.local.weight, pair.text) })
    }
    return results
  },
  { pairs: PAIRS.map(({ web, local, headings }) => ({ web, local, text: headings ? headingText : text })) },
)
await browser.close()

const pct = (n) => `${(n * 100).toFixed(2)}%`
const face = (family, weight, sources, sizeAdjust, ascent, descent) =>
  [
    "@font-face {",
    `  font-family: "${family}";`,
    "  font-style: normal;",
    `  font-weight: ${weight};`,
    `  src: ${sources.map((s) => `local("${s}")`).join(", ")};`,
    `  size-adjust: ${pct(sizeAdjust)};`,
    `  ascent-override: ${pct(ascent / sizeAdjust)};`,
    `  descent-override: ${pct(descent / sizeAdjust)};`,
    "  line-gap-override: 0%;",
    "}",
  ].join("\n")

const faces = []
PAIRS.forEach((pair, i) => {
  const { web, local } = measured[i]
  const sizeAdjust = web.width / local.width
  faces.push(face(pair.family, pair.weight, pair.sources, sizeAdjust, web.ascent, web.descent))
  if (pair.family === "Inter Fallback") {
    // Roboto is a little wider than Arial: scale it down by the same ratio.
    faces.push(
      face(
        "Inter Fallback Roboto",
        pair.weight,
        ROBOTO_SOURCES[pair.weight],
        sizeAdjust / ROBOTO.widthRatioToArial,
        web.ascent,
        web.descent,
      ),
    )
  }
})

const css = `/*
 * Generated by tools/fonts/font-fallbacks.mjs from the site's text (${text.length} characters, of which ${headingText.length} in
 * headings, measured for the display face): do not edit by hand.
 * Local fonts scaled to the widths and vertical metrics of Inter and Fraunces, used while the web fonts load, so
 * the swap shifts no layout. The font stacks in global.css name them right after the web fonts.
 */
${faces.join("\n")}
`
fs.writeFileSync(out, css)
console.log(css)
