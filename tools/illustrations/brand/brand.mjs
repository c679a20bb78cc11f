// Logo, logo mark, app icons and favicon container.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as fontkit from "fontkit"
import subsetFont from "subset-font"
import { PALETTE as P } from "../lib/color.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
/** The site's body face; the wordmark is drawn from its weight 700. */
const INTER_VARIABLE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"

export const WEB_FONT = "Inter, 'Helvetica Neue', Arial, sans-serif"

/** The mark in a 48x48 box: a roof line over the sun setting on the horizon, with a wave below. */
export function markShapes({ roof = P.ocean, horizon = P.oceanDark, wave = P.lagoon, sun = P.coral, sw = 3.6, simple = false } = {}) {
  const clip = "kzSunClip"
  return (
    `<defs><clipPath id="${clip}"><rect x="0" y="0" width="48" height="30.5"/></clipPath></defs>` +
    `<path d="M7 22.5 L24 8.5 L41 22.5" fill="none" stroke="${roof}" stroke-width="${sw + 0.6}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="24" cy="30.5" r="${simple ? 6.5 : 6}" fill="${sun}" clip-path="url(#${clip})"/>` +
    `<path d="M6 31.5 H42" stroke="${horizon}" stroke-width="${sw * 0.8}" stroke-linecap="round"/>` +
    (simple
      ? `<path d="M9 39 Q13.5 35.5 18 39 T27 39 T36 39" fill="none" stroke="${wave}" stroke-width="${sw * 0.85}" stroke-linecap="round"/>`
      : `<path d="M8 39 Q12 35.8 16 39 T24 39 T32 39 T40 39" fill="none" stroke="${wave}" stroke-width="${sw * 0.75}" stroke-linecap="round"/>`)
  )
}

export function logoMarkSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Kaz Horizon">${markShapes()}</svg>`
}

/**
 * The wordmark's runs as outlines, in the logo's 220x48 box: Inter 700 at 23 px, letter-spacing -0.2, "Horizon" 6
 * units after "Kaz", the spacing between glyphs widened evenly so the word spans x 56-214 (what the logo's
 * `<text textLength="158" lengthAdjust="spacing">` asked for). Outlines, not <text>: a picture in an <img> cannot use
 * the page's web fonts, so the text was set in whatever sans-serif the visitor's system had (Liberation Sans here),
 * and Chrome shaped and painted it on the page's main thread at every load (PaintImage 1.2-3.2 ms native on
 * /terms&conditions/, 0.3-0.6 ms with outlines).
 */
export async function wordmarkPaths(runs) {
  const text = runs.map((r) => r.text).join("")
  const face = fs.readFileSync(path.join(ROOT, INTER_VARIABLE))
  const font = fontkit.create(await subsetFont(face, text, { targetFormat: "truetype", variationAxes: { wght: 700 } }))
  const scale = 23 / font.unitsPerEm
  const glyphs = runs.flatMap((run, r) => {
    const { glyphs: shaped, positions } = font.layout(run.text)
    return shaped.map((glyph, i) => ({ glyph, run: r, gap: i === 0 && r > 0 ? 6 : 0, advance: positions[i].xAdvance * scale }))
  })
  const natural = glyphs.reduce((sum, g) => sum + g.gap + g.advance - 0.2, 0)
  const extra = (158 - natural - 0.2) / (glyphs.length - 1)
  const round = (d) => d.replace(/-?\d+\.\d+/g, (v) => String(Math.round(Number(v) * 100) / 100))
  const d = runs.map(() => [])
  let x = 56
  for (const g of glyphs) {
    x += g.gap
    d[g.run].push(round(g.glyph.path.scale(scale, -scale).translate(x, 32).toSVG()))
    x += g.advance - 0.2 + extra
  }
  return runs.map((run, r) => `<path fill="${run.fill}" d="${d[r].join("")}"/>`).join("")
}

export async function logoSvg({ dark = false } = {}) {
  const ink = dark ? P.warmWhite : P.ink,
    acc = dark ? P.lagoon : P.ocean
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Kaz Horizon">` +
    `<g transform="translate(0 0)">${markShapes(dark ? { roof: P.lagoon, horizon: P.warmWhite } : {})}</g>` +
    (await wordmarkPaths([
      { text: "Kaz", fill: ink },
      { text: "Horizon", fill: acc },
    ])) +
    `</svg>`
  )
}

/** Square app icon (SVG) on the ocean colour; maskable keeps the mark inside the 80% safe zone. */
export function iconSvg(size, { maskable = false, rounded = true } = {}) {
  const k = maskable ? 0.56 : 0.74
  const m = (size * k) / 48
  const off = (size - 48 * m) / 2
  const bg = `<rect width="${size}" height="${size}"${rounded && !maskable ? ` rx="${size * 0.2}"` : ""} fill="${P.ocean}"/>`
  const simple = size <= 48
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${bg}<g transform="translate(${off} ${off + (simple ? 0 : size * 0.01)}) scale(${m})">${markShapes({ roof: "#ffffff", horizon: P.sand, wave: P.lagoon, sun: P.coral, sw: simple ? 4.6 : 3.6, simple })}</g></svg>`
}

/** Build an .ico container from PNG buffers ([{size, png}]). */
export function icoFromPngs(images) {
  const head = Buffer.alloc(6)
  head.writeUInt16LE(0, 0)
  head.writeUInt16LE(1, 2)
  head.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const im of images) {
    const e = Buffer.alloc(16)
    e.writeUInt8(im.size >= 256 ? 0 : im.size, 0)
    e.writeUInt8(im.size >= 256 ? 0 : im.size, 1)
    e.writeUInt8(0, 2)
    e.writeUInt8(0, 3)
    e.writeUInt16LE(1, 4)
    e.writeUInt16LE(32, 6)
    e.writeUInt32LE(im.png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += im.png.length
    entries.push(e)
  }
  return Buffer.concat([head, ...entries, ...images.map((i) => i.png)])
}

/** Overlay for the social sharing image: logo, brand name and tagline rasterised with DejaVu. */
export function ogOverlay(W, H) {
  const font = "DejaVu Sans, Arial, sans-serif"
  return (
    `<defs><linearGradient id="ogShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0A3F4C" stop-opacity="0.92"/><stop offset="0.55" stop-color="#0A3F4C" stop-opacity="0.55"/><stop offset="0.8" stop-color="#0A3F4C" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#ogShade)"/>` +
    `<g transform="translate(70 170) scale(2.4)">${markShapes({ roof: "#ffffff", horizon: P.sand, wave: P.lagoon, sun: P.coral }).replace("kzSunClip", "ogSun").replace("kzSunClip", "ogSun")}</g>` +
    `<text x="70" y="340" font-family="${font}" font-size="74" font-weight="bold" fill="#FAF7F2">Kaz Horizon</text>` +
    `<text x="72" y="400" font-family="${font}" font-size="36" fill="${P.lagoon}">A home for everyone</text>` +
    `<text x="72" y="470" font-family="${font}" font-size="22" fill="#EFE6D8">Prefabricated &amp; modular buildings · Reunion Island</text>`
  )
}
