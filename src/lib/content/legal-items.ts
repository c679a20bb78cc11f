/**
 * Pure helpers for the static legal pages (spec 3: "list items written as 'label: text'").
 *
 * Legal texts live in data/legal/*.en.json as plain strings. Three small conventions keep them plain text
 * (no HTML, nothing rendered as raw markup) while still allowing what the pages need:
 *  - a list item written `Label: text` is shown with the label in bold;
 *  - `{email}`, `{phone}` (and `{phoneDigits}`, the number a `tel:` link dials: `[{phone}](tel:{phoneDigits})`), `{brand}`, `{legalName}`, `{address}`, `{vat}`, `{siteUrl}` and the publisher's details
 *    (`{legalForm}`, `{shareCapital}`, `{rcs}`, `{publicationDirector}`, `{hostName}`, `{hostAddress}`, `{hostPhone}`,
 *    `{mediatorName}`, `{mediatorAddress}`, `{mediatorUrl}`) are replaced with the values of data/site.en.json, so
 *    rebranding stays a one-file edit;
 *  - `[link text](target)` becomes a link: a site path (`/contact`), `mailto:`, `tel:` or an `https://` address.
 */

import { telHref } from "../enquiries/contact-links"
import { shownFact, UNFILLED } from "./company-facts"

export { UNFILLED }

export interface LegalItem {
  /** the bold label before the first colon, when the item has one */
  label: string | null
  text: string
}

/** A label is short and has no sentence punctuation; a longer run before the colon is just a sentence. */
const MAX_LABEL_LENGTH = 80

/** Splits 'Label: text' into its label and text; items without a label keep their whole text. */
export function parseLegalItem(raw: string): LegalItem {
  const value = raw.trim()
  const idx = value.indexOf(":")
  if (idx <= 0) return { label: null, text: value }
  const label = value.slice(0, idx).trim()
  const text = value.slice(idx + 1).trim()
  // "https://..." or "mailto:..." at the start, or a 'label' that is really a sentence, is not a label
  const looksLikeLabel =
    label.length <= MAX_LABEL_LENGTH && !/[.;!?[\]]/.test(label) && !/^(https?|mailto|tel)$/i.test(label) && text.length > 0
  return looksLikeLabel ? { label, text } : { label: null, text: value }
}

export type TokenValues = Record<string, string>

/** Replaces `{name}` tokens with site values; an unknown token is an error so a typo never reaches a page. */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (match, name: string) => {
    if (!(name in values)) throw new Error(`Unknown token ${match} in legal text: ${text.slice(0, 80)}`)
    return values[name]
  })
}

export type LinkKind = "internal" | "external" | "mailto" | "tel"

export type LegalSegment = { type: "text"; text: string } | { type: "link"; text: string; href: string; kind: LinkKind }

export const linkKind = (href: string): LinkKind | null => {
  if (/^\/(?!\/)/.test(href) || href === "/") return "internal"
  if (/^https:\/\/[^\s]+$/.test(href)) return "external"
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(href)) return "mailto"
  if (/^tel:\+?[0-9]+$/.test(href)) return "tel"
  return null
}

/** Splits a text into plain runs and `[text](target)` links. A malformed link target is an error. */
export function parseInline(text: string): LegalSegment[] {
  const out: LegalSegment[] = []
  const re = /\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(text))) {
    if (m.index > last) out.push({ type: "text", text: text.slice(last, m.index) })
    const kind = linkKind(m[2])
    if (!kind) throw new Error(`Link target ${JSON.stringify(m[2])} is not a site path, https, mailto or tel link`)
    out.push({ type: "link", text: m[1], href: m[2], kind })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) })
  return out
}

/** The plain text of a string with links (for meta descriptions and tests). */
export const plainText = (text: string): string =>
  parseInline(text)
    .map((s) => s.text)
    .join("")

/** Token values from the site settings. */
export function siteTokens(site: {
  brand: string
  legalName: string
  siteUrl: string
  contact: {
    email: string
    phone: string
    street: string
    postalCode: string
    locality: string
    region: string
    vat: string
  }
  publisher: {
    legalForm: string
    shareCapital: string
    rcs: string
    publicationDirector: string
    host: { name: string; address: string; phone: string }
    mediator: { name: string; address: string; url: string }
  }
}): TokenValues {
  const c = site.contact
  const p = site.publisher
  return {
    legalForm: p.legalForm,
    shareCapital: p.shareCapital,
    rcs: p.rcs,
    publicationDirector: p.publicationDirector,
    hostName: p.host.name,
    hostAddress: p.host.address,
    hostPhone: p.host.phone,
    mediatorName: p.mediator.name,
    mediatorAddress: p.mediator.address,
    mediatorUrl: p.mediator.url,
    brand: site.brand,
    legalName: site.legalName,
    siteUrl: site.siteUrl,
    email: c.email,
    phone: c.phone,
    phoneDigits: telHref(c.phone),
    address: `${c.street}, ${c.postalCode} ${c.locality}, ${c.region}`,
    vat: c.vat,
  }
}

/**
 * The tokens as a page shows them: a detail still "[…]", or with "[…]" where its missing part goes ("RCS Saint-Denis
 * de La Réunion […]"), reads as a placeholder in the page's language naming what is to be filled ("[to be completed:
 * name of the host]", « [à compléter : numéro SIREN] »), never as a blank (src/lib/content/company-facts.ts).
 */
export function withUnfilled(tokens: TokenValues, words: { template: string; what: Readonly<Record<string, string>> }): TokenValues {
  const out: TokenValues = { ...tokens }
  for (const [token, value] of Object.entries(tokens)) out[token] = shownFact(value, words.what[token], words)
  return out
}

/**
 * A legal text with its tokens filled (`fillTokens`), where a link whose target is a token that holds no address, a
 * detail not given yet ("[{mediatorUrl}]({mediatorUrl})" while the mediator is « [à compléter : …] »), becomes its text
 * alone: there is nothing to link to, and the placeholder still shows.
 */
export function fillLegalText(text: string, tokens: TokenValues): string {
  const unlinked = text.replace(/\[([^\]]*)\]\(\{([a-zA-Z]+)\}\)/g, (link, label: string, token: string) =>
    token in tokens && !linkKind(tokens[token]) ? label : link,
  )
  return fillTokens(unlinked, tokens)
}

/** A stable anchor id for a section heading ("7. Your rights" -> "your-rights"). */
export const sectionId = (heading: string): string =>
  heading
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/^\d+[.)]?\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "section"
