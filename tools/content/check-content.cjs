/**
 * npm run check:content: the build's content check without a build. Validates every file of data/ (or of the folder
 * given as argument) with the messages the build prints (the file and the field), in a few seconds, and exits 1 when
 * anything is wrong. It also checks that each file is written in the JSON style the editor (Decap CMS) writes, so that
 * a save changes only what was edited; `--fix` rewrites the files that are not. It also prints warnings, which do
 * not change the exit code: a figure changed in one field of a file that its other fields still give (against the
 * file's last committed version), and a picture or video of data/ that nothing uses. `--fix` also sets right, first,
 * the French typography the check refuses and the build cannot set (src/lib/content/french-typography-check.ts:
 * straight quotes in pairs become « », a sign glued to its neighbours gets its spaces); what it cannot, the check names.
 */
require("./lib/register-ts.cjs")
const fs = require("node:fs")
const path = require("node:path")
const { listJsonFiles } = require("../../src/gatsby/content/content-files.ts")
const { checkContentDir, contentErrorReport } = require("../../src/gatsby/content/validate-content.ts")
const { toContentFile } = require("../../src/content-model/cms-config.ts")
const { kindOf } = require("../../src/content-model/index.ts")
const { splitLangFile } = require("../../src/lib/content/content-i18n.ts")
const { staleFigures, staleFigureWarnings } = require("../../src/lib/content/stale-figures.ts")
const { committedVersions } = require("./lib/committed-versions.cjs")
const { describeField } = require("../../src/lib/content/describe-field.ts")
const { referencedFiles, unusedFiles, unusedFileWarning } = require("../../src/lib/content/unused-files.ts")
const { checksTypography, fixFrenchTypographyDoc } = require("../../src/lib/content/french-typography-check.ts")
const { parseJson } = require("../../src/gatsby/content/json-errors.ts")

/** Every file below `dir`, relative to `base`, POSIX separators (none when `dir` does not exist). */
const filesBelow = (dir, base) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())) return filesBelow(full, base)
        return [path.relative(base, full).split(path.sep).join("/")]
      })
    : []

/**
 * The pictures and videos of data/ that nothing uses (src/lib/content/unused-files.ts): no content file points at them
 * and no source file of the project's src/ (beside data/) names them. Only in the project's own layout: a data folder
 * without src/ beside it is not checked.
 */
function unusedMedia(dataDir) {
  const srcDir = path.join(dataDir, "..", "src")
  if (!fs.existsSync(srcDir)) return []
  const referenced = listJsonFiles(dataDir).flatMap((rel) => {
    try {
      return referencedFiles(rel, JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8")))
    } catch {
      return [] // not JSON: the check tells it
    }
  })
  const sources = filesBelow(srcDir, srcDir)
    .filter((rel) => /\.(tsx?|jsx?|mjs|cjs|css|json|md)$/.test(rel) && !rel.startsWith("content-model/json-schemas/"))
    .map((rel) => fs.readFileSync(path.join(srcDir, rel), "utf8"))
  const media = [...filesBelow(path.join(dataDir, "images"), dataDir), ...filesBelow(path.join(dataDir, "videos"), dataDir)].sort()
  return unusedFiles(media, referenced, sources).map(unusedFileWarning)
}

/**
 * Warnings, printed after the errors without changing the exit code: a figure changed in one field that other fields of
 * the same file still give with its old value (each changed file against its last committed version), and each picture
 * or video nothing uses. What follows from an error is left out, the error being its cause: the figures of a file that
 * has an error (a list out of order moves its figures), and the media while a content file cannot be read (its own
 * pictures would read as unused); a note says how many.
 */
function warnings(dataDir, { faultyFiles, unreadFiles }) {
  const stale = staleFigureWarningsOf(dataDir, faultyFiles)
  const unused = unusedMedia(dataDir)
  if (!unreadFiles.size || !unused.length) return { warned: [...stale, ...unused], note: "" }
  return {
    warned: stale,
    note:
      `(${unused.length} picture(s) or video(s) that no content file points at are not listed until the file${unreadFiles.size > 1 ? "s" : ""} ` +
      `above can be read, whose pictures they may be.)`,
  }
}

function staleFigureWarningsOf(dataDir, faultyFiles) {
  return committedVersions(dataDir).flatMap(({ rel, before }) => {
    if (faultyFiles.has(rel)) return []
    const { base, lang } = splitLangFile(rel)
    const kind = kindOf(base)
    const file = path.join(dataDir, rel)
    if (!kind || !lang || !fs.existsSync(file)) return []
    try {
      const now = JSON.parse(fs.readFileSync(file, "utf8"))
      const stale = staleFigures(JSON.parse(before), now, kind.schema, lang)
      // each field in the maintainer's words: "Specs, row 2 (Installation on site)"
      return staleFigureWarnings(`data/${rel}`, stale, (field) => describeField(field, kind.schema, now, lang))
    } catch {
      return [] // a file that is not JSON, then or now: the check itself tells the one that matters
    }
  })
}

/**
 * `--fix`, before the check: each translation whose typography the check would refuse is rewritten (in the editor's
 * JSON style) with what can be set right mechanically; a file that is not JSON is left to the check.
 */
function fixTypography(dataDir) {
  let texts = 0
  const files = listJsonFiles(dataDir).filter((rel) => {
    const { base, lang } = splitLangFile(rel)
    const kind = kindOf(base)
    if (!kind || !lang || !checksTypography(lang)) return false
    // a file that is not JSON, or that writes a key twice, is left to the check (rewriting it would drop a value)
    const parsed = parseJson(fs.readFileSync(path.join(dataDir, rel), "utf8"))
    if (!("doc" in parsed)) return false
    const doc = parsed.doc
    const { doc: fixed, fixed: count } = fixFrenchTypographyDoc(doc, kind.schema)
    if (!count) return false
    fs.writeFileSync(path.join(dataDir, rel), toContentFile(rel, fixed))
    texts += count
    return true
  })
  if (files.length)
    console.log(`set the French typography of ${texts} text(s) in ${files.length} file(s): ${files.map((f) => `data/${f}`).join(", ")}`)
}

const args = process.argv.slice(2)
const fix = args.includes("--fix")
const dataDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(__dirname, "..", "..", "data"))
const start = Date.now()
if (fix) fixTypography(dataDir)
const checked = checkContentDir(dataDir)
const problems = checked.messages
const { warned, note } = warnings(dataDir, checked)
// the errors first: a warning may follow from one of them, never the other way round
if (problems.length) console.error(`${contentErrorReport(problems)}${note ? `\n${note}` : ""}`)
if (warned.length)
  console.warn(`${problems.length ? "\n" : ""}Warning${warned.length > 1 ? "s" : ""} (nothing stops; check each):\n${warned.join("\n")}\n`)
if (problems.length) process.exit(1)
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
