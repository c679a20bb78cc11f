/**
 * The company's facts in the site settings (data/site.en.json): what a French website must say of its publisher, and
 * how a fact not yet given is written. Pure; the content check runs `companyFactErrors` on the English file
 * (src/content-model/index.ts crossFieldErrors: the build, `npm run check:content` and the editor's pre-save check), and
 * the pages show an unfilled fact with `shownFact`.
 *
 * A fact the company has not given is written "[…]" (the whole value, or the part still missing:
 * "RCS Saint-Denis de La Réunion […]") and its field is named in `placeholders`; the pages read it as
 * « [à compléter : numéro SIREN] » / "[to be completed: SIREN number]" (src/i18n/<lang>/legal.ts `unfilled`), and
 * `npm run build:deploy` refuses to publish while any is listed (tools/deploy/lib/deploy-check.mjs). What must never
 * happen is a sample that reads as a real fact: a SIREN of zeros, a VAT number that is not the SIREN's, a consumer
 * mediator on the company's own domain.
 */
import type { ContentError } from "./content-schema"

/** What a fact the company has not given yet holds in the site settings, where its value (or the missing part) goes. */
export const UNFILLED = "[…]"

/**
 * The registration and legal facts: a false one published is a false statement, so while the company has not given one
 * it must read as a placeholder. The contact channels (street, phones, e-mail, designer link) are different: the site's
 * links dial and write to them, so they keep working sample values on reserved ranges (`.example` domains, a +262 number
 * ending in 000123) until launch, listed in `placeholders` all the same (docs/spec-decisions.md).
 */
export const LEGAL_FACTS = [
  "publisher.legalForm",
  "publisher.shareCapital",
  "publisher.rcs",
  "publisher.publicationDirector",
  "publisher.host.name",
  "publisher.host.address",
  "publisher.host.phone",
  "publisher.mediator.name",
  "publisher.mediator.address",
  "publisher.mediator.url",
  "contact.vat",
] as const

/** The contact channels that keep a working sample value until launch (see LEGAL_FACTS). */
export const WORKING_SAMPLES = ["contact.street", "contact.phone", "contact.whatsapp", "contact.email", "designer.url"] as const

type Doc = Record<string, unknown>
const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)
const get = (doc: unknown, dotted: string): unknown => dotted.split(".").reduce<unknown>((o, k) => (isRecord(o) ? o[k] : undefined), doc)

/** True when a value still holds the mark of a fact not given. */
export const isUnfilled = (value: unknown): boolean => typeof value === "string" && value.includes(UNFILLED)

/**
 * A fact as a page shows it: each "[…]" becomes the page's words for what is missing (« [à compléter : numéro SIREN] »),
 * never a blank or a bare ellipsis; a given fact is shown as it is.
 */
export const shownFact = (value: string, what: string | undefined, words: { template: string }): string =>
  what && value.includes(UNFILLED) ? value.split(UNFILLED).join(words.template.replace("{what}", what)) : value

/** The nine digits of a SIREN in a text ("RCS Saint-Denis de La Réunion 552 100 554"), or null. */
export function sirenIn(text: string): string | null {
  const m = /(?<!\d)(\d{3})[\s\u00A0\u202F.]?(\d{3})[\s\u00A0\u202F.]?(\d{3})(?!\d)/.exec(text)
  return m ? m.slice(1).join("") : null
}

/** Luhn's check, which every SIREN passes (INSEE). */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** Why nine digits cannot be a company's SIREN, or null. */
export function sirenProblem(siren: string): string | null {
  if (/^(\d)\1{8}$/.test(siren) || /123456|0{5}/.test(siren)) return "is a sample number (a run such as 000 000 000 or 123 456 789)"
  if (!luhnValid(siren)) return "fails the SIREN's check digit (Luhn)"
  return null
}

/** The SIREN inside a French VAT number ("FR40 552 100 554" gives 552100554), with the key the SIREN gives. */
export function frenchVat(vat: string): { key: string; siren: string; expectedKey: string } | null {
  const m = /^FR(\d{2})(\d{9})$/.exec(vat.replace(/[\s\u00A0\u202F.-]/g, "").toUpperCase())
  if (!m) return null
  return { key: m[1], siren: m[2], expectedKey: String((12 + 3 * (Number(m[2]) % 97)) % 97).padStart(2, "0") }
}

/** The host of a web address or the domain of an e-mail address, lower case, without "www.". */
const hostOf = (address: string): string | null => {
  const mail = /@([^@\s>]+)$/.exec(address)
  if (mail) return mail[1].toLowerCase()
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, "")
  } catch {
    return null
  }
}
/** The last two labels of a host: kaz-horizon.example, kazhorizon.re (enough to tell a domain from another's). */
const registrable = (host: string) => host.split(".").slice(-2).join(".")
/** Letters and digits of a name, lower case: "Kaz Horizon" and "kaz-horizon" both give "kazhorizon". */
const squeezed = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "")

/**
 * True when a web address belongs to the company: on the domain of its e-mail address or of the site, or named after
 * its brand ("mediateur.kaz-horizon.example"). A consumer mediator must be independent of the company (Code de la
 * consommation, L. 613-1), so its site never is.
 */
export function isCompanyAddress(url: string, company: { brand?: string; email?: string; siteUrl?: string }): boolean {
  const host = hostOf(url)
  if (!host) return false
  const own = [company.email, company.siteUrl].flatMap((a) => (a ? [hostOf(a)] : [])).filter((h): h is string => !!h)
  if (own.some((h) => registrable(h) === registrable(host))) return true
  const brand = company.brand ? squeezed(company.brand) : ""
  return brand.length >= 4 && squeezed(host).includes(brand)
}

