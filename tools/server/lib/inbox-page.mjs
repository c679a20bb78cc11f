/**
 * The local inbox's page: every recorded enquiry, newest first, every value HTML-escaped. It renders whatever
 * the file holds (records of older versions, values of any type) and says how many lines it could not read.
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

/** @param {{ records: object[], skipped: number }} inbox */
export function renderInbox({ records, skipped }) {
  const rows = records
    .slice()
    .reverse()
    .map((r, i) => {
      const p = r.template_params
      const params = p && typeof p === "object" && !Array.isArray(p) ? p : {}
      const fields = Object.entries(params)
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${show(v)}</dd>`)
        .join("")
      return `<article class="enquiry" data-index="${records.length - 1 - i}">
  <h2>${show(params.subject || params.name || "Enquiry")}</h2>
  <p class="meta">Received ${show(r.received_at)} via ${show(r.endpoint)} · service ${show(r.service_id)} · template ${show(r.template_id)}</p>
  <dl>${fields}</dl>
</article>`
    })
    .join("\n")
  const count = records.length === 0 ? "No enquiry received yet." : `${plural(records.length, "enquiry", "enquiries")}, newest first.`
  const skippedNote =
    skipped > 0
      ? `\n<p class="skipped" role="status">${plural(skipped, "line", "lines")} of enquiries.jsonl could not be read and ${skipped === 1 ? "was" : "were"} skipped (the file is left as it is).</p>`
      : ""
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
.skipped{background:#fff4e5;border:1px solid #e0b26a;border-radius:8px;padding:8px 12px;margin:0 0 24px}
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
<p class="lead">${count} The forms send here because no e-mail service ids are configured (see README.md: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY).</p>${skippedNote}
${rows}
</main>
</body>
</html>
`
}
