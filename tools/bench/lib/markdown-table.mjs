/**
 * A Markdown table: the heading row, its rule and one line per row (the benchmarks' tables, which BENCHMARKS.md quotes).
 * @param {Array<string | number>} head
 * @param {Array<Array<string | number>>} rows
 */
export const markdownTable = (head, rows) => [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n")
