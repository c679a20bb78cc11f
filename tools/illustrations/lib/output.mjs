// Writing rasters and vectors; keeps a list of everything written for the summary table.
import fs from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

export const written = []
export let ROOT = process.cwd()
export function setRoot(r) {
  ROOT = r
}
// decides whether a file may be written (see generate.mjs: files replaced by hand are kept)
let mayWrite = () => true
export function setGuard(fn) {
  mayWrite = fn
}

async function ensureDir(p) {
  await fs.mkdir(path.dirname(p), { recursive: true })
}

export async function rasterSvg(svg, w, h) {
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false, unlimited: true })
    .resize(w, h, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer()
}

export function jpegOpts(q = 80) {
  return { quality: q, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" }
}

export async function writeJpeg(rel, svg, w, h, q = 80) {
  if (!mayWrite(rel)) return null
  const out = path.join(ROOT, rel)
  await ensureDir(out)
  const buf = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
    .flatten({ background: "#ffffff" })
    .jpeg(jpegOpts(q))
    .toBuffer()
  await fs.writeFile(out, buf)
  written.push({ file: rel, bytes: buf.length, w, h, buf })
  return buf
}

export async function writeJpegFromRaw(rel, raw, w, h, q = 80) {
  if (!mayWrite(rel)) return null
  const out = path.join(ROOT, rel)
  await ensureDir(out)
  const buf = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg(jpegOpts(q))
    .toBuffer()
  await fs.writeFile(out, buf)
  written.push({ file: rel, bytes: buf.length, w, h, buf })
  return buf
}

/**
 * Flat artwork (the app icons) as an indexed-colour PNG: 128 colours with dithering are indistinguishable from
 * the full-colour file at 3x zoom and a third of its size (icon-192: 4.3 -> 1.3 KB). Chrome downloads the
 * manifest's icon while a phone is still drawing the first page.
 */
const FLAT_ART_PNG = { palette: true, colours: 128, quality: 100, dither: 1, effort: 10, compressionLevel: 9 }

export async function writePng(rel, svgOrBuf, w, h, { flat = false } = {}) {
  if (!mayWrite(rel)) return null
  const out = path.join(ROOT, rel)
  await ensureDir(out)
  const input = typeof svgOrBuf === "string" ? Buffer.from(svgOrBuf) : svgOrBuf
  const buf = await sharp(input)
    .resize(w, h)
    .png(flat ? FLAT_ART_PNG : { compressionLevel: 9, palette: false })
    .toBuffer()
  await fs.writeFile(out, buf)
  written.push({ file: rel, bytes: buf.length, w, h, buf })
  return buf
}

export async function writeText(rel, text, w = null, h = null) {
  if (!mayWrite(rel)) return null
  const out = path.join(ROOT, rel)
  await ensureDir(out)
  await fs.writeFile(out, text)
  written.push({ file: rel, bytes: Buffer.byteLength(text), w, h, buf: Buffer.from(text) })
}

export async function writeBinary(rel, buf, w = null, h = null) {
  if (!mayWrite(rel)) return null
  const out = path.join(ROOT, rel)
  await ensureDir(out)
  await fs.writeFile(out, buf)
  written.push({ file: rel, bytes: buf.length, w, h, buf })
}
