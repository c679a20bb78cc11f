/**
 * npm run check:content: the build's content check without a build. Validates every file of data/ (or of the folder
 * given as argument) with the messages the build prints (the file and the field), in a few seconds, and exits 1 when
 * anything is wrong.
 */
require("./lib/register-ts.cjs")
const path = require("node:path")
const { listJsonFiles } = require("../src/gatsby/content-files.ts")
const { contentErrorReport, validateContentDir } = require("../src/gatsby/validate-content.ts")

const dataDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "data"))
const start = Date.now()
const problems = validateContentDir(dataDir)
if (problems.length) {
  console.error(contentErrorReport(problems))
  process.exit(1)
}
console.log(`data/: ${listJsonFiles(dataDir).length} content files checked, no problems (${Date.now() - start} ms)`)
