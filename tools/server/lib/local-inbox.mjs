/**
 * The local inbox: a stand-in for the e-mail service's API (EmailJS, spec 7), served by tools/server/serve.mjs,
 * so every form works on a fresh machine with no e-mail account (`npm start`).
 *
 *   POST /api/v1.0/email/send        JSON { lib_version, user_id, service_id, template_id, template_params }
 *   POST /api/v1.0/email/send-form   form data: the form's fields plus lib_version, service_id, template_id, user_id
 *                                    (both: 2 MB at most, parameter values text or numbers, no files)
 *   OPTIONS on both                  CORS preflight (any origin may post, as with the real service)
 *   GET  /__inbox/?page=N            the recorded enquiries, newest first, 50 a page (page 1, the default: the
 *                                    newest), each cut to a few thousand characters (./inbox-page.mjs LIST_LIMITS)
 *                                    with a link to the whole; all values HTML-escaped
 *   GET  /__inbox/enquiry?n=N        one enquiry whole (0: the oldest), written as the client reads it
 *   GET  /__inbox/enquiries.json     the records as a JSON array, a page at a time: ?limit= (1 to 500, default 100)
 *        ?page=N&limit=L             records a page, ?page= (default 1: the newest) or ?offset= (records to skip from
 *        ?offset=K&limit=L           the newest); at most 8 MB of records a page (one at least). Each page lists its
 *                                    records oldest first, as the file does. Headers: X-Inbox-Total (records in the
 *                                    file), X-Inbox-Skipped (lines that could not be read), Link (next, prev)
 *
 * Test hooks, only when the server is started with --test-hooks (the browser tests), and only for a request
 * with `Content-Type: application/json` and `X-Inbox-Test: 1` (which no page of another origin can send
 * without a CORS preflight, and the hooks answer no preflight):
 *   POST /__inbox/fail-next          { "status": 451, "text": "..." } makes the next send answer that (200-599);
 *                                    { "network": true } makes the next send drop the connection (mid-answer);
 *                                    an optional "match": "text" limits it to the next send whose body contains the text;
 *                                    at most 100 pending
 *   POST /__inbox/reset              forgets the recorded enquiries and the pending failures
 *
 * Accepted enquiries are appended to <dir>/enquiries.jsonl (one JSON object a line) and flushed to disk
 * (fsync) before the answer 200 'OK' is sent: an enquiry that was answered OK is never lost. The same payload received
 * again within ten minutes is a retry (its answer was lost): answered OK, recorded once, counted on the record
 * (./inbox-retries.mjs).
 *
 * Any page a visitor opens can post here (as to the real service), so the file is bounded: once an enquiry would take
 * it past maxBytes (INBOX_MAX_BYTES, default 50 MB) the send is answered 507 Insufficient Storage in one line and
 * nothing of it is written. 507, not 413: the request is acceptable, the inbox has no room for it (a smaller one
 * would be refused too). The views read a page at a time from the end of the file (./inbox-store.mjs), so their
 * memory does not grow with the file, whatever its size.
 */
import fs from "node:fs"
import { once } from "node:events"
import { setImmediate as nextTurn } from "node:timers/promises"
import { createInboxStore, DEFAULT_MAX_BYTES, InboxFullError } from "./inbox-store.mjs"
import { listEntry, renderInbox, renderRecord } from "./inbox-page.mjs"
import { createRetryGuard, payloadKey } from "./inbox-retries.mjs"
import { BodyError, invalidSendReason, readBody, readSend } from "./send-body.mjs"

export { invalidSendReason }

const API = "/api/v1.0/email/"
export const MAX_PENDING_FAILURES = 100
/** enquiries a page of /__inbox/ */
export const PAGE_SIZE = 50
/** records a page of /__inbox/enquiries.json: the default and the most a `limit` may ask */
export const JSON_PAGE_SIZE = 100
export const JSON_MAX_LIMIT = 500
/** the records of a page of /__inbox/enquiries.json take this many bytes at most (one record always fits) */
export const JSON_PAGE_BYTES = 8 * 1024 * 1024

