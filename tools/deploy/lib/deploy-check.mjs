/**
 * The check `npm run build:deploy` runs before it builds (tools/deploy/build-deploy.mjs): a build meant for hosting
 * must not go live with a placeholder or a missing setting. Pure: it reads only what it is given and returns
 * the list of problems, each a sentence naming the variable or the file and field. Empty list: ready to deploy.
 *
 * It checks the class of mistake, not only today's values:
 *  - SITE_URL: set, an https URL, not on a reserved example domain (the build's default is https://kaz-horizon.example);
 *  - the e-mail service ids (GATSBY_EMAILJS_*): all three set, none a stand-in (the local inbox's ids, the docs' xxxx examples);
 *  - every text of every content file (data/**.json): no web address or e-mail on a reserved domain (RFC 2606 and
 *    6761: .example, .test, .invalid, .localhost, example.com/.net/.org), which is how the placeholders were written;
 *  - data/site.en.json: phone numbers that are placeholders (…000123, runs of zeros, 123456), a VAT number that fails
 *    its check digits or is a run such as 123456789, and any field its "placeholders" list names (the publisher's
 *    details a French site must show, until the company confirms them).
 */

export const EMAIL_ID_VARIABLES = ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"]

/** Values that only stand in for real ids: the local inbox's (src/lib/enquiries/email-config.ts) and the docs' examples (docs/deploy-and-headers.md). */
const STAND_IN_IDS = /^(local_inbox_\w*|(service|template)_x+|x+|your[\w-]*|changeme|todo|placeholder)$/i

/** True for a host name on a domain reserved for examples and tests, or a local address. */
export function isReservedHost(host) {
  const h = String(host).toLowerCase().replace(/\.$/, "")
  return (
    /(^|\.)(example|test|invalid|localhost|local)$/.test(h) ||
    /(^|\.)example\.(com|net|org)$/.test(h) ||
    /^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?)$/.test(h)
  )
}

