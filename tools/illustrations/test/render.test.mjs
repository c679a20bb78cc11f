// End to end without writing anything: drawings and one catalog scene rendered to strings and buffers.
import { test } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import sharp from "sharp"
import { sha256 } from "../lib/manifest.mjs"
import { logoMarkSvg } from "../brand/brand.mjs"
import { mapSvg } from "../brand/map.mjs"
import { plan20 } from "../drawings/plans.mjs"
import { featured } from "../catalog/exteriors.mjs"

// the site's manifest, read only: the hash each drawing had when it was last generated
const manifest = JSON.parse(fs.readFileSync(new URL("../../../data/images/manifest.json", import.meta.url), "utf8"))

test("the logo mark and the map draw exactly what the manifest recorded (generate.mjs writes the SVG plus a newline)", () => {
  for (const [file, make] of [
    ["data/images/brand/logo-mark.svg", logoMarkSvg],
    ["data/images/contact/map-reunion.svg", mapSvg],
  ]) {
    const entry = manifest.files[file]
    assert.ok(entry, `${file} in the manifest`)
    assert.equal(sha256(Buffer.from(make() + "\n")), entry.sha256, `${file}: the code no longer draws the recorded file`)
  }
  assert.match(
    logoMarkSvg(),
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Kaz Horizon">/,
  )
})

test("a floor plan is a 1200x800 sheet that librsvg parses", async () => {
  const svg = plan20()
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800" width="1200" height="800" /)
  assert.ok(svg.endsWith("</svg>"))
  assert.equal(plan20(), svg)
  const { info } = await sharp(Buffer.from(svg)).resize(120, 80).raw().toBuffer({ resolveWithObject: true })
  assert.deepEqual([info.width, info.height], [120, 80])
})

test("a catalog scene renders to the same SVG twice and through sharp to a small PNG", async () => {
  const job = featured()[0]
  assert.equal(job.file, "featured/expandable-container-house.jpg")
  assert.deepEqual(job.depicts, { subject: "expandable-30ft", view: "exterior" })
  assert.deepEqual([job.w, job.h], [1600, 900])
  const svg = job.make()
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">'))
  assert.ok(svg.endsWith("</svg>"))
  assert.equal(featured()[0].make(), svg, "seeded: the same picture every run")

  const png = await sharp(Buffer.from(svg)).resize(160, 90, { fit: "fill" }).png().toBuffer()
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const meta = await sharp(png).metadata()
  assert.deepEqual([meta.format, meta.width, meta.height], ["png", 160, 90])

  // the sky at the top left is blue, the lawn at the bottom centre green
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const px = (x, y) => [...data.subarray((y * 160 + x) * 3, (y * 160 + x) * 3 + 3)]
  const [r, g, b] = px(0, 0)
  assert.ok(b > g && g > r, `sky ${[r, g, b]}`)
  const [r2, g2, b2] = px(80, 89)
  assert.ok(g2 > r2 && g2 > b2, `lawn ${[r2, g2, b2]}`)
})
