#!/usr/bin/env node
/**
 * The Node versions the project supports are package.json's `engines.node`, written as caret ranges
 * ("^22.12.0 || ^24.0.0": the current LTS lines). `npm start` and `npm test` run this first: on another Node they
 * still go on, after one line that says what to do. CI (.ci/run) installs Node 24 itself when the machine's is another.
 */
import fs from "node:fs"
import path from "node:path"

const parse = (v) => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(v.trim())
  if (!m) throw new Error(`not a version: ${v}`)
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)]
}

/** The ranges of `engines.node`: only caret ranges joined by `||` are accepted, so that the rule stays readable. */
export function caretRanges(range) {
  return range.split("||").map((part) => {
    const p = part.trim()
    if (!p.startsWith("^")) throw new Error(`engines.node: write each range as ^major.minor.patch, not "${p}"`)
    return parse(p.slice(1))
  })
}

/** True when `version` is in one of the caret ranges (same major, at least the range's minor and patch). */
export function satisfies(version, range) {
  const [major, minor, patch] = parse(version)
  return caretRanges(range).some(([M, m, p]) => major === M && (minor > m || (minor === m && patch >= p)))
}

/** One line for a Node outside the supported lines, or null. */
export function adviceFor(version, range) {
  if (satisfies(version, range)) return null
  const majors = caretRanges(range).map(([major]) => major)
  const v = version.replace(/^v/, "")
  return `Node ${v} is not supported: install Node ${majors.join(" or ")} LTS (for example \`nvm install ${majors[0]}\`) and run the command again. Going on with Node ${v}.`
}

// run as a script (Jest imports the functions above, and cannot load a module that reads import.meta)
const script = process.argv[1] ?? ""
if (script.endsWith(path.join("runtime", "node-version.mjs"))) {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(path.dirname(script), "..", "..", "package.json"), "utf8"))
  const line = adviceFor(process.version, pkg.engines.node)
  if (line) console.warn(`\u001b[33m${line}\u001b[0m`)
}