/** Host names in a text: of web addresses (http, https) and of e-mail addresses (with or without mailto:). */
export function hostsIn(text) {
  const hosts = []
  for (const m of String(text).matchAll(/https?:\/\/([^/\s:?#"'<>]+)/gi)) hosts.push(m[1])
  for (const m of String(text).matchAll(/[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) hosts.push(m[1])
  return hosts
}

/** A phone number (any writing) that is a placeholder: ends in 000123, has four zeros in a row, or counts 123456. */
export function isPlaceholderPhone(phone) {
  const digits = String(phone).replace(/\D/g, "")
  return digits.length < 6 || /000123$|0000|123456|(\d)\1{5}/.test(digits)
}

/**
 * Why a VAT number cannot be real, or null. French numbers (FR + 2 check characters + 9-digit SIREN) are
 * checked with their key, (12 + 3 × (SIREN mod 97)) mod 97; every number is refused when it counts 123456.
 */
export function vatProblem(vat) {
  const v = String(vat)
    .replace(/[\s.-]/g, "")
    .toUpperCase()
  if (!/^[A-Z]{2}(?=[0-9A-Z]*\d)[0-9A-Z]{2,13}$/.test(v)) return "is not a VAT number (two letters, then 2 to 13 digits or letters)"
  if (/123456|0{6}/.test(v)) return "is a placeholder (a run such as 123456789)"
  const fr = /^FR(\d{2})(\d{9})$/.exec(v)
  if (fr && Number(fr[1]) !== (12 + 3 * (Number(fr[2]) % 97)) % 97) return "fails the check digits of a French VAT number"
  return null
}

/** Every text of a parsed JSON document with its dotted field path (contact.email, gallery[2].alt). */
export function textsOf(doc, base = "") {
  if (typeof doc === "string") return [[base, doc]]
  if (Array.isArray(doc)) return doc.flatMap((v, i) => textsOf(v, `${base}[${i}]`))
  if (doc && typeof doc === "object") return Object.entries(doc).flatMap(([k, v]) => textsOf(v, base ? `${base}.${k}` : k))
  return []
}

const get = (doc, dotted) => dotted.split(".").reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), doc)

/**
 * @param {{ env: Record<string, string | undefined>, files: { path: string, doc: unknown }[] }} input
 *   env: the build's environment; files: every content file (data/**.json), parsed, with its path for messages
 * @returns {string[]} the problems, in a fixed order (settings first, then files)
 */
export function deployProblems({ env, files }) {
  const problems = []
  const value = (name) => (env[name] ?? "").trim()

  const siteUrl = value("SITE_URL")
  if (!siteUrl) {
    problems.push("SITE_URL is not set: canonical links, Open Graph tags, the sitemap and the terms would name https://kaz-horizon.example")
  } else {
    let url = null
    try {
      url = new URL(siteUrl)
    } catch {
      problems.push(`SITE_URL ${JSON.stringify(siteUrl)} is not a web address (expected https://your-domain, no trailing path)`)
    }
    if (url && url.protocol !== "https:") problems.push(`SITE_URL ${JSON.stringify(siteUrl)} must start with https://`)
    if (url && isReservedHost(url.hostname))
      problems.push(`SITE_URL ${JSON.stringify(siteUrl)} is a placeholder (a reserved example or local domain)`)
  }

  const missing = EMAIL_ID_VARIABLES.filter((name) => !value(name))
  if (missing.length)
    problems.push(
      `${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set: the forms would send every enquiry to a local inbox that does not exist on a static host`,
    )
  for (const name of EMAIL_ID_VARIABLES.filter((n) => value(n) && STAND_IN_IDS.test(value(n))))
    problems.push(`${name} ${JSON.stringify(value(name))} is a stand-in, not your EmailJS id`)
  const origin = value("GATSBY_EMAILJS_ORIGIN")
  if (origin && !/^https:\/\/[^/\s]+\/?$/.test(origin))
    problems.push(`GATSBY_EMAILJS_ORIGIN ${JSON.stringify(origin)} must be an https origin`)
  else if (origin && isReservedHost(new URL(origin).hostname))
    problems.push(`GATSBY_EMAILJS_ORIGIN ${JSON.stringify(origin)} is a placeholder domain`)

  for (const { path, doc } of files) {
    for (const [field, text] of textsOf(doc)) {
      const reserved = [...new Set(hostsIn(text).filter(isReservedHost))]
      if (reserved.length)
        problems.push(`${path}: ${field} ${JSON.stringify(text)} is a placeholder (${reserved.join(", ")} is a reserved example domain)`)
    }
    if (/(^|\/)site\.en\.json$/.test(path)) {
      for (const field of ["contact.phone", "contact.whatsapp"]) {
        const phone = get(doc, field)
        if (typeof phone === "string" && isPlaceholderPhone(phone))
          problems.push(`${path}: ${field} ${JSON.stringify(phone)} is a placeholder phone number`)
      }
      const placeholders = get(doc, "placeholders")
      if (Array.isArray(placeholders) && placeholders.length)
        problems.push(
          `${path}: ${placeholders.join(", ")} still ${placeholders.length > 1 ? "hold" : "holds"} invented values (listed in "placeholders": write the real ones and empty that list)`,
        )
      const vat = get(doc, "contact.vat")
      const why = typeof vat === "string" ? vatProblem(vat) : null
      if (why) problems.push(`${path}: contact.vat ${JSON.stringify(vat)} ${why}`)
    }
  }
  return problems
}

/** The one message the deployment build prints when it refuses. */
export function refusalMessage(problems) {
  return [
    `npm run build:deploy refused: ${problems.length} placeholder or missing setting${problems.length > 1 ? "s" : ""} would go live.`,
    ...problems.map((p) => `  - ${p}`),
    "Nothing was built. Set the variables in the host's settings and edit the files (docs/deploy-and-headers.md), then run it again.",
    "(npm run build and npm start keep building with the placeholders, for local use.)",
  ].join("\n")
}
