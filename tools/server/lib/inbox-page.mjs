/**
 * The local inbox's pages: the recorded enquiries, newest first, a page at a time, each cut to a few thousand
 * characters (LIST_LIMITS), so a page stays small whatever the records hold; and one enquiry whole, on its own page.
 * Every value is HTML-escaped. They render whatever the file holds (records of older versions, values of any type) and
 * say how many lines could not be read.
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

const plural = (n, one, many) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

/** What the list shows of one enquiry, at most: the rest is on the enquiry's own page (/__inbox/enquiry?n=N). */
export const LIST_LIMITS = {
  /** characters of one value */
  valueChars: 2000,
  /** characters of all the values of one enquiry */
  enquiryChars: 6000,
  /** fields of one enquiry */
  fields: 20,
  /** characters of a field name, a title or a detail (date, endpoint, ids) */
  nameChars: 200,
}

/** The first `max` UTF-16 units of a text, never half of a surrogate pair. */
export function clip(text, max) {
  if (text.length <= max) return text
  const end = max > 0 && /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max
  return text.slice(0, end)
}

/**
 * What the list keeps of a record, read from the file (./inbox-store.mjs `shape`): each value, name and detail cut to
 * LIST_LIMITS, so a page of the list is bounded whatever the records hold; `cut` says whether anything was left out.
 * @param {object} record
 */
export function listEntry(record) {
  const p = record.template_params
  const params = p && typeof p === "object" && !Array.isArray(p) ? p : {}
  const names = Object.keys(params)
  let budget = LIST_LIMITS.enquiryChars
  let cut = names.length > LIST_LIMITS.fields
  const fields = names.slice(0, LIST_LIMITS.fields).map((name) => {
    const full = displayValue(params[name])
    const value = clip(full, Math.min(LIST_LIMITS.valueChars, budget))
    budget -= value.length
    const shownName = clip(name, LIST_LIMITS.nameChars)
    if (value.length < full.length || shownName.length < name.length) cut = true
    return { name: shownName, value, left: full.length - value.length }
  })
  const detail = (value) => {
    const text = displayValue(value)
    if (text.length > LIST_LIMITS.nameChars) cut = true
    return clip(text, LIST_LIMITS.nameChars)
  }
  const details = {
    title: detail(params.subject || params.name || "Enquiry"),
    received_at: detail(record.received_at),
    endpoint: detail(record.endpoint),
    service_id: detail(record.service_id),
    template_id: detail(record.template_id),
    last_retry_at: detail(record.last_retry_at),
  }
  return {
    ...details,
    retries: Number.isInteger(record.retries) ? record.retries : 0,
    fields,
    moreFields: Math.max(0, names.length - LIST_LIMITS.fields),
    cut,
  }
}

const retryNote = (retries, last) =>
  retries > 0
    ? `\n  <p class="retries">Received again ${plural(retries, "time", "times")} within 10 minutes (last ${escapeHtml(last)}): retries of this enquiry, recorded once.</p>`
    : ""

/**
 * One page of the inbox, as parts of text to write one after another (so no part holds more than one enquiry).
 * @param {{ entries: ReturnType<typeof listEntry>[], total: number, skipped: number, page: number, perPage: number }} inbox
 *   entries: the page's enquiries as the list keeps them (listEntry), newest first; total: how many the file holds;
 *   skipped: lines it could not read; page: the page number (1: the newest); perPage: enquiries a page
 * @returns {string[]}
 */
