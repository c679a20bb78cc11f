import { FIRST_WINDOW_BYTES, firstWindowReport } from "../tools/bench/lib/first-window.mjs"

describe("firstWindowReport", () => {
  it("counts the pages inside the first window and names those the extra bytes push out", () => {
    const pages = [
      { path: "/a/", now: 14_000, inline: 14_201 }, // pushed out
      { path: "/b/", now: 14_200, inline: 14_200 }, // exactly at the limit: inside, stays
      { path: "/c/", now: 14_201, inline: 14_800 }, // outside already: not counted as pushed
      { path: "/d/", now: 9_000, inline: 9_600 },
    ]
    expect(firstWindowReport(pages)).toEqual({ pages: 4, inside: 3, pushedOut: [pages[0]] })
  })

  it("is 10 segments of 1,460 bytes less the headers", () => {
    expect(FIRST_WINDOW_BYTES).toBe(14_200)
  })
})