/** The name of the commerce court of a registration: "RCS Saint-Denis de La Réunion […]" gives "Saint-Denis de La Réunion". */
const RCS_SHAPE = /^RCS\s+(\S.*?)\s+(?:\d{3}[\s\u00A0\u202F]?\d{3}[\s\u00A0\u202F]?\d{3}|\[…\])$/

/**
 * The errors of the company's facts in data/site.en.json, each naming the field:
 * - every field holding "[…]" is named in `placeholders` (one list of what is left to fill), and every name there is a
 *   text field of the file;
 * - a legal fact named there holds "[…]": listed means not given, and a listed fact that reads as filled is the sample
 *   value passing for a fact (a working sample is allowed only for the contact channels, WORKING_SAMPLES);
 * - `publisher.rcs` is "RCS", the court's town ("Saint-Denis de La Réunion") and the SIREN, or "[…]" in its place; a
 *   SIREN passes Luhn's check and is no run of digits;
 * - `contact.vat`, once given, is the French VAT number of that SIREN (FR, the key of the SIREN, the SIREN);
 * - the consumer mediator's site is an https address, not on the company's domain nor named after the brand.
 */
export function companyFactErrors(doc: unknown): ContentError[] {
  const errors: ContentError[] = []
  if (!isRecord(doc)) return errors
  const listed = Array.isArray(doc.placeholders) ? doc.placeholders.filter((p): p is string => typeof p === "string") : []
  const listedSet = new Set(listed)

  listed.forEach((name, i) => {
    if (typeof get(doc, name) !== "string")
      errors.push({ field: `placeholders[${i}]`, message: `names ${JSON.stringify(name)}, which is not a text field of this file` })
  })
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string" && v.includes(UNFILLED) && !listedSet.has(path))
      errors.push({
        field: path,
        message: `holds "${UNFILLED}" (a fact not given yet) but "placeholders" does not name it: add "${path}" to that list, so that npm run build:deploy refuses it until it is filled`,
      })
    else if (isRecord(v)) for (const [k, x] of Object.entries(v)) if (k !== "placeholders") walk(x, path ? `${path}.${k}` : k)
  }
  walk(doc, "")

  for (const name of LEGAL_FACTS) {
    const value = get(doc, name)
    if (listedSet.has(name) && typeof value === "string" && !value.includes(UNFILLED))
      errors.push({
        field: name,
        message: `is ${JSON.stringify(value)}, which reads as a real fact, but "placeholders" lists it as not given: write "${UNFILLED}" where the company's value goes (the pages show it as « [à compléter : …] »), or remove "${name}" from "placeholders" once this is the real value`,
      })
  }

  const rcs = get(doc, "publisher.rcs")
  let siren: string | null = null
  if (typeof rcs === "string") {
    if (!RCS_SHAPE.test(rcs.trim()))
      errors.push({
        field: "publisher.rcs",
        message: `is ${JSON.stringify(rcs)}: write "RCS", the town of the commerce court as the register names it, then the nine digits of the SIREN, or "${UNFILLED}" until the company gives it (e.g. "RCS Saint-Denis de La Réunion ${UNFILLED}")`,
      })
    siren = isUnfilled(rcs) ? null : sirenIn(rcs)
    const why = siren ? sirenProblem(siren) : null
    if (siren && why)
      errors.push({
        field: "publisher.rcs",
        message: `gives the SIREN ${siren}, which ${why}: write "${UNFILLED}" until the company gives its own`,
      })
  }

  const vat = get(doc, "contact.vat")
  if (typeof vat === "string" && !isUnfilled(vat)) {
    const fr = frenchVat(vat)
    if (!fr)
      errors.push({
        field: "contact.vat",
        message: `is ${JSON.stringify(vat)}, not a French VAT number (FR, a two-digit key, the nine digits of the SIREN): write "${UNFILLED}" until the company gives it`,
      })
    else if (sirenProblem(fr.siren) || fr.key !== fr.expectedKey)
      errors.push({
        field: "contact.vat",
        message: `is ${JSON.stringify(vat)}, a sample number: ${sirenProblem(fr.siren) ? `its SIREN ${fr.siren} ${sirenProblem(fr.siren)}` : `its key should be ${fr.expectedKey} for the SIREN ${fr.siren}`}; write "${UNFILLED}" until the company gives it`,
      })
    else if (siren && fr.siren !== siren)
      errors.push({
        field: "contact.vat",
        message: `contains the SIREN ${fr.siren}, but publisher.rcs gives ${siren}: a French VAT number is FR, a key and the company's own SIREN`,
      })
    else if (!siren && typeof rcs === "string" && isUnfilled(rcs))
      errors.push({
        field: "contact.vat",
        message: `is given, but publisher.rcs still has no SIREN: a French VAT number contains the SIREN, so give both`,
      })
  }

  const mediator = get(doc, "publisher.mediator.url")
  const contact = isRecord(doc.contact) ? doc.contact : {}
  if (typeof mediator === "string" && !isUnfilled(mediator) && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(mediator))
    errors.push({
      field: "publisher.mediator.url",
      message: `is ${JSON.stringify(mediator)}: write the mediator's web address, starting with https://, or "${UNFILLED}" until the company names its mediator`,
    })
  else if (
    typeof mediator === "string" &&
    !isUnfilled(mediator) &&
    isCompanyAddress(mediator, { brand: typeof doc.brand === "string" ? doc.brand : undefined, email: contact.email as string | undefined })
  )
    errors.push({
      field: "publisher.mediator.url",
      message: `is ${JSON.stringify(mediator)}, on the company's own domain: the consumer mediator is an independent body (Code de la consommation, L. 613-1); write "${UNFILLED}" until the company names the one it has joined`,
    })
  return errors
}
