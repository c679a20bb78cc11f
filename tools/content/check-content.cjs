/**
 * npm run check:content: the build's content check without a build. Validates every file of data/ (or of the folder
 * given as argument) with the messages the build prints (the file and the field), in a few seconds, and exits 1 when
 * anything is wrong. It also checks that each file is written in the JSON style the editor (Decap CMS) writes, so that
 * a save changes only what was edited; `--fix` rewrites the files that are not.
 */
require("./lib/register-ts.cjs")
const fs = require("node:fs")
const path = require("node:path")
const { listJsonFiles } = require("../../src/gatsby/content/content-files.ts")
const { contentErrorReport, validateContentDir } = require("../../src/gatsby/content/validate-content.ts")
const { toContentFile } = require("../../src/content-model/cms-config.ts")

const args = process.argv.slice(2)
const fix = args.includes("--fix")
const dataDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(__dirname, "..", "..", "data"))
const start = Date.now()
const problems = validateContentDir(dataDir)
if (problems.length) {
  console.error(contentErrorReport(problems))
  process.exit(1)
}
const files = listJsonFiles(dataDir)
const restyled = files.filter((rel) => {
  const text = fs.readFileSync(path.join(dataDir, rel), "utf8")
  const styled = toContentFile(rel, JSON.parse(text))
  if (styled === text) return false
  if (fix) fs.writeFileSync(path.join(dataDir, rel), styled)
  return true
})
if (restyled.length && !fix) {
  console.error(
    `${restyled.map((rel) => `data/${rel}`).join("\n")}\n\nThese files are valid but not written in the editor's JSON style (the content model's ` +
      "key order, two spaces, one value per line, a final newline): `npm run check:content -- --fix` rewrites them.",
  )
  process.exit(1)
}
if (restyled.length) console.log(`rewrote ${restyled.length} file(s) in the editor's JSON style`)
console.log(`data/: ${files.length} content files checked, no problems (${Date.now() - start} ms)`)
