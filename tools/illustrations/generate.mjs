#!/usr/bin/env node
// Kaz Horizon asset generator: draws every illustration, technical drawing, icon and video
// deterministically (seeded) and writes them under data/images, data/videos and static/.
// Usage: npm run assets            (everything)
//        node tools/illustrations/generate.mjs --only hero   (files whose path contains "hero")
//        --force     also overwrite files that were replaced by hand (see lib/manifest.mjs)
//        --record    draw nothing: record the current files (hash, subject, view) in the manifest
import path from "node:path"
import fs from "node:fs/promises"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { written, setRoot, setGuard, writeJpeg, writeText, writePng, writeBinary, writeJpegFromRaw } from "./lib/output.mjs"
import { loadManifest, saveManifest, keepReason, record, MANIFEST } from "./lib/manifest.mjs"
import {
  heroes,
  featured,
  appleGallery,
  capsuleGallery,
  expandableGalleries,
  expandableCustom,
  luxuryGallery,
  industrialGallery,
  steelGallery,
} from "./catalog/exteriors.mjs"
import { capsuleInteriors, containerInteriors, luxuryInteriors, steelPhotos } from "./catalog/interiors.mjs"
import { serviceHeaders } from "./catalog/services.mjs"
import { blogCovers, blogScenes } from "./catalog/blog.mjs"
import { portraits } from "./catalog/people.mjs"
import { aboutImages, ogImage } from "./catalog/misc.mjs"
import { DRAWINGS_WITH_WORDS } from "./drawings/plans.mjs"
import { DRAWING_LANGS, drawingFile } from "./drawings/words.mjs"
import { logoSvg, logoMarkSvg, iconSvg, icoFromPngs } from "./brand/brand.mjs"
import { videoJobs } from "./video/jobs.mjs"
import { makeVideo } from "./video/video.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
setRoot(ROOT)
const args = process.argv.slice(2)
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null
const force = args.includes("--force")
const recordOnly = args.includes("--record")
const pick = (f) => !only || f.includes(only)
const IMG = "data/images/"
const t0 = Date.now()
const manifest = loadManifest(ROOT)
const kept = []
setGuard((rel) => {
  const reason = keepReason(ROOT, manifest, rel, force)
  if (reason) {
    kept.push(rel)
    console.log(`\nkept ${rel}: ${reason}; not overwritten (--force overwrites it)`)
  }
  return !reason
})

// what each drawn file depicts, by path (rasters carry it in the catalog, the rest is listed here)
const BRAND = { subject: "brand", view: "logo" }
const ICON = { subject: "brand", view: "icon" }
// technical drawings with words (drawings/plans.mjs DRAWINGS_WITH_WORDS) are drawn in every language of
// drawings/words.mjs (the site's languages): the source language's file under its name, each other language's beside
// it (`plan.fr.svg`), each recorded with its `lang`
// technical drawings (SVG served as-is)
const drawings = [
  ...DRAWINGS_WITH_WORDS.flatMap(([file, make, depicts]) =>
    DRAWING_LANGS.map((lang) => [drawingFile(file, lang), () => make(lang), { ...depicts, lang }]),
  ),
  ["brand/logo.svg", () => logoSvg(), BRAND],
  ["brand/logo-mark.svg", () => logoMarkSvg(), BRAND],
]
const ICONS = [
  "static/icons/icon-192.png",
  "static/icons/icon-512.png",
  "static/icons/icon-maskable-512.png",
  "static/icons/apple-touch-icon.png",
  "static/favicon.ico",
]

async function runPool(jobs, n, fn) {
  let i = 0
  const workers = Array.from({ length: n }, async () => {
    while (i < jobs.length) {
      const j = jobs[i++]
      await fn(j)
    }
  })
  await Promise.all(workers)
}

