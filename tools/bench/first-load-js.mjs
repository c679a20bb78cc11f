#!/usr/bin/env node
/**
 * npm run bench:js [-- <public dir> [<other public dir>]]: the first-load JavaScript of every page of a build
 * (brotli and gzip), or of two builds side by side (before, after) with the difference in brotli bytes, read from the
 * builds' own files (lib/first-load.mjs): no browser, the same figures on any machine. Pages above the budget
 * (lib/first-load.mjs FIRST_LOAD_JS_BUDGET_KB, brotli) are listed at the end; the exit code is 1 when there are any.
 */
import path from "node:path"
import { compareFirstLoads, compressedSizer, firstLoad, FIRST_LOAD_JS_BUDGET_KB } from "./lib/first-load.mjs"

const kb = (bytes) => (bytes === null ? "—" : (bytes / 1024).toFixed(1))
const [first = "public", second] = process.argv.slice(2)
const size = compressedSizer()
const now = firstLoad(path.resolve(second ?? first), size)

if (second) {
  const rows = compareFirstLoads(firstLoad(path.resolve(first), size), now)
  console.log(`| page | before KB (br) | after KB (br) | change (bytes) |\n|---|---|---|---|`)
  for (const r of rows)
    console.log(`| ${r.path} | ${kb(r.before)} | ${kb(r.after)} | ${r.delta === null ? "—" : (r.delta > 0 ? "+" : "") + r.delta} |`)
} else {
  console.log(`| page | first-load JS KB (br) | (gzip) |\n|---|---|---|`)
  for (const r of now) console.log(`| ${r.path} | ${kb(r.brBytes)} | ${kb(r.gzipBytes)} |`)
}
const over = now.filter((r) => r.brBytes / 1024 > FIRST_LOAD_JS_BUDGET_KB)
for (const r of over) console.error(`${r.path}: ${kb(r.brBytes)} KB of first-load JavaScript (brotli) > ${FIRST_LOAD_JS_BUDGET_KB} KB`)
process.exit(over.length ? 1 : 0)
