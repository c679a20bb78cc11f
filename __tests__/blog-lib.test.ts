import { BLOG_LIST_LIMIT, groupBlocks, isoDate, latestPosts, parseBlogDate, sortByDateDesc } from "../src/lib/blog"

describe("blog dates", () => {
  it("parses 'Month day, year'", () => {
    expect(parseBlogDate("July 7, 2025")).toBe(Date.UTC(2025, 6, 7))
    expect(parseBlogDate("April 24, 2025")).toBe(Date.UTC(2025, 3, 24))
    expect(isoDate("June 5, 2025")).toBe("2025-06-05")
  })
  it("rejects what is not such a date", () => {
    expect(parseBlogDate("2025-07-07")).toBeNaN()
    expect(parseBlogDate("Juli 7, 2025")).toBeNaN()
    expect(parseBlogDate("February 30, 2025")).toBeNaN()
    expect(isoDate("soon")).toBe("")
  })
})

describe("sorting and the latest three", () => {
  const posts = [
    { id: "1", date: "April 24, 2025" },
    { id: "2", date: "May 1, 2025" },
    { id: "9", date: "June 16, 2025" },
    { id: "10", date: "June 20, 2025" },
    { id: "14", date: "July 7, 2025" },
    { id: "13", date: "July 2, 2025" },
    { id: "3", date: "May 8, 2025" },
  ]
  it("sorts by date, newest first, not by text or id order", () => {
    expect(sortByDateDesc(posts).map((p) => p.id)).toEqual(["14", "13", "10", "9", "3", "2", "1"])
  })
  it("keeps the three most recent", () => {
    expect(latestPosts(posts).map((p) => p.id)).toEqual(["14", "13", "10"])
    expect(latestPosts(posts.slice(0, 2)).map((p) => p.id)).toEqual(["2", "1"])
  })
  it("does not modify its input and accepts GraphQL's jsonId", () => {
    const copy = [...posts]
    sortByDateDesc(posts)
    expect(posts).toEqual(copy)
    const nodes = [
      { jsonId: "4", date: "May 15, 2025" },
      { jsonId: "5", date: "May 15, 2025" },
      { jsonId: "6", date: "bad date" },
    ]
    expect(sortByDateDesc(nodes).map((p) => p.jsonId)).toEqual(["5", "4", "6"])
  })
  it("lists at most 50 posts", () => expect(BLOG_LIST_LIMIT).toBe(50))
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
