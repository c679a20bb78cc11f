/**
 * The local inbox: a stand-in for the e-mail service's API (EmailJS, spec 7), served by scripts/serve.mjs,
 * so every form works on a fresh machine with no e-mail account (`npm start`).
 *
 *   POST /api/v1.0/email/send        JSON { lib_version, user_id, service_id, template_id, template_params }
 *   POST /api/v1.0/email/send-form   multipart form data: the form's fields plus lib_version, service_id, template_id, user_id
 *   OPTIONS on both                  CORS preflight (any origin may post, as with the real service)
 *   GET  /__inbox/                   every recorded enquiry, newest first, all values HTML-escaped
 *   GET  /__inbox/enquiries.json     the same records as JSON (for tests)
 *   POST /__inbox/fail-next          test hook: { "status": 451, "text": "..." } makes the next send answer that;
 *                                    { "network": true } makes the next send drop the connection (mid-answer);
 *                                    an optional "match": "text" limits it to the next send whose body contains the text
 *   POST /__inbox/reset              forgets the recorded enquiries
 *
 * Accepted enquiries are appended to <dir>/enquiries.jsonl (one JSON object a line) and flushed to disk
 * (fsync) before the answer 200 'OK' is sent: an enquiry that was answered OK is never lost.
 */
import fs from "node:fs"
import fsp from "node:fs/promises"
import path from "node:path"

const API = "/api/v1.0/email/"
const MAX_BODY = 2 * 1024 * 1024

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c])

function text(res, status, body, extra = {}) {
  const buf = Buffer.from(body, "utf8")
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": buf.length, "Cache-Control": "no-store", ...CORS, ...extra })
  res.end(buf)
}

function json(res, status, value) {
  const buf = Buffer.from(JSON.stringify(value, null, 2), "utf8")
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": buf.length, "Cache-Control": "no-store" })
  res.end(buf)
}

async function readBody(req) {
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY) throw Object.assign(new Error("Request body too large"), { status: 413 })
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/** The reason a send body is refused (status 400), or null. Mirrors the checks of the real service and its client. */
export function invalidSendReason(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The request body must be a JSON object."
  for (const [field, label] of [
    ["user_id", "The public key (user_id) is required."],
    ["service_id", "The service ID (service_id) is required."],
    ["template_id", "The template ID (template_id) is required."],
  ]) {
    if (typeof body[field] !== "string" || body[field].trim() === "") return label
  }
  const p = body.template_params
  if (p !== undefined && (p === null || typeof p !== "object" || Array.isArray(p))) return "The template params (template_params) have to be an object."
  return null
}

