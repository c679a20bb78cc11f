import { rewrapsOf, rewrapTable } from "../tools/fonts/lib/swap-rewraps.mjs"

const page = (...heights: number[]) => heights.map((height, i) => ({ text: `text ${i}`, height, font: "Inter" }))

describe("rewrapsOf: the text elements the font swap re-wraps", () => {
  it("lists each element whose height changed by a pixel or more, with both heights", () => {
    expect(rewrapsOf(page(24, 50, 75), page(24, 75, 75.4))).toEqual([{ text: "text 1", from: 50, to: 75, font: "Inter" }])
  })
  it("finds nothing when every element keeps its height", () => {
    expect(rewrapsOf(page(24, 50), page(24, 50))).toEqual([])
  })
  it("refuses two renderings that do not hold the same text", () => {
    expect(() => rewrapsOf(page(24, 50), page(24))).toThrow("the two renderings hold different text (2 and 1 blocks)")
    expect(() => rewrapsOf(page(24), [{ text: "other", height: 24 }])).toThrow("not the same page")
  })
})

describe("rewrapTable", () => {
  it("has a row for each rendering that re-wraps, none for the others", () => {
    const table = rewrapTable([
      { route: "/a/", width: 390, rewraps: [{ text: "3500-4500 kg", from: 50, to: 75, font: "Inter" }] },
      { route: "/b/", width: 390, rewraps: [] },
    ])
    expect(table.split("\n")).toEqual([
      "| page | width (px) | text re-wrapped (its web font; height in px, fallback → web fonts) |",
      "|---|---|---|",
      '| `/a/` | 390 | "3500-4500 kg" (Inter) 50 → 75 |',
    ])
  })
})
