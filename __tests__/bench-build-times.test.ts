/** Publishing's build targets (tools/bench/lib/build-times.mjs): with its cache, each rebuild ≤ 30 s. */
import { buildVerdict, REBUILD_TARGET_MS } from "../tools/bench/lib/build-times.mjs"

describe("the build times' verdict", () => {
  it("holds when both rebuilds take at most 30 s, and says each figure", () => {
    expect(REBUILD_TARGET_MS).toBe(30_000)
    expect(buildVerdict({ coldMs: 180_400, unchangedMs: 29_000, editedMs: 30_000 })).toEqual({
      line: "Cold build: 180.4 s. With its cache: no change 29 s, one blog post's title changed 30 s (target ≤ 30 s each).",
      problems: [],
    })
  })

  it("names each rebuild over its target", () => {
    expect(buildVerdict({ coldMs: 200_000, unchangedMs: 30_100, editedMs: 64_000 }).problems).toEqual([
      "a build with no change took 30.1 s > 30 s",
      "a build after one changed field took 64 s > 30 s",
    ])
    expect(buildVerdict({ coldMs: 200_000, unchangedMs: 12_000, editedMs: 31_000 }).problems).toEqual([
      "a build after one changed field took 31 s > 30 s",
    ])
  })
})
