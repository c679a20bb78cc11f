#!/usr/bin/env node
/**
 * node tools/bench/first-window.mjs [<public dir>]: every page's HTML, brotli as the local server compresses it,
 * against the first round trip's bytes (lib/first-window.mjs), today and with Gatsby's build data written back inline
 * (the build-data file's text in a <script>): how many pages the file keeps inside the first window.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { BROTLI_QUALITY } from "../server/lib/compressed-copies.mjs"
import { pagesOf } from "./lib/first-load.mjs"
import { FIRST_WINDOW_BYTES, firstWindowReport } from "./lib/first-window.mjs"

const publicDir = path.resolve(process.argv[2] ?? "public")
const brotli = (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length
const dataFile = fs.readdirSync(publicDir).find((f) => /^build-data-[0-9a-f]+\.js$/.test(f))
if (!dataFile) throw new Error(`${publicDir} has no build-data file: nothing to write back inline`)
const inlineData = `<script>${fs.readFileSync(path.join(publicDir, dataFile), "utf8")}</script>`

const pages = pagesOf(publicDir).flatMap(({ path: p }) => {
  const file = path.join(publicDir, p, p.endsWith(".html") ? "" : "index.html")
  if (!fs.existsSync(file)) return []
  // the inline data goes where Gatsby wrote it, in the head
  const html = fs.readFileSync(file, "utf8")
  return [{ path: p, now: brotli(Buffer.from(html)), inline: brotli(Buffer.from(html.replace("</head>", `${inlineData}</head>`))) }]
})
const report = firstWindowReport(pages)
console.log(
  `${report.pages} pages; ${report.inside} inside the first window (${FIRST_WINDOW_BYTES} B of brotli HTML) with the build-data file`,
)
console.log(`${report.pushedOut.length} of them pushed out with the build data inline:`)
for (const p of report.pushedOut) console.log(`  ${p.path}: ${p.now} -> ${p.inline} B`)
