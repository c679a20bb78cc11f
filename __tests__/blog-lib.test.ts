import { BLOG_LIST_LIMIT, HOME_LATEST_COUNT, applyListArgs, groupBlocks } from "../src/lib/content/blog"

describe("applyListArgs (Gatsby's sort and limit)", () => {
  const posts = [
    { jsonId: "1", date: "2025-04-24" },
    { jsonId: "2", date: "2025-05-01" },
    { jsonId: "9", date: "2025-06-16" },
    { jsonId: "10", date: "2025-06-20" },
    { jsonId: "14", date: "2025-07-07" },
    { jsonId: "13", date: "2025-07-02" },
    { jsonId: "3", date: "2025-05-08" },
  ]
  it("sorts by date, newest first, and breaks ties by the next field", () => {
    expect(applyListArgs(posts, { sort: [{ date: "DESC" }] }).map((p) => p.jsonId)).toEqual(["14", "13", "10", "9", "3", "2", "1"])
    const tied = [{ jsonId: "4", date: "2025-05-15" }, { jsonId: "5", date: "2025-05-15" }, ...posts]
    expect(
      applyListArgs(tied, { sort: [{ date: "DESC" }, { jsonId: "DESC" }] })
        .slice(-5)
        .map((p) => p.jsonId),
    ).toEqual(["5", "4", "3", "2", "1"])
    expect(applyListArgs(posts, { sort: { date: "ASC" } }).map((p) => p.jsonId)).toEqual(["1", "2", "3", "9", "10", "13", "14"])
  })
  it("keeps the first `limit` after sorting, and does not modify its input", () => {
    const copy = [...posts]
    expect(applyListArgs(posts, { sort: [{ date: "DESC" }], limit: 3 }).map((p) => p.jsonId)).toEqual(["14", "13", "10"])
    expect(applyListArgs(posts.slice(0, 2), { sort: [{ date: "DESC" }], limit: 3 }).map((p) => p.jsonId)).toEqual(["2", "1"])
    expect(posts).toEqual(copy)
  })
  it("lists at most 50 posts and shows 3 on the home page (spec 9)", () => {
    expect(BLOG_LIST_LIMIT).toBe(50)
    expect(HOME_LATEST_COUNT).toBe(3)
  })
})

describe("groupBlocks", () => {
  const b = (type: string, n: number) => ({ type, n })
  it("pairs two consecutive images and leaves other blocks alone", () => {
    const groups = groupBlocks([b("intro", 0), b("image", 1), b("image", 2), b("paragraph", 3), b("image", 4), b("heading", 5)])
    expect(groups.map((g) => g.kind)).toEqual(["single", "pair", "single", "single", "single"])
    expect(groups[1]).toEqual({ kind: "pair", blocks: [b("image", 1), b("image", 2)], index: 1 })
    expect(groups[3]).toEqual({ kind: "single", block: b("image", 4), index: 4 })
  })
  it("splits runs of images into pairs, in order", () => {
    expect(groupBlocks([b("image", 0), b("image", 1), b("image", 2)]).map((g) => g.kind)).toEqual(["pair", "single"])
    expect(groupBlocks([b("image", 0), b("image", 1), b("image", 2), b("image", 3)]).map((g) => g.kind)).toEqual(["pair", "pair"])
  })
  it("handles empty content", () => expect(groupBlocks([])).toEqual([]))
})
