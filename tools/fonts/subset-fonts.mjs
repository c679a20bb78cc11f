/**
 * Writes the Latin web fonts the site serves (static/fonts/) as subsets of the @fontsource files: the characters of
 * English and French copy (tools/fonts/lib/font-subset.mjs: Basic Latin, the French letters, the punctuation and signs the
 * copy uses), the OpenType layout features a browser applies by itself only (KEPT_LAYOUT_FEATURES: kerning, ligatures,
 * contextual alternates, marks; no fractions, figure styles, stylistic sets or character variants), and Inter's weight
 * axis limited to the 400-700 range the styles use. Measured: Inter 48 KB -> 18.9 KB, Fraunces 18 KB -> 13.1 KB
 * (woff2), i.e. less than half the font data in front of a phone's first paint. Any character outside the
 * subset falls back to the Latin Extended files (kept as published) or, failing that, to the metric-matched local face.
 *
 * Usage: node tools/fonts/subset-fonts.mjs   (then: node tools/fonts/font-fallbacks.mjs, and commit static/fonts)
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import subsetFont from "subset-font"
import { KEPT_LAYOUT_FEATURES, LATIN_SUBSET_TEXT } from "./lib/font-subset.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const fonts = [
  {
    from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "static/fonts/inter-latin-400-700.woff2",
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    from: "node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2",
    to: "static/fonts/fraunces-latin-600.woff2",
    options: {},
  },
]

for (const font of fonts) {
  const source = fs.readFileSync(path.join(root, font.from))
  const subset = await subsetFont(source, LATIN_SUBSET_TEXT, { targetFormat: "woff2", keepFeatures: KEPT_LAYOUT_FEATURES, ...font.options })
  fs.writeFileSync(path.join(root, font.to), subset)
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`)
}
