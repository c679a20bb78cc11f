/**
 * The rules of public/_headers, read again whenever the file changes. A build while the server runs writes new
 * script hashes into the Content-Security-Policy, and the old policy would block the new pages' inline scripts
 * (the bundle loader among them: a site without JavaScript). A file that cannot be read or parsed (a build in the
 * middle of writing it, or removing it) leaves the last rules in force, with one warning.
 */
import fs from "node:fs"
import { parseHeadersFile } from "./headers-file.mjs"

/**
 * @param {string} file path of the `_headers` file
 * @param {Pick<Console, "warn">} [log]
 * @returns {() => Array<unknown>} the rules now, for headersFor (../headers-file.mjs)
 */
export function createHeadersRules(file, log = console) {
  let rules = []
  /** size and modification time of the file the rules were read from */
  let readStamp = null
  let warnedStamp = null
  return function currentRules() {
    let stamp
    try {
      const stat = fs.statSync(file)
      stamp = `${stat.size}:${stat.mtimeMs}`
    } catch (err) {
      stamp = `unreadable:${err.code ?? err.message}`
      if (readStamp === null) return rules
    }
    if (stamp === readStamp) return rules
    try {
      rules = parseHeadersFile(fs.readFileSync(file, "utf8"))
      readStamp = stamp
      warnedStamp = null
    } catch (err) {
      if (warnedStamp !== stamp) log.warn(`serve: ${file} could not be read (${err.message}); the previous rules stay in force`)
      warnedStamp = stamp
    }
    return rules
  }
}
