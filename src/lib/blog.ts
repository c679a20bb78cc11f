/** Pure helpers for blog posts: dates written like 'July 7, 2025', sorting, and grouping of content blocks. */

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]

/** Parses 'July 7, 2025' (month name, day, year) to a UTC timestamp; NaN when the text is not such a date. */
export function parseBlogDate(text: string): number {
  const m = /^\s*([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})\s*$/.exec(text)
  if (!m) return NaN
  const month = MONTHS.indexOf(m[1].toLowerCase())
  const day = Number(m[2])
  const year = Number(m[3])
  if (month < 0 || day < 1) return NaN
  const time = Date.UTC(year, month, day)
  // reject days that roll over into the next month (e.g. 'February 30')
  return new Date(time).getUTCDate() === day ? time : NaN
}

/** ISO form (YYYY-MM-DD) of a blog date, for `<time dateTime>` and structured data; '' when invalid. */
export function isoDate(text: string): string {
  const t = parseBlogDate(text)
  return Number.isNaN(t) ? "" : new Date(t).toISOString().slice(0, 10)
}

/** A post with a date; its id is `jsonId` in GraphQL results, `id` in the JSON files. */
export interface Dated {
  id?: string | null
  jsonId?: string | null
  date: string
}

const idOf = (p: Dated): string => p.jsonId ?? p.id ?? ""

/**
 * Newest first. Unparseable dates go last; equal dates put the higher numeric id first (the later article).
 * Does not modify the input.
 */
export function sortByDateDesc<T extends Dated>(posts: readonly T[]): T[] {
  const key = (p: T) => {
    const t = parseBlogDate(p.date)
    return Number.isNaN(t) ? -Infinity : t
  }
  return [...posts].sort((a, b) => key(b) - key(a) || Number(idOf(b)) - Number(idOf(a)) || idOf(b).localeCompare(idOf(a)))
}

/** The `count` most recent posts (the home page shows 3). */
export const latestPosts = <T extends Dated>(posts: readonly T[], count = 3): T[] => sortByDateDesc(posts).slice(0, count)

/** The blog list shows at most 50 posts. */
export const BLOG_LIST_LIMIT = 50

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