async function main() {
  sharp.cache(false)
  // 1. raster illustrations
  const allRasters = [
    ...heroes(),
    ...featured(),
    ...appleGallery(),
    ...capsuleGallery(),
    ...capsuleInteriors(),
    ...expandableGalleries(),
    ...containerInteriors(),
    ...expandableCustom(),
    ...luxuryGallery(),
    ...luxuryInteriors(),
    ...industrialGallery(),
    ...steelGallery(),
    ...steelPhotos(),
    ...serviceHeaders(),
    ...blogCovers(),
    ...blogScenes(),
    ...portraits(),
    ...aboutImages(),
    ...ogImage(),
  ]
  const depicts = new Map(allRasters.map((j) => [IMG + j.file, j.depicts]))
  for (const [file, , d] of drawings) depicts.set(IMG + file, d)
  for (const file of ICONS) depicts.set(file, ICON)
  for (const v of videoJobs()) depicts.set("data/videos/" + v.out, v.depicts).set(IMG + "video/" + v.poster, v.posterDepicts)
  if (recordOnly) return recordCurrent(depicts)
  const rasters = allRasters.filter((j) => pick(j.file))
  await runPool(rasters, 2, async (j) => {
    const svg = j.make()
    await writeJpeg(IMG + j.file, svg, j.w, j.h, j.q ?? 80)
    process.stdout.write(".")
  })
  if (rasters.length) process.stdout.write("\n")

  // 2. technical drawings (SVG served as-is)
  for (const [file, make] of drawings) if (pick(file)) await writeText(IMG + file, (await make()) + "\n", 1200, 800)

  // 3. icons and favicon
  if (pick("icon") || pick("favicon")) {
    await writePng("static/icons/icon-192.png", iconSvg(512), 192, 192, { flat: true })
    await writePng("static/icons/icon-512.png", iconSvg(512), 512, 512, { flat: true })
    await writePng("static/icons/icon-maskable-512.png", iconSvg(512, { maskable: true }), 512, 512, { flat: true })
    await writePng("static/icons/apple-touch-icon.png", iconSvg(180, { rounded: false }), 180, 180, { flat: true })
    const pngs = []
    for (const s of [16, 32, 48])
      pngs.push({
        size: s,
        png: await sharp(Buffer.from(iconSvg(s)))
          .resize(s, s)
          .png({ compressionLevel: 9 })
          .toBuffer(),
      })
    await writeBinary("static/favicon.ico", icoFromPngs(pngs), 48, 48)
  }

  // 4. videos + posters (poster = first frame)
  for (const v of videoJobs()) {
    if (!pick(v.out) && !pick(v.poster)) continue
    const reason = keepReason(ROOT, manifest, "data/videos/" + v.out, force) ?? keepReason(ROOT, manifest, IMG + "video/" + v.poster, force)
    if (reason) {
      console.log(`\nkept data/videos/${v.out} and its poster: ${reason}; not overwritten (--force overwrites them)`)
      continue
    }
    const res = await makeVideo({ out: path.join(ROOT, "data/videos", v.out), segments: v.segments() })
    written.push({
      file: "data/videos/" + v.out,
      bytes: res.bytes,
      w: 1280,
      h: 720,
      note: `${res.seconds.toFixed(1)} s`,
      buf: await fs.readFile(path.join(ROOT, "data/videos", v.out)),
    })
    await writeJpegFromRaw(IMG + "video/" + v.poster, res.first, 1280, 720, 80)
  }

  // 5. manifest: what was written, with its hash and what it depicts
  for (const w of written) record(manifest, w.file, w.buf, depicts.get(w.file))
  saveManifest(ROOT, manifest)

  // 6. summary
  const rows = written.map((w) => ({ ...w, file: w.file.startsWith("data/") || w.file.startsWith("static/") ? w.file : w.file }))
  rows.sort((a, b) => a.file.localeCompare(b.file))
  let total = 0
  const pad = (s, n) => String(s).padEnd(n)
  console.log("\n" + pad("file", 62) + pad("size", 10) + "dimensions")
  for (const r of rows) {
    total += r.bytes
    console.log(
      pad(r.file, 62) + pad((r.bytes / 1024).toFixed(1) + " KB", 10) + (r.w ? `${r.w}x${r.h}` : "") + (r.note ? "  " + r.note : ""),
    )
  }
  console.log(
    `\n${rows.length} files, total ${(total / 1048576).toFixed(2)} MB, in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${MANIFEST} updated`,
  )
  if (kept.length) console.log(`${kept.length} file(s) kept because they were replaced by hand: ${kept.join(", ")}`)
  await fs.access(ROOT)
}

// --record: the files on disk are the generator's output; hash them and note what each depicts
async function recordCurrent(depicts) {
  let n = 0
  for (const [file, d] of depicts) {
    if (!pick(file)) continue
    const buf = await fs.readFile(path.join(ROOT, file)).catch(() => null)
    if (!buf) {
      console.log(`missing ${file}: not recorded (run the generator for it)`)
      continue
    }
    record(manifest, file, buf, d)
    n++
  }
  saveManifest(ROOT, manifest)
  console.log(`${n} files recorded in ${MANIFEST}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
