/**
 * A content file that is not valid JSON, told the way a maintainer fixes it: the line and the column, the reason, and
 * the line itself with a caret under the column. JSON.parse's messages name the place in several ways: Node 22 says
 * "… in JSON at position 3693 (line 101 column 11)", Node 20 "… in JSON at position 3693", and both say
 * `Unexpected token ']', "…" is not valid JSON` or "Unexpected end of JSON input" with no place at all. The place is
 * taken from the position when the message has one, and otherwise found by `jsonErrorIndex`, a check of the grammar
 * that stops where JSON.parse stops.
 */

export interface JsonSyntaxError {
  /** 1-based, like an editor's */
  line: number
  column: number
  /** JSON.parse's reason, without the position and the quoted text */
  reason: string
  /** the line (or, when long, the part around the column) and a caret under the column, each behind a gutter */
  frame: [string, string]
}

/** The position (0-based) of the first character where `text` stops being JSON, or undefined when it is valid. */
export function jsonErrorIndex(text: string): number | undefined {
  let i = 0
  const stop = (at = i): never => {
    throw new JsonStop(Math.min(at, text.length))
  }
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9"
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++
  }
  const digits = () => {
    if (!isDigit(text[i])) stop()
    while (isDigit(text[i])) i++
  }
  const string = () => {
    i++ // the opening quote
    for (;;) {
      const c = text[i]
      if (c === undefined) stop()
      if (c === '"') return void i++
      if (c < " ") stop()
      if (c !== "\\") {
        i++
        continue
      }
      i++
      if (text[i] === "u") {
        for (let k = 0; k < 4; k++) {
          i++
          if (!/^[0-9a-fA-F]$/.test(text[i] ?? "")) stop()
        }
        i++
      } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i])) i++
      else stop()
    }
  }
  const number = () => {
    if (text[i] === "-") i++
    if (text[i] === "0") i++
    else digits()
    if (text[i] === ".") {
      i++
      digits()
    }
    if (text[i] === "e" || text[i] === "E") {
      i++
      if (text[i] === "+" || text[i] === "-") i++
      digits()
    }
  }
  const list = (close: "]" | "}", entry: () => void) => {
    i++ // the opening bracket
    space()
    if (text[i] === close) return void i++
    for (;;) {
      entry()
      space()
      if (text[i] === ",") i++
      else if (text[i] === close) return void i++
      else stop()
    }
  }
  const value = (): void => {
    space()
    const c = text[i]
    if (c === "{")
      return list("}", () => {
        space()
        if (text[i] !== '"') stop()
        string()
        space()
        if (text[i] !== ":") stop()
        i++
        value()
      })
    if (c === "[") return list("]", value)
    if (c === '"') return string()
    if (c === "-" || isDigit(c)) return number()
    for (const word of ["true", "false", "null"])
      if (c === word[0]) {
        for (const letter of word) {
          if (text[i] !== letter) stop()
          i++
        }
        return
      }
    stop()
  }
  try {
    value()
    space()
    if (i < text.length) stop()
    return undefined
  } catch (err) {
    if (err instanceof JsonStop) return err.at
    throw err
  }
}

class JsonStop {
  constructor(readonly at: number) {}
}

/** The longest part of a line shown; a longer line is cut around the column. */
const SHOWN = 80

/** Where and why `text` is not JSON, from the error JSON.parse threw for it. */
export function jsonSyntaxError(text: string, err: Error): JsonSyntaxError {
  const named = /\bat position (\d+)/.exec(err.message)
  let at = named ? Number(named[1]) : (jsonErrorIndex(text) ?? text.length)
  // at the end of the file, the caret goes after its last character rather than on an empty last line
  if (at >= text.length) at = text.trimEnd().length
  let reason = err.message
    .replace(/ in JSON at position \d+( \(line \d+ column \d+\))?$/, "")
    .replace(/^(Unexpected token '(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S])'), [\s\S]* is not valid JSON$/, "$1")
  const lineStart = text.lastIndexOf("\n", at - 1) + 1
  const line = text.slice(0, lineStart).split("\n").length
  const column = at - lineStart + 1
  // the commonest slip: a comma after the last entry of a list or an object
  const before = text.slice(0, at).trimEnd()
  if ((text[at] === "]" || text[at] === "}") && before.endsWith(","))
    reason += ` (a list or an object does not end with a comma: remove the one on line ${before.split("\n").length})`
  // the other: a property name written without its quotes
  const bare = /^[A-Za-z_$][\w$]*/.exec(text.slice(at))
  if (bare && /property name/.test(reason)) reason += ` (a property name is written in double quotes: "${bare[0]}")`
  return { line, column, reason, frame: frame(text, lineStart, at, line) }
}

/** The line of `at`, cut around it when long, behind a gutter with its number; under it, a caret under `at`. */
function frame(text: string, lineStart: number, at: number, line: number): [string, string] {
  const lineEnd = text.indexOf("\n", lineStart)
  const whole = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, "")
  let from = 0
  let to = whole.length
  if (whole.length > SHOWN) {
    from = Math.max(0, Math.min(at - lineStart - (SHOWN * 3) / 4, whole.length - SHOWN))
    to = from + SHOWN
  }
  const head = from > 0 ? "…" : ""
  const shown = head + whole.slice(from, to) + (to < whole.length ? "…" : "")
  // the caret's line keeps the tabs of the text before the column, so that it lines up in any terminal
  const pad = head.replace(/./g, " ") + whole.slice(from, at - lineStart).replace(/[^\t]/g, " ")
  const gutter = String(line)
  return [`  ${gutter} | ${shown}`, `  ${" ".repeat(gutter.length)} | ${pad}^`]
}

/** A content file's text parsed, or the problem to report: "line L, column C: not valid JSON: <reason>" and the frame. */
export function parseJson(text: string): { doc: unknown } | { error: string } {
  try {
    return { doc: JSON.parse(text) }
  } catch (err) {
    const { line, column, reason, frame } = jsonSyntaxError(text, err as Error)
    return { error: [`line ${line}, column ${column}: not valid JSON: ${reason}`, ...frame].join("\n") }
  }
}