export function renderInbox({ entries, total, skipped, page, perPage }) {
  const first = (page - 1) * perPage
  const pages = Math.max(1, Math.ceil(total / perPage))
  const rows = entries.map((e, i) => {
    const n = total - 1 - first - i
    const fields = e.fields
      .map(
        (f) =>
          `<dt>${escapeHtml(f.name)}</dt><dd>${escapeHtml(f.value)}${f.left > 0 ? `<span class="cut">… (${plural(f.left, "more character", "more characters")})</span>` : ""}</dd>`,
      )
      .join("")
    const more = e.moreFields > 0 ? `\n  <p class="cut">${plural(e.moreFields, "more field", "more fields")}.</p>` : ""
    const whole = e.cut ? `\n  <p class="whole"><a href="/__inbox/enquiry?n=${n}">See the whole enquiry</a></p>` : ""
    return `<article class="enquiry" data-index="${n}">
  <h2>${escapeHtml(e.title)}</h2>
  <p class="meta">Received ${escapeHtml(e.received_at)} via ${escapeHtml(e.endpoint)} · service ${escapeHtml(e.service_id)} · template ${escapeHtml(e.template_id)}</p>${retryNote(e.retries, e.last_retry_at)}
  <dl>${fields}</dl>${more}${whole}
</article>
`
  })
  const shown =
    pages === 1
      ? ""
      : entries.length === 0
        ? ` Page ${page} is past the last page (${pages}).`
        : ` Page ${page} of ${pages}: enquiries ${first + 1} to ${first + entries.length}.`
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
  return [head({ title: `Local inbox (${total})`, heading: "Local inbox", lead: `${count} ${LEAD}`, skippedNote }), nav, ...rows, nav, FOOT]
}

/** Text is escaped and written in slices of this many characters, the server answering other requests in between. */
export const RECORD_SLICE = 64 * 1024

/**
 * The whole of one enquiry, every value escaped, as parts of at most RECORD_SLICE characters of source text each
 * (a value of 2 MB is many parts), to write one after another.
 * @param {{ record: object, n: number, total: number }} enquiry  n: its number, 0 the oldest
 * @returns {Generator<string>}
 */
export function* renderRecord({ record, n, total }) {
  const p = record.template_params
  const params = p && typeof p === "object" && !Array.isArray(p) ? p : {}
  const title = clip(displayValue(params.subject || params.name || "Enquiry"), LIST_LIMITS.nameChars)
  yield head({
    title: `Enquiry ${n + 1} of ${total} · Local inbox`,
    heading: escapeHtml(title),
    lead: `Enquiry ${n + 1} of ${total}, whole. <a href="/__inbox/">Back to the inbox</a>`,
    skippedNote: "",
  })
  yield `<p class="meta">Received ${show(record.received_at)} via ${show(record.endpoint)} · service ${show(record.service_id)} · template ${show(record.template_id)}</p>`
  yield `${retryNote(Number.isInteger(record.retries) ? record.retries : 0, displayValue(record.last_retry_at))}\n<dl>`
  for (const [name, value] of Object.entries(params)) {
    yield `<dt>${escapeHtml(name)}</dt><dd>`
    const text = displayValue(value)
    for (let at = 0; at < text.length; at += RECORD_SLICE) yield escapeHtml(text.slice(at, at + RECORD_SLICE))
    yield "</dd>"
  }
  yield `</dl>\n${FOOT}`
}

const LEAD =
  "The forms send here because no e-mail service ids are configured (see README.md: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY)."

const FOOT = `</main>
</body>
</html>
`

function head({ title, heading, lead, skippedNote }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf7f2;color:#1c1c1a}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 4px}
.lead{color:#57564f;margin:0 0 24px}
.skipped{background:#fff4e5;border:1px solid #e0b26a;border-radius:8px;padding:8px 12px;margin:0 0 24px}
.enquiry{background:#fff;border:1px solid #e2dbcf;border-radius:12px;padding:16px 20px;margin-bottom:16px}
.enquiry h2{font-size:1.15rem;margin:0 0 4px}
.meta,.retries{color:#57564f;font-size:.85rem;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.cut{color:#57564f}
.whole{margin:12px 0 0}
.pages{display:flex;gap:16px;margin:0 0 16px}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p class="lead">${lead}</p>${skippedNote}
`
}
