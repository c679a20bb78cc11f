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
 *  - every text of every content file: no fact not given yet, written "[…]" in the site settings (or its words as the
 *    pages show it, « [à compléter : …] », "[to be completed: …]"), listed or not;
 *  - data/site.en.json: phone numbers that are placeholders (…000123, runs of zeros, 123456), a VAT number that fails
 *    its check digits or is a run such as 123456789, a SIREN (publisher.rcs) that fails its check digit or is a run, a
 *    VAT number that is not the SIREN's, a consumer mediator on the company's own domain (the site's, the e-mail's, or
 *    named after the brand), and any field its "placeholders" list names (the company's facts, until it gives them).
 * The content check (src/lib/content/company-facts.ts, run by the build) refuses the same samples earlier, as it reads
 * the file; this check is the last word before publishing, and knows SITE_URL.
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

/** A fact the company has not given yet: "[…]" in the site settings, or the words the pages show for it. */
export const UNFILLED_MARK = /\[…\]|\[(?:à compléter|to be completed)\b/i

/** Luhn's check, which every SIREN passes. */
export function luhnValid(digits) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** Why the SIREN of a registration ("RCS Saint-Denis de La Réunion 552 032 534") cannot be real, or null; null without one. */
export function sirenProblem(rcs) {
  const m = /(?<!\d)(\d{3})[\s.]?(\d{3})[\s.]?(\d{3})(?!\d)/.exec(String(rcs))
  if (!m) return null
  const siren = m.slice(1).join("")
  if (/^(\d)\1{8}$/.test(siren) || /123456|0{5}/.test(siren)) return `gives the SIREN ${siren}, a placeholder (a run such as 000 000 000)`
  if (!luhnValid(siren)) return `gives the SIREN ${siren}, which fails its check digit`
  return null
}

/** The host of a web or e-mail address, lower case, without "www.", or null. */
const hostOfAddress = (address) => {
  const mail = /@([^@\s>]+)$/.exec(String(address))
  if (mail) return mail[1].toLowerCase()
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, "")
  } catch {
    return null
  }
}
const registrable = (host) => host.split(".").slice(-2).join(".")

/** True when `url` is on the domain of one of `own` (addresses) or its host is named after `brand`. */
export function onCompanyDomain(url, own, brand) {
  const host = hostOfAddress(url)
  if (!host) return false
  if (own.map(hostOfAddress).some((h) => h && registrable(h) === registrable(host))) return true
  const squeezed = (s) =>
    String(s)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
  return !!brand && squeezed(brand).length >= 4 && squeezed(host).includes(squeezed(brand))
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
    // the fields the site settings list as not given are named once, in the list's own problem below
    const listed = /(^|\/)site\.en\.json$/.test(path) && Array.isArray(get(doc, "placeholders")) ? get(doc, "placeholders") : []
    for (const [field, text] of textsOf(doc)) {
      if (!/^placeholders\[/.test(field) && !listed.includes(field) && UNFILLED_MARK.test(text))
        problems.push(`${path}: ${field} ${JSON.stringify(text)} is a fact the company has not given yet: write the real value`)
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
      const unfilled = (v) => typeof v !== "string" || UNFILLED_MARK.test(v)
      const why = unfilled(vat) ? null : vatProblem(vat)
      if (why) problems.push(`${path}: contact.vat ${JSON.stringify(vat)} ${why}`)
      const rcs = get(doc, "publisher.rcs")
      const sirenWhy = unfilled(rcs) ? null : sirenProblem(rcs)
      if (sirenWhy) problems.push(`${path}: publisher.rcs ${JSON.stringify(rcs)} ${sirenWhy}`)
      const vatSiren = unfilled(vat) ? null : /^FR\d{2}(\d{9})$/.exec(vat.replace(/[\s.-]/g, "").toUpperCase())?.[1]
      const rcsSiren = unfilled(rcs) ? null : String(rcs).replace(/\D/g, "").slice(-9)
      if (!why && !sirenWhy && vatSiren && rcsSiren && vatSiren !== rcsSiren)
        problems.push(
          `${path}: contact.vat ${JSON.stringify(vat)} does not contain the SIREN of publisher.rcs (${rcsSiren}): a French VAT number is FR, a key and the company's SIREN`,
        )
      const mediator = get(doc, "publisher.mediator.url")
      if (!unfilled(mediator) && onCompanyDomain(mediator, [siteUrl, get(doc, "contact.email")].filter(Boolean), get(doc, "brand")))
        problems.push(
          `${path}: publisher.mediator.url ${JSON.stringify(mediator)} is on the company's own domain: the consumer mediator is an independent body`,
        )
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
