/**
 * The pure parts of `npm run bench:profile` (tools/bench/profile.mjs): where the main thread's script time goes, by
 * function of our sources. A V8 CPU profile (CDP `Profiler.stop`) is summed by function, its own time (self) and with
 * what it calls (inclusive), each function named by the build's source maps (`src/components/…:line`), so a profile
 * of the minified bundles reads as the code a maintainer edits.
 */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]))

/** A source map's Base64 VLQ field: its numbers, signed. */
export function decodeVlq(text) {
  const out = []
  let value = 0
  let shift = 0
  for (const c of text) {
    const digit = DIGIT.get(c)
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${JSON.stringify(c)}`)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return out
}

/**
 * A source map (version 3, not indexed) as a lookup: a generated position (line and column from 0, as a CPU profile
 * gives them) to the original source, line (from 1) and name of the segment that covers it, or null.
 */
export function sourceMapLookup(map) {
  if (map.version !== 3 || typeof map.mappings !== "string") throw new Error("not a version 3 source map with mappings")
  // the fields after the first are relative to the previous segment's (the source, its line and column, the name
  // across lines; the generated column within a line); the original column is not needed here
  let source = 0
  let line = 0
  let name = 0
  const lines = map.mappings.split(";").map((text) => {
    let generated = 0
    const segments = []
    for (const part of text ? text.split(",") : []) {
      const f = decodeVlq(part)
      generated += f[0]
      // a segment of one field maps nothing: the code from there on has no source
      if (f.length < 4) {
        segments.push({ column: generated, source: -1, line: 0, name: -1 })
        continue
      }
      source += f[1]
      line += f[2]
      if (f.length >= 5) name += f[4]
      segments.push({ column: generated, source, line, name: f.length >= 5 ? name : -1 })
    }
    return segments
  })
  return (generatedLine, generatedColumn) => {
    // the last segment at or before the column (a minified bundle is one line of thousands of segments)
    const segments = lines[generatedLine] ?? []
    let low = 0
    let high = segments.length - 1
    let found = null
    while (low <= high) {
      const mid = (low + high) >> 1
      if (segments[mid].column <= generatedColumn) {
        found = segments[mid]
        low = mid + 1
      } else high = mid - 1
    }
    if (!found || found.source < 0) return null
    return { source: map.sources[found.source], line: found.line + 1, name: found.name >= 0 ? map.names[found.name] : null }
  }
}

/** A webpack source's path as the repository names it: `src/…`, `.cache/…`, `nm/<package>/…`. */
export const shortSource = (source) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, "")
    .replace(/^\.\//, "")
    .replace(/^.*node_modules\//, "nm/")

/** The frames a profile has that are not a function of the page: the idle, the program, the root. */
const NOT_A_FUNCTION = new Set(["(idle)", "(program)", "(root)"])

/**
 * A CPU profile's time by function, in microseconds: `self` (samples in the function itself) and `inclusive` (samples
 * in it or below it, each function counted once per sample however deep its recursion). `keyOf(callFrame)` names a
 * frame; frames of the idle thread and of the program are left out, and so is a sample whose stack (its frames from
 * the leaf up) `keep` refuses (the test tool's own scripts in the page).
 * @param {{ nodes: Array<{ id: number, callFrame: object, children?: number[] }>, samples: number[], timeDeltas: number[] }} profile
 * @param {(frame: { functionName: string, url: string, lineNumber: number, columnNumber: number }) => string} keyOf
 * @param {(stack: Array<{ functionName: string, url: string }>) => boolean} [keep]
 */
export function profileTimes(profile, keyOf, keep = () => true) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map()
  const inclusive = new Map()
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us)
  // each node named once, not once for every sample that passes through it
  const keys = new Map()
  const keyOfNode = (id) => {
    if (!keys.has(id)) keys.set(id, keyOf(byId.get(id).callFrame))
    return keys.get(id)
  }
  profile.samples.forEach((id, i) => {
    // a sample's time is the gap to the next sample
    const us = profile.timeDeltas[i + 1] ?? 0
    const stack = []
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame
      if (!(!f.url && NOT_A_FUNCTION.has(f.functionName))) stack.push(at)
    }
    if (stack[0] !== id || !keep(stack.map((at) => byId.get(at).callFrame))) return
    add(self, keyOfNode(id), us)
    const seen = new Set()
    for (const at of stack) {
      const key = keyOfNode(at)
      if (!seen.has(key)) add(inclusive, key, us)
      seen.add(key)
    }
  })
  return { self, inclusive }
}

/** The `count` largest entries of a time map (microseconds over `runs` runs) as rows: milliseconds a run, then the key. */
export const topRows = (times, count, runs = 1) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => [(us / 1000 / runs).toFixed(2), key])
