/**
 * The local inbox's page: the recorded enquiries, newest first, a page at a time, every value HTML-escaped. It renders
 * whatever the file holds (records of older versions, values of any type) and says how many lines it could not read.
 */

const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c])

/** Any stored value as text: strings as they are, anything else as JSON; never throws. */
export function displayValue(value) {
  if (typeof value === "string") return value
  if (value === undefined) return ""
  try {
    const text = JSON.stringify(value)
    return typeof text === "string" ? text : String(value)
  } catch {
    return "[value that cannot be shown]"
  }
}

const show = (value) => escapeHtml(displayValue(value))

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`

/**
 * One page of the inbox, as parts of text to write one after another (so no part holds more than one enquiry).
 * @param {{ records: object[], total: number, skipped: number, page: number, perPage: number }} inbox
 *   records: the page's enquiries, newest first; total: how many the file holds; skipped: lines it could not read;
 *   page: the page number (1: the newest); perPage: enquiries a page
 * @returns {string[]}
 */
export function renderInbox({ records, total, skipped, page, perPage }) {
  const first = (page - 1) * perPage
  const pages = Math.max(1, Math.ceil(total / perPage))
  const rows = records.map((r, i) => {
    const p = r.template_params
    const params = p && typeof p === "object" && !Array.isArray(p) ? p : {}
    const fields = Object.entries(params)
      .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${show(v)}</dd>`)
      .join("")
    return `<article class="enquiry" data-index="${total - 1 - first - i}">
  <h2>${show(params.subject || params.name || "Enquiry")}</h2>
  <p class="meta">Received ${show(r.received_at)} via ${show(r.endpoint)} · service ${show(r.service_id)} · template ${show(r.template_id)}</p>
  <dl>${fields}</dl>
</article>
`
  })
  const shown =
    pages === 1
      ? ""
      : records.length === 0
        ? ` Page ${page} is past the last page (${pages}).`
        : ` Page ${page} of ${pages}: enquiries ${first + 1} to ${first + records.length}.`
  const count = total === 0 ? "No enquiry received yet." : `${plural(total, "enquiry", "enquiries")}, newest first.${shown}`
  const skippedNote =
    skipped > 0
      ? `\n<p class="skipped" role="status">${plural(skipped, "line", "lines")} of enquiries.jsonl could not be read and ${skipped === 1 ? "was" : "were"} skipped (the file is left as it is).</p>`
      : ""
  const links = [
    page > 1 ? `<a rel="prev" href="?page=${Math.min(page - 1, pages)}">Newer enquiries</a>` : "",
    page < pages ? `<a rel="next" href="?page=${page + 1}">Older enquiries</a>` : "",
  ].filter(Boolean)
  const nav = links.length ? `<nav class="pages">${links.join(" ")}</nav>\n` : ""
  return [head({ total, count, skippedNote }), nav, ...rows, nav, FOOT]
}

const FOOT = `</main>
</body>
</html>
`

function head({ total, count, skippedNote }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local inbox (${total})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf7f2;color:#1c1c1a}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 4px}
.lead{color:#57564f;margin:0 0 24px}
.skipped{background:#fff4e5;border:1px solid #e0b26a;border-radius:8px;padding:8px 12px;margin:0 0 24px}
.enquiry{background:#fff;border:1px solid #e2dbcf;border-radius:12px;padding:16px 20px;margin-bottom:16px}
.enquiry h2{font-size:1.15rem;margin:0 0 4px}
.meta{color:#57564f;font-size:.85rem;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.pages{display:flex;gap:16px;margin:0 0 16px}
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p class="lead">${count} The forms send here because no e-mail service ids are configured (see README.md: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY).</p>${skippedNote}
`
}
