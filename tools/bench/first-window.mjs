#!/usr/bin/env node
/**
 * node tools/bench/first-window.mjs [<public dir>]: every page's HTML, brotli as the local server compresses it,
 * against the first round trip's bytes (lib/first-window.mjs), today and with Gatsby's build data written back inline
 * (the build-data file's text in a <script>): how many pages the file keeps inside the first window.
 */
import fs from "node:fs"
import path from "node:path"
import { brotliBytes, buildDataScript, pageHtmlFile, pagesOf } from "./lib/first-load.mjs"
import { FIRST_WINDOW_BYTES, firstWindowReport } from "./lib/first-window.mjs"

const publicDir = path.resolve(process.argv[2] ?? "public")
const dataFile = buildDataScript(publicDir)
if (!dataFile) throw new Error(`${publicDir} has no build-data file: nothing to write back inline`)
const inlineData = `<script>${fs.readFileSync(path.join(publicDir, dataFile), "utf8")}</script>`

const pages = pagesOf(publicDir).flatMap(({ path: p }) => {
  const file = pageHtmlFile(publicDir, p)
  if (!fs.existsSync(file)) return []
  // the inline data goes where Gatsby wrote it, in the head
  const html = fs.readFileSync(file, "utf8")
  return [
    { path: p, now: brotliBytes(Buffer.from(html)), inline: brotliBytes(Buffer.from(html.replace("</head>", `${inlineData}</head>`))) },
  ]
})
const report = firstWindowReport(pages)
console.log(
  `${report.pages} pages; ${report.inside} inside the first window (${FIRST_WINDOW_BYTES} B of brotli HTML) with the build-data file`,
)
console.log(`${report.pushedOut.length} of them pushed out with the build data inline:`)
for (const p of report.pushedOut) console.log(`  ${p.path}: ${p.now} -> ${p.inline} B`)
