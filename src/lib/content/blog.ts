/**
 * Pure helpers for blog posts: the list arguments the pages' GraphQL queries use, and grouping of content blocks.
 * Dates are ISO (YYYY-MM-DD, src/lib/content/dates.ts), so sorting by date is sorting by text.
 */

/** The blog list shows at most 50 posts (spec 9). */
export const BLOG_LIST_LIMIT = 50
/** The home page shows the 3 latest posts (spec 9). */
export const HOME_LATEST_COUNT = 3

export type SortOrder = "ASC" | "DESC"
/** The arguments of an `all...` GraphQL field: `sort: [{ date: DESC }, ...]` and `limit`. */
export interface ListArgs {
  sort?: Record<string, SortOrder> | Record<string, SortOrder>[]
  limit?: number
}

/**
 * What Gatsby's `sort` and `limit` arguments do to a list of nodes, for flat text fields such as `date` and
 * `jsonId`: order by the first field, ties by the next, then keep the first `limit`. The pages sort and limit in
 * their queries; the tests run those queries' own arguments through this function. Does not modify its input.
 */
export function applyListArgs<T extends Record<string, unknown>>(nodes: readonly T[], args: ListArgs): T[] {
  const fields = (Array.isArray(args.sort) ? args.sort : args.sort ? [args.sort] : []).flatMap((s) => Object.entries(s))
  const text = (v: unknown) => (v === undefined || v === null ? "" : String(v))
  const sorted = [...nodes].sort((a, b) => {
    for (const [field, order] of fields) {
      const x = text(a[field])
      const y = text(b[field])
      if (x !== y) return (x < y ? -1 : 1) * (order === "DESC" ? -1 : 1)
    }
    return 0
  })
  return args.limit === undefined ? sorted : sorted.slice(0, args.limit)
}

export type BlockLike = { type: string }

/** A rendered unit of an article: one block, or two consecutive images shown side by side. */
export type BlockGroup<B extends BlockLike> = { kind: "single"; block: B; index: number } | { kind: "pair"; blocks: [B, B]; index: number }

/**
 * Groups consecutive image blocks in twos, in order: two images become a pair, a third one starts a new
 * group (a pair with a fourth, else a single image). Every other block stays on its own.
 * `index` is the position of the group's first block in the original list (a stable React key).
 */
export function groupBlocks<B extends BlockLike>(blocks: readonly B[]): BlockGroup<B>[] {
  const groups: BlockGroup<B>[] = []
  let i = 0
  while (i < blocks.length) {
    const block = blocks[i]
    const next = blocks[i + 1]
    if (block.type === "image" && next?.type === "image") {
      groups.push({ kind: "pair", blocks: [block, next], index: i })
      i += 2
    } else {
      groups.push({ kind: "single", block, index: i })
      i += 1
    }
  }
  return groups
}
