/**
 * What Node's parser lets through and HTTP/1.1 (RFC 9112, RFC 9110) does not: a request of another major version
 * (505), more than one Host header (400), and a Range header that is not a valid byte range set, which a server
 * must ignore (the whole file, 200) rather than answer 416.
 */

/**
 * The status and one line to answer a request with instead of serving it, or null when it may be served.
 * @param {{ httpVersionMajor: number, rawHeaders: string[] }} req
 * @returns {{ status: number, line: string } | null}
 */
export function requestProblem(req) {
  // Node's parser reads any one-digit version; only HTTP/1.x is this server's (RFC 9112 2.3: a higher minor version
  // is served as 1.1)
  if (req.httpVersionMajor !== 1) return { status: 505, line: "HTTP Version Not Supported: this server speaks HTTP/1.1 (and 1.0)." }
  let hosts = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === "host") hosts++
  // Node keeps the first of two Host headers and drops the other (RFC 9112 3.2: answer 400)
  if (hosts > 1) return { status: 400, line: "Bad Request: the request has more than one Host header." }
  return null
}

/** One range of a byte range set: `first-last`, `first-` or `-suffix` (RFC 9110 14.1.2). */
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/

/**
 * True when a Range header value is a syntactically valid byte range set, such as `bytes=0-99` or `bytes=-500, 0-0`
 * (unit case-insensitive); false for anything else (`bytes=abc`, `bytes=5-2`, `items=0-1`), which a server ignores
 * (RFC 9110 14.2). A valid set may still be unsatisfiable for the file (416 then).
 * @param {string} value
 */
export function isByteRangeSet(value) {
  const m = /^bytes=(.*)$/is.exec(value.trim())
  if (!m) return false
  const specs = m[1].split(",").map((s) => s.trim())
  // empty list elements are allowed between commas (RFC 9110 5.6.1), one range at least
  const ranges = specs.filter((s) => s !== "")
  if (ranges.length === 0) return false
  return ranges.every((spec) => {
    const r = RANGE_SPEC.exec(spec)
    if (!r) return false
    if (r[1] !== undefined && r[2] !== "") return BigInt(r[1]) <= BigInt(r[2])
    return true
  })
}

/**
 * Removes a Range header that is not a valid byte range set, so the file is served whole (200), and writes the unit in
 * lower case, as the `send` library reads it.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
export function dropInvalidRange(req) {
  const range = req.headers.range
  if (typeof range !== "string") return
  if (isByteRangeSet(range)) req.headers.range = `bytes=${range.trim().slice("bytes=".length)}`
  else delete req.headers.range
}
