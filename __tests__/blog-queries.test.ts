/**
 * The blog list, the home page's 'latest 3' and the article sidebar sort and limit in their GraphQL queries.
 * This test reads each query from its source file, takes the `allBlogPostJson` arguments as written, and runs
 * them (applyListArgs: what Gatsby does with `sort` and `limit`) over 60 fixture posts.
 */
import fs from "fs"
import path from "path"
import { Kind, parse, valueFromASTUntyped, visit, type FieldNode } from "graphql"
import { BLOG_LIST_LIMIT, HOME_LATEST_COUNT, applyListArgs, type ListArgs } from "../src/lib/content/blog"
import { formatDate, parseIsoDate } from "../src/lib/content/dates"

const root = path.join(__dirname, "..")

/** The arguments of `allBlogPostJson` in the page query of a source file. */
function allBlogPostArgs(file: string): ListArgs {
  const source = fs.readFileSync(path.join(root, file), "utf8")
  const queries = [...source.matchAll(/graphql`([\s\S]*?)`/g)].map((m) => m[1]).filter((q) => /allBlogPostJson/.test(q))
  expect(queries).toHaveLength(1)
  let args: ListArgs | null = null
  visit(parse(queries[0]), {
    Field(node: FieldNode) {
      if (node.name.value !== "allBlogPostJson") return
      args = Object.fromEntries((node.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)]))
      expect(node.arguments?.every((a) => a.value.kind !== Kind.VARIABLE)).toBe(true)
    },
  })
  expect(args).not.toBeNull()
  return args!
}

// 60 posts, one every 4 days from 2025-01-02, in a shuffled file order, ids 1 to 60 in date order
const DAY = 86_400_000
const start = Date.UTC(2025, 0, 2)
const fixtures = Array.from({ length: 60 }, (_v, i) => ({
  jsonId: String(i + 1),
  date: new Date(start + i * 4 * DAY).toISOString().slice(0, 10),
}))
const shuffled = fixtures
  .map((p, i) => ({ p, k: (i * 37) % 61 }))
  .sort((a, b) => a.k - b.k)
  .map((x) => x.p)
/** Expected order computed from the dates as times, independently of text sorting. */
const newestFirst = [...fixtures].sort((a, b) => parseIsoDate(b.date) - parseIsoDate(a.date)).map((p) => p.jsonId)

describe("blog queries sort by date and limit (60 fixture posts)", () => {
  it("the fixture is shuffled and spans more than 50 posts", () => {
    expect(shuffled.map((p) => p.jsonId)).not.toEqual(fixtures.map((p) => p.jsonId))
    expect(new Set(shuffled)).toEqual(new Set(fixtures))
    expect(formatDate(fixtures[59].date)).toBe("August 26, 2025")
  })

  it("/blogs shows the newest 50, newest first", () => {
    const args = allBlogPostArgs("src/pages/blogs.tsx")
    expect(args.limit).toBe(BLOG_LIST_LIMIT)
    const shown = applyListArgs(shuffled, args).map((p) => p.jsonId)
    expect(shown).toHaveLength(50)
    expect(shown).toEqual(newestFirst.slice(0, 50))
    expect(shown[0]).toBe("60")
    expect(shown[49]).toBe("11")
  })

  it("the home page shows the 3 latest", () => {
    const args = allBlogPostArgs("src/pages/index.tsx")
    expect(args.limit).toBe(HOME_LATEST_COUNT)
    expect(applyListArgs(shuffled, args).map((p) => p.jsonId)).toEqual(["60", "59", "58"])
  })

  it("the article sidebar lists every article, newest first", () => {
    const args = allBlogPostArgs("src/templates/blog-post.tsx")
    expect(args.limit).toBeUndefined()
    expect(applyListArgs(shuffled, args).map((p) => p.jsonId)).toEqual(newestFirst)
  })

  it("the pages do not reorder or cut what the query returns", () => {
    for (const file of ["src/pages/blogs.tsx", "src/pages/index.tsx", "src/templates/blog-post.tsx"]) {
      const source = fs.readFileSync(path.join(root, file), "utf8")
      expect(source).not.toMatch(/allBlogPostJson\.nodes\s*\.\s*(sort|slice|filter)|sortByDate|latestPosts/)
    }
  })
})
