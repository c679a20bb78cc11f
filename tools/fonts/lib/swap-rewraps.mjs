/**
 * Which text the web fonts' arrival re-wraps (`npm run fonts:rewraps`, tools/fonts/swap-rewraps.mjs): a page's text
 * blocks measured once set in the local fallback faces only and once in the web fonts, in document order. A block
 * whose height differs gained or lost a line at the swap, and moved whatever follows it.
 */

/**
 * The text blocks whose height differs between the two renderings of one page.
 * @param {{ text: string, height: number, font?: string }[]} fallback the page with the web fonts blocked
 * @param {{ text: string, height: number }[]} webFonts the page with them
 * @returns {{ text: string, from: number, to: number, font?: string }[]}
 */
export function rewrapsOf(fallback, webFonts) {
  if (fallback.length !== webFonts.length || fallback.some((e, i) => e.text !== webFonts[i].text))
    throw new Error(`the two renderings hold different text (${fallback.length} and ${webFonts.length} blocks): not the same page`)
  return fallback.flatMap((e, i) =>
    Math.abs(e.height - webFonts[i].height) >= 1 ? [{ text: e.text, from: e.height, to: webFonts[i].height, font: e.font }] : [],
  )
}

/**
 * A Markdown table of the pages that re-wrap: route, width, the text blocks with the web font each is set in and
 * their heights in px (fallback → web fonts).
 */
export function rewrapTable(results) {
  const rows = results
    .filter((r) => r.rewraps.length > 0)
    .map(
      (r) =>
        `| \`${r.route}\` | ${r.width} | ${r.rewraps.map((w) => `"${w.text.slice(0, 40)}" (${w.font}) ${w.from} → ${w.to}`).join("; ")} |`,
    )
  return ["| page | width (px) | text re-wrapped (its web font; height in px, fallback → web fonts) |", "|---|---|---|", ...rows].join("\n")
}