/** A size for people: "50 MB", "1.5 MB", "4000 bytes". */
export const formatBytes = (n) => (n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 100) / 100} MB` : `${n} bytes`)

/** A whole number from 1 (to max) given as a query parameter, its default when absent, or null when invalid. */
const wholeParam = (params, name, fallback, max = Number.MAX_SAFE_INTEGER) => {
  const raw = params.get(name)
  if (raw === null) return fallback
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null
  const n = Number(raw)
  return n <= max ? n : null
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
}

function text(res, status, body, extra = {}) {
  const buf = Buffer.from(body, "utf8")
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": buf.length,
    "Cache-Control": "no-store",
    ...extra,
  })
  res.end(buf)
}

/** Writes the parts of an answer one after another (never joined into one string), then ends it. */
function writeParts(res, parts) {
  for (const part of parts) res.write(part)
  res.end()
}

/**
 * Writes parts as the client reads them: after each part the server turns to its other requests, and once the
 * socket's buffer is full it waits for it to drain; a client that goes away ends the writing.
 * @param {import("node:http").ServerResponse} res
 * @param {Iterable<string>} parts
 */
async function streamParts(res, parts) {
  for (const part of parts) {
    if (res.destroyed) return
    if (!res.write(part)) await Promise.race([once(res, "drain"), once(res, "close")])
    await nextTurn()
  }
  res.end()
}

/** The headers of the inbox's HTML pages. */
const HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  // the inbox shows what strangers typed: no script runs on it, whatever it contains
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
}

/** A refused body up to this size is read to its end (and thrown away) before the answer; a larger one is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024

/**
 * Refuses a body that is too large, keeping nothing of it. A body of a few megabytes (declared by Content-Length)
 * is read to its end first: Node closes a connection whose request was not read when its answer ends, and a client
 * still sending would then see a broken connection (EPIPE) instead of the 413. A larger or undeclared body gets the
 * answer at once; if the client is still sending a second later, the connection is cut so it does not occupy the
 * server. Either way a client that takes more than 5 seconds is cut.
 */
function refuseBody(req, res, err, extra = {}) {
  const answer = () => {
    text(res, err.status, err.message, extra)
    res.on("finish", () =>
      setTimeout(() => {
        // a connection whose upload has ended carries on (keep-alive); one still sending is cut
        if (!req.complete) req.socket?.destroy()
      }, 1000).unref(),
    )
  }
  req.resume()
  const declared = Number(req.headers["content-length"])
  if (req.complete || !(declared <= DRAIN_LIMIT)) return answer()
  const slow = setTimeout(() => req.socket?.destroy(), 5000).unref()
  req.on("end", () => {
    clearTimeout(slow)
    answer()
  })
}

/** True for a request a page of another origin cannot send without a preflight: JSON with our header. */
const isTestHookRequest = (req) =>
  req.method === "POST" &&
  /^application\/json\s*(;|$)/i.test(String(req.headers["content-type"] || "")) &&
  req.headers["x-inbox-test"] === "1"

/**
 * @param {{ dir: string, testHooks?: boolean, maxBytes?: number, log?: Pick<Console, "error" | "warn"> }} options
 *   maxBytes: the size the inbox file may reach (INBOX_MAX_BYTES), after which sends are refused with 507
 */
export function createInbox({ dir, testHooks = false, maxBytes = DEFAULT_MAX_BYTES, log = console }) {
  const store = createInboxStore(dir, { maxBytes })
  const retries = createRetryGuard(store)
  const fullLine = `Insufficient Storage: the local inbox is full (its limit is ${formatBytes(maxBytes)}, set by INBOX_MAX_BYTES); delete enquiries.jsonl in the inbox folder to empty it.`
  /** warned once a time the inbox fills up */
  let warnedFull = false
  /**
   * Answers to give to coming sends (test hook). An entry with `match` applies to the next send whose body
   * contains that text (so tests running in parallel do not take each other's failure); without, to the next send.
   */
  let failures = []

  /** Applies a pending test failure; true when it answered. */
  const takeFailure = (res, haystack) => {
    const index = failures.findIndex((f) => !f.match || haystack.includes(f.match))
    if (index < 0) return false
    const [failure] = failures.splice(index, 1)
    if (failure.network) {
      // Drop the connection in the middle of the answer. Dropping it before any byte is sent is not enough:
      // a browser silently retries a request whose reused keep-alive connection closed without an answer.
      const socket = res.socket
      if (socket) {
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 64\r\n\r\nO")
        socket.destroy()
      }
      return true
    }
    text(res, failure.status, failure.text, CORS)
    return true
  }

  async function handleSend(req, res, endpoint) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "Cache-Control": "no-store" })
      res.end()
      return
    }
    if (req.method !== "POST") {
      text(res, 405, "Method Not Allowed", { ...CORS, Allow: "POST, OPTIONS" })
      return
    }
    let parsed
    try {
      parsed = await readSend(req, endpoint)
    } catch (err) {
      if (err instanceof BodyError) return refuseBody(req, res, err, CORS)
      throw err
    }
    const reason = parsed.error ?? invalidSendReason(parsed.body)
    if (reason) {
      text(res, 400, reason, CORS)
      return
    }
    const b = parsed.body
    if (testHooks && takeFailure(res, JSON.stringify(b))) return
    const record = {
      received_at: new Date().toISOString(),
      endpoint: `${API}${endpoint}`,
      lib_version: b.lib_version ?? null,
      user_id: b.user_id,
      service_id: b.service_id,
      template_id: b.template_id,
      template_params: b.template_params ?? {},
    }
    try {
      await retries.record(
        payloadKey(record),
        () => store.append(record),
        () => store.appendRetry(payloadKey(record), record.received_at),
      )
      warnedFull = false
    } catch (err) {
      if (err instanceof InboxFullError) {
        if (!warnedFull)
          log.warn(`local inbox: ${store.file} is full (${formatBytes(maxBytes)}, INBOX_MAX_BYTES): sends are refused with 507`)
        warnedFull = true
        text(res, 507, fullLine, CORS)
        return
      }
      log.error(`local inbox: could not record the enquiry: ${err?.message}`)
      text(res, 500, "The enquiry could not be recorded.", CORS)
      return
    }
    text(res, 200, "OK", CORS)
  }

  async function handleFailNext(req, res) {
    let body
    try {
      body = JSON.parse((await readBody(req, 64 * 1024)).toString("utf8") || "{}")
    } catch (err) {
      if (err instanceof BodyError) return refuseBody(req, res, err)
      text(res, 400, 'The body must be JSON: { "status": 451, "text": "..." } or { "network": true }.')
      return
    }
    if (!body || typeof body !== "object") body = {}
    if (failures.length >= MAX_PENDING_FAILURES) {
      text(res, 429, `Too many pending failures (${MAX_PENDING_FAILURES}): send the sends they are for, or reset.`)
      return
    }
    const match = typeof body.match === "string" && body.match ? body.match : undefined
    if (body.network === true) failures.push({ network: true, match })
    else if (Number.isInteger(body.status) && body.status >= 200 && body.status <= 599)
      failures.push({ status: body.status, text: typeof body.text === "string" ? body.text : "", match })
    else {
      text(res, 400, "Give a status between 200 and 599 (with an optional text), or network: true.")
      return
    }
    text(res, 200, "OK")
  }

  /**
   * Answers the inbox's paths; false for any other path (left to the site).
   * @param {{ pathname: string }} target the normalised request path (a URL works too)
   */
  async function handle(req, res, target) {
    const p = target.pathname
    if (p === `${API}send` || p === `${API}send-form`) {
      await handleSend(req, res, p.endsWith("send-form") ? "send-form" : "send")
      return true
    }
    if (p === "/__inbox/" || p === "/__inbox") {
      if (req.method !== "GET" && req.method !== "HEAD") return false
      const page = wholeParam(new URLSearchParams(target.search ?? ""), "page", 1)
      if (page === null) {
        text(res, 400, "Bad Request: page must be a whole number from 1.")
        return true
      }
      // each enquiry cut as it is read (listEntry): a page is bounded whatever the records hold
      const found = await store.readPage({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, shape: listEntry })
      const parts = renderInbox({ ...found, entries: found.records, page, perPage: PAGE_SIZE }).map((part) => Buffer.from(part, "utf8"))
      res.writeHead(200, { ...HTML_HEADERS, "Content-Length": parts.reduce((sum, part) => sum + part.length, 0) })
      writeParts(res, req.method === "HEAD" ? [] : parts)
      return true
    }
    if (p === "/__inbox/enquiry" && (req.method === "GET" || req.method === "HEAD")) {
      const raw = new URLSearchParams(target.search ?? "").get("n")
      const n = raw !== null && /^(0|[1-9]\d{0,15})$/.test(raw) ? Number(raw) : null
      if (n === null) {
        text(res, 400, "Bad Request: n must be the number of an enquiry (0 is the oldest).")
        return true
      }
      const { total } = await store.readPage({ offset: 0, limit: 0 })
      const found = n < total ? await store.readPage({ offset: total - 1 - n, limit: 1 }) : null
      const record = found?.records[0]
      if (!record) {
        text(res, 404, `Not Found: there is no enquiry ${n} (the inbox holds ${total}, numbered from 0).`)
        return true
      }
      // the whole record, up to a few megabytes once escaped: written as the client reads it
      res.writeHead(200, HTML_HEADERS)
      if (req.method === "HEAD") res.end()
      else await streamParts(res, renderRecord({ record, n, total: found.total }))
      return true
    }
    if (p === "/__inbox/enquiries.json" && (req.method === "GET" || req.method === "HEAD")) {
      const params = new URLSearchParams(target.search ?? "")
      const page = wholeParam(params, "page", 1)
      const limit = wholeParam(params, "limit", JSON_PAGE_SIZE, JSON_MAX_LIMIT)
      const from = params.get("offset")
      const offset = from === null ? (page ?? 1) - 1 : /^(0|[1-9]\d{0,15})$/.test(from) ? Number(from) : null
      if (page === null || limit === null || offset === null) {
        text(res, 400, `Bad Request: page must be a whole number from 1, offset one from 0, limit one from 1 to ${JSON_MAX_LIMIT}.`)
        return true
      }
      const start = from === null ? offset * limit : offset
      const { records, total, skipped, cut } = await store.readPage({ offset: start, limit, pageBytes: JSON_PAGE_BYTES })
      // oldest first within the page, as the file (and this view before it had pages) lists them; one part a record
      const items = records.reverse().map((r) => `  ${JSON.stringify(r, null, 2).replaceAll("\n", "\n  ")}`)
      const parts = (items.length ? ["[\n", ...items.flatMap((item, i) => (i ? [",\n", item] : [item])), "\n]"] : ["[]"]).map((part) =>
        Buffer.from(part, "utf8"),
      )
      const next = start + records.length
      // a page cut by its size goes on from the record after its last, by offset; pages otherwise by number
      const link =
        from === null && !cut
          ? [
              page < Math.max(1, Math.ceil(total / limit)) ? `</__inbox/enquiries.json?page=${page + 1}&limit=${limit}>; rel="next"` : "",
              page > 1
                ? `</__inbox/enquiries.json?page=${Math.min(page - 1, Math.max(1, Math.ceil(total / limit)))}&limit=${limit}>; rel="prev"`
                : "",
            ]
          : [
              next < total ? `</__inbox/enquiries.json?offset=${next}&limit=${limit}>; rel="next"` : "",
              start > 0 ? `</__inbox/enquiries.json?offset=${Math.max(0, start - limit)}&limit=${limit}>; rel="prev"` : "",
            ]
      const links = link.filter(Boolean)
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": parts.reduce((sum, part) => sum + part.length, 0),
        "Cache-Control": "no-store",
        "X-Inbox-Total": String(total),
        "X-Inbox-Skipped": String(skipped),
        ...(links.length ? { Link: links.join(", ") } : {}),
      })
      writeParts(res, req.method === "HEAD" ? [] : parts)
      return true
    }
    if (testHooks && (p === "/__inbox/fail-next" || p === "/__inbox/reset")) {
      if (!isTestHookRequest(req)) {
        text(res, 403, "Test hooks take only a POST with Content-Type: application/json and X-Inbox-Test: 1.")
        return true
      }
      if (p === "/__inbox/fail-next") {
        await handleFailNext(req, res)
        return true
      }
      await store.clear()
      retries.reset()
      failures = []
      text(res, 200, "OK")
      return true
    }
    return false
  }

  // Make sure the folder exists early, so a wrong INBOX_DIR shows up at start rather than at the first enquiry,
  // and close a partial last line left by a crash, so the next enquiry stands on its own line.
  try {
    fs.mkdirSync(dir, { recursive: true })
    if (store.closePartialLineSync())
      log.warn(`local inbox: the last line of ${store.file} was incomplete; it is now closed and will be reported as skipped`)
  } catch (err) {
    log.error(`local inbox: cannot prepare ${dir}: ${err?.message}`)
  }

  return { handle, file: store.file }
}
