import { rewrapsOf, rewrapSummary, rewrapTable } from "../tools/fonts/lib/swap-rewraps.mjs"

const page = (...blocks: [height: number, top: number][]) =>
  blocks.map(([height, top], i) => ({ text: `text ${i}`, height, top, font: "Inter" }))

describe("rewrapsOf: the text blocks the font swap re-wraps", () => {
  it("lists each block whose height changed by a pixel or more, with both heights and whether it starts in the first screen", () => {
    expect(rewrapsOf(page([24, 0], [50, 100], [75, 1000]), page([24, 0], [75, 100], [75.4, 1000]), 900)).toEqual([
      { text: "text 1", from: 50, to: 75, font: "Inter", firstScreen: true },
    ])
    expect(rewrapsOf(page([50, 900]), page([75, 900]), 900)).toEqual([
      { text: "text 0", from: 50, to: 75, font: "Inter", firstScreen: false },
    ])
  })
  it("finds nothing when every block keeps its height", () => {
    expect(rewrapsOf(page([24, 0], [50, 30]), page([24, 0], [50, 30]), 900)).toEqual([])
  })
  it("refuses two renderings that do not hold the same text", () => {
    expect(() => rewrapsOf(page([24, 0], [50, 30]), page([24, 0]), 900)).toThrow("the two renderings hold different text (2 and 1 blocks)")
    expect(() => rewrapsOf(page([24, 0]), [{ text: "other", height: 24 }], 900)).toThrow("not the same page")
  })
})

const results = [
  { route: "/a/", width: 390, rewraps: [{ text: "3500-4500 kg", from: 50, to: 75, font: "Inter", firstScreen: false }] },
  { route: "/b/", width: 390, rewraps: [] },
  { route: "/c/", width: 1280, rewraps: [{ text: "About us", from: 86, to: 43, font: "Fraunces", firstScreen: true }] },
]

describe("rewrapTable", () => {
  it("has a row for each rendering that re-wraps, none for the others, and marks the blocks of the first screen", () => {
    expect(rewrapTable(results).split("\n")).toEqual([
      "| page | width (px) | text re-wrapped (its web font; height in px, fallback → web fonts) |",
      "|---|---|---|",
      '| `/a/` | 390 | "3500-4500 kg" (Inter) 50 → 75 |',
      '| `/c/` | 1280 | "About us" (Fraunces, first screen) 86 → 43 |',
    ])
  })
})

describe("rewrapSummary", () => {
  it("counts the renderings that re-wrap, the blocks per font and those in the first screen", () => {
    expect(rewrapSummary(results, 3, 2)).toBe(
      "2 of 3 renderings (3 pages × 2 widths) re-wrap at the swap; 2 text blocks in all (1 in Inter, 1 in Fraunces), 1 of them in the first screen.",
    )
  })
  it("says so when nothing re-wraps", () => {
    expect(rewrapSummary([results[1]], 1, 1)).toBe(
      "0 of 1 renderings (1 pages × 1 widths) re-wrap at the swap; 0 text blocks in all, 0 of them in the first screen.",
    )
  })
})
