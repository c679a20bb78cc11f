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

/** A key written twice in one object of a JSON text: JSON.parse keeps the last value and drops the first, silently. */
export interface DuplicateKey {
  key: string
  /** the object's field (`specs[1]`; "" for the file's top level) */
  field: string
  /** the lines (1-based) of the first and of the second time the key is written */
  lines: [number, number]
}

/** Every key written twice in one object of a valid JSON text, in the order of the text. */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = []
  let i = 0
  let line = 1
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) {
      if (text[i] === "\n") line++
      i++
    }
  }
  /** a string literal from its opening quote; its value (strings hold no raw line break in valid JSON) */
  const string = (): string => {
    const start = i
    i++
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1
    i++
    return JSON.parse(text.slice(start, i)) as string
  }
  const join = (field: string, key: string | number) =>
    typeof key === "number"
      ? `${field}[${key}]`
      : /^[A-Za-z_$][\w$]*$/.test(key)
        ? field
          ? `${field}.${key}`
          : key
        : `${field}[${JSON.stringify(key)}]`
  const value = (field: string): void => {
    space()
    const c = text[i]
    if (c === "{") {
      i++
      const seen = new Map<string, number>()
      space()
      if (text[i] === "}") return void i++
      for (;;) {
        space()
        const at = line
        const key = string()
        const first = seen.get(key)
        if (first !== undefined) found.push({ key, field, lines: [first, at] })
        else seen.set(key, at)
        space()
        i++ // the colon
        value(join(field, key))
        space()
        if (text[i++] === "}") return
      }
    }
    if (c === "[") {
      i++
      space()
      if (text[i] === "]") return void i++
      for (let n = 0; ; n++) {
        value(join(field, n))
        space()
        if (text[i++] === "]") return
      }
    }
    if (c === '"') return void string()
    while (i < text.length && !",]} \t\n\r".includes(text[i])) i++
  }
  value("")
  return found
}

/**
 * A content file's text parsed, or the problem to report: "line L, column C: not valid JSON: <reason>" and the frame;
 * or the keys written twice in one object (JSON.parse would keep the second and drop the first without a word).
 */
export function parseJson(text: string): { doc: unknown } | { error: string } {
  // two slips JSON.parse names by a character the maintainer cannot see, or by none
  if (text.startsWith("\uFEFF"))
    return {
      error:
        "line 1, column 1: the file starts with a byte order mark (an invisible character some editors add): save it as UTF-8 without BOM",
    }
  if (text.trim() === "") return { error: "the file is empty: it holds the page's content as one JSON object, { … }" }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (err) {
    const { line, column, reason, frame } = jsonSyntaxError(text, err as Error)
    return { error: [`line ${line}, column ${column}: not valid JSON: ${reason}`, ...frame].join("\n") }
  }
  const twice = duplicateKeys(text)
  if (twice.length)
    return {
      error: twice
        .map(
          (d) =>
            `the key "${d.key}" is written twice${d.field ? ` in ${d.field}` : ""}, on lines ${d.lines[0]} and ${d.lines[1]}: ` +
            "only the second would be kept; delete the one that is wrong",
        )
        .join("\n"),
    }
  return { doc }
}