function renderInbox(records) {
  const rows = records
    .slice()
    .reverse()
    .map((r, i) => {
      const params = r.template_params && typeof r.template_params === "object" ? r.template_params : {}
      const fields = Object.entries(params)
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(typeof v === "string" ? v : JSON.stringify(v))}</dd>`)
        .join("")
      return `<article class="enquiry" data-index="${records.length - 1 - i}">
  <h2>${escapeHtml(params.subject || params.name || "Enquiry")}</h2>
  <p class="meta">Received ${escapeHtml(r.received_at)} via ${escapeHtml(r.endpoint)} · service ${escapeHtml(r.service_id)} · template ${escapeHtml(r.template_id)}</p>
  <dl>${fields}</dl>
</article>`
    })
    .join("\n")
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local inbox (${records.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf7f2;color:#1c1c1a}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 4px}
.lead{color:#57564f;margin:0 0 24px}
.enquiry{background:#fff;border:1px solid #e2dbcf;border-radius:12px;padding:16px 20px;margin-bottom:16px}
.enquiry h2{font-size:1.15rem;margin:0 0 4px}
.meta{color:#57564f;font-size:.85rem;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p class="lead">${records.length === 0 ? "No enquiry received yet." : `${records.length} enquir${records.length === 1 ? "y" : "ies"}, newest first.`} The forms send here because no e-mail service ids are configured (see README.md: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY).</p>
${rows}
</main>
</body>
</html>
`
}

export function createInbox({ dir }) {
  const file = path.join(dir, "enquiries.jsonl")
  /**
   * Answers to give to coming sends (test hook). An entry with `match` applies to the next send whose body
   * contains that text (so tests running in parallel do not take each other's failure); without, to the next send.
   */
  let failures = []
  /** appends are serialised so lines never interleave */
  let queue = Promise.resolve()

  const append = (record) => {
    const run = queue.then(async () => {
      await fsp.mkdir(dir, { recursive: true })
      const handle = await fsp.open(file, "a")
      try {
        await handle.appendFile(`${JSON.stringify(record)}\n`, "utf8")
        await handle.sync()
      } finally {
        await handle.close()
      }
    })
    queue = run.catch(() => undefined)
    return run
  }

  const readAll = async () => {
    const raw = await fsp.readFile(file, "utf8").catch((err) => (err.code === "ENOENT" ? "" : Promise.reject(err)))
    return raw
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        try {
          return JSON.parse(line)
        } catch {
          return null
        }
      })
      .filter(Boolean)
  }

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
    text(res, failure.status, failure.text)
    return true
  }

  async function parseSend(req, url, endpoint) {
    const type = String(req.headers["content-type"] || "")
    if (endpoint === "send") {
      const raw = await readBody(req)
      try {
        return { body: JSON.parse(raw) }
      } catch {
        return { error: "The request body is not valid JSON." }
      }
    }
    if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) return { error: "Expected multipart form data." }
    let form
    try {
      form = await new Request(url, { method: "POST", headers: req.headers, body: req, duplex: "half" }).formData()
    } catch {
      return { error: "The form data could not be read." }
    }
    const params = {}
    const meta = {}
    for (const [key, value] of form.entries()) {
      const v = typeof value === "string" ? value : `[file ${value.name || "blob"}, ${value.size} bytes]`
      if (["lib_version", "service_id", "template_id", "user_id"].includes(key)) meta[key] = v
      else params[key] = v
    }
    return { body: { ...meta, template_params: params } }
  }

  async function handleSend(req, res, url, endpoint) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    if (req.method !== "POST") {
      text(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" })
      return
    }
    let parsed
    try {
      parsed = await parseSend(req, url, endpoint)
    } catch (err) {
      text(res, err.status || 400, err.message || "Bad Request")
      return
    }
    if (takeFailure(res, JSON.stringify(parsed.body ?? null))) return
    if (parsed.error) {
      text(res, 400, parsed.error)
      return
    }
    const reason = invalidSendReason(parsed.body)
    if (reason) {
      text(res, 400, reason)
      return
    }
    const b = parsed.body
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
      await append(record)
    } catch (err) {
      console.error("local inbox: could not record the enquiry", err)
      text(res, 500, "The enquiry could not be recorded.")
      return
    }
    text(res, 200, "OK")
  }

  async function handle(req, res, url) {
    const p = url.pathname
    if (p === `${API}send` || p === `${API}send-form`) {
      await handleSend(req, res, url, p.endsWith("send-form") ? "send-form" : "send")
      return true
    }
    if (p === "/__inbox" || p === "/__inbox/") {
      if (req.method !== "GET" && req.method !== "HEAD") return false
      const body = Buffer.from(renderInbox(await readAll()), "utf8")
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": "no-store",
        // the inbox shows what strangers typed: no script runs on it, whatever it contains
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "X-Content-Type-Options": "nosniff",
      })
      res.end(req.method === "HEAD" ? undefined : body)
      return true
    }
    if (p === "/__inbox/enquiries.json" && req.method === "GET") {
      json(res, 200, await readAll())
      return true
    }
    if (p === "/__inbox/fail-next" && req.method === "POST") {
      let body
      try {
        body = JSON.parse((await readBody(req)) || "{}")
      } catch {
        text(res, 400, "The body must be JSON: { \"status\": 451, \"text\": \"...\" } or { \"network\": true }.")
        return true
      }
      const match = typeof body.match === "string" && body.match ? body.match : undefined
      if (body.network === true) failures.push({ network: true, match })
      else if (Number.isInteger(body.status) && body.status >= 100 && body.status <= 599)
        failures.push({ status: body.status, text: typeof body.text === "string" ? body.text : "", match })
      else {
        text(res, 400, "Give a status between 100 and 599 (with an optional text), or network: true.")
        return true
      }
      text(res, 200, "OK")
      return true
    }
    if (p === "/__inbox/reset" && req.method === "POST") {
      await queue
      await fsp.rm(file, { force: true })
      failures = []
      text(res, 200, "OK")
      return true
    }
    return false
  }

  // Make sure the folder exists early, so a wrong INBOX_DIR shows up at start rather than at the first enquiry.
  try {
    fs.mkdirSync(dir, { recursive: true })
  } catch (err) {
    console.error(`local inbox: cannot create ${dir}`, err)
  }

  return { handle, file }
}
