/**
 * Which text the web fonts' arrival re-wraps (`npm run fonts:rewraps`, tools/fonts/swap-rewraps.mjs): a page's text
 * blocks measured once set in the local fallback faces only and once in the web fonts, in document order. A block
 * whose height differs gained or lost a line at the swap, and moved whatever follows it. One in the first screen
 * moves in front of the visitor when the font arrives after the first paint: a layout shift.
 */

/**
 * The text blocks whose height differs between the two renderings of one page, and whether each starts in the first
 * screen (above `screenHeight` px, in the fallback rendering).
 * @param {{ text: string, height: number, top: number, font: string }[]} fallback the page with the web fonts blocked
 * @param {{ text: string, height: number }[]} webFonts the page with them
 * @returns {{ text: string, from: number, to: number, font: string, firstScreen: boolean }[]}
 */
export function rewrapsOf(fallback, webFonts, screenHeight) {
  if (fallback.length !== webFonts.length || fallback.some((e, i) => e.text !== webFonts[i].text))
    throw new Error(`the two renderings hold different text (${fallback.length} and ${webFonts.length} blocks): not the same page`)
  return fallback.flatMap((e, i) =>
    Math.abs(e.height - webFonts[i].height) >= 1
      ? [{ text: e.text, from: e.height, to: webFonts[i].height, font: e.font, firstScreen: e.top < screenHeight }]
      : [],
  )
}

/**
 * A Markdown table of the pages that re-wrap: route, width, the text blocks with the web font each is set in, their
 * heights in px (fallback → web fonts) and "first screen" where it applies.
 */
export function rewrapTable(results) {
  const block = (w) => `"${w.text.slice(0, 40)}" (${w.font}${w.firstScreen ? ", first screen" : ""}) ${w.from} → ${w.to}`
  const rows = results
    .filter((r) => r.rewraps.length > 0)
    .map((r) => `| \`${r.route}\` | ${r.width} | ${r.rewraps.map(block).join("; ")} |`)
  return ["| page | width (px) | text re-wrapped (its web font; height in px, fallback → web fonts) |", "|---|---|---|", ...rows].join("\n")
}

/** The run in one sentence: renderings that re-wrap, blocks per font, and those in the first screen. */
export function rewrapSummary(results, pages, widths) {
  const touched = results.filter((r) => r.rewraps.length > 0)
  const blocks = touched.flatMap((r) => r.rewraps)
  const perFont = new Map()
  for (const w of blocks) perFont.set(w.font, (perFont.get(w.font) ?? 0) + 1)
  const byFont = [...perFont].map(([font, n]) => `${n} in ${font}`).join(", ")
  const firstScreen = blocks.filter((w) => w.firstScreen).length
  return (
    `${touched.length} of ${results.length} renderings (${pages} pages × ${widths} widths) re-wrap at the swap; ` +
    `${blocks.length} text blocks in all${byFont ? ` (${byFont})` : ""}, ${firstScreen} of them in the first screen.`
  )
}
