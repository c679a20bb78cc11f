/**
 * Pure builders of schema.org structured data (JSON-LD) for the page heads.
 *
 * Every builder returns a plain object with "@context" and "@type"; `serializeJsonLd` turns one (or a list)
 * into the text of a `<script type="application/ld+json">`, with `<` escaped so no content can close the tag.
 * Pages render them with `<JsonLd data={...} />` (src/components/seo/JsonLd.tsx) or pass them to `<Seo jsonLd>`.
 */
import { absoluteUrl, canonicalUrl } from "./seo"
import { telHref } from "../enquiries/contact-links"
import { isoDate } from "../content/dates"
import { isUnfilled } from "../content/company-facts"
import { LANG_NAMES, LANGS, LANGUAGES, SOURCE_LANG } from "../../i18n/languages"

export type JsonLdObject = { "@context"?: string; "@type": string | string[] } & Record<string, unknown>

const CONTEXT = "https://schema.org"
/** The language of a page that names none: the source language's tag. */
const SOURCE_TAG = LANGUAGES[SOURCE_LANG].tag

export interface OrganizationInput {
  siteUrl: string
  brand: string
  legalName: string
  description?: string
  /** site-relative or absolute URL of the logo */
  logoUrl?: string
  foundingYear?: number
  contact: {
    street: string
    postalCode: string
    locality: string
    region: string
    countryCode: string
    /** as the pages show it ("+262 262 00 01 23"); the structured data gives the dialled number */
    phone: string
    email: string
    vat?: string
  }
  social?: readonly { url: string }[]
}

/** Stable ids so other blocks can point at the organisation and the website instead of repeating them. */
export const organizationId = (siteUrl: string) => `${siteUrl.replace(/\/+$/, "")}/#organization`
export const websiteId = (siteUrl: string) => `${siteUrl.replace(/\/+$/, "")}/#website`

export function postalAddress(c: OrganizationInput["contact"]): JsonLdObject {
  return {
    "@type": "PostalAddress",
    streetAddress: c.street,
    postalCode: c.postalCode,
    addressLocality: c.locality,
    addressRegion: c.region,
    addressCountry: c.countryCode,
  }
}

/** Organization with its postal address and a sales contact point (no opening hours: not in the spec). */
export function organizationLd(o: OrganizationInput): JsonLdObject {
  const url = canonicalUrl(o.siteUrl, "/")
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(o.siteUrl),
    name: o.brand,
    legalName: o.legalName,
    url,
    ...(o.description ? { description: o.description } : {}),
    ...(o.logoUrl ? { logo: absoluteUrl(o.siteUrl, o.logoUrl) } : {}),
    ...(o.foundingYear ? { foundingDate: String(o.foundingYear) } : {}),
    email: o.contact.email,
    telephone: telHref(o.contact.phone),
    // a VAT number not given yet ("[…]", src/lib/content/company-facts.ts) is left out
    ...(o.contact.vat && !isUnfilled(o.contact.vat) ? { vatID: o.contact.vat } : {}),
    address: postalAddress(o.contact),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: telHref(o.contact.phone),
        email: o.contact.email,
        areaServed: "Worldwide",
        // the site's languages (src/i18n/languages.ts), by their English names
        availableLanguage: LANGS.map((lang) => LANG_NAMES[lang]),
      },
    ],
    ...(o.social?.length ? { sameAs: o.social.map((s) => s.url) } : {}),
  }
}

/** The site in one language; a translation's home page (e.g. /fr) is the WebSite of that language. */
export function websiteLd(w: {
  siteUrl: string
  name: string
  description?: string
  inLanguage?: string
  homePath?: string
}): JsonLdObject {
  const home = w.homePath ?? "/"
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": home === "/" ? websiteId(w.siteUrl) : `${canonicalUrl(w.siteUrl, home)}#website`,
    url: canonicalUrl(w.siteUrl, home),
    name: w.name,
    ...(w.description ? { description: w.description } : {}),
    inLanguage: w.inLanguage ?? SOURCE_TAG,
    publisher: { "@id": organizationId(w.siteUrl) },
  }
}

export interface ProductInput {
  siteUrl: string
  /** site path of the product page */
  path: string
  name: string
  description: string
  /** site-relative or absolute image URLs; the first is the main one */
  images: readonly string[]
  brand: string
  category?: string
  /** extra facts, e.g. { name: "Total area", value: "36.54 m²" } */
  properties?: readonly { name: string; value: string }[]
}

/**
 * Product without `offers`: the site shows no prices (spec 1), so none is invented here.
 * (Search engines then show no price rich result; schema.org itself does not require offers.)
 */
export function productLd(p: ProductInput): JsonLdObject {
  const url = canonicalUrl(p.siteUrl, p.path)
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${url}#product`,
    name: p.name,
    description: p.description,
    url,
    image: p.images.map((src) => absoluteUrl(p.siteUrl, src)),
    brand: { "@type": "Brand", name: p.brand },
    manufacturer: { "@id": organizationId(p.siteUrl) },
    ...(p.category ? { category: p.category } : {}),
    ...(p.properties?.length
      ? { additionalProperty: p.properties.map((x) => ({ "@type": "PropertyValue", name: x.name, value: x.value })) }
      : {}),
  }
}

/** The date part of an ISO date or date-time ('2025-04-24'), what schema.org expects; '' when invalid. */
export { isoDate }

export interface BlogPostingInput {
  siteUrl: string
  path: string
  headline: string
  description: string
  image: string
  /** the content's ISO date, e.g. '2025-04-24' */
  date: string
  /** the brand: articles are written 'By' the brand (spec 2.5) */
  author: string
  category?: string
  /** the article's language (BCP 47), the source language's by default */
  inLanguage?: string
}

export function blogPostingLd(b: BlogPostingInput): JsonLdObject {
  const url = canonicalUrl(b.siteUrl, b.path)
  const date = isoDate(b.date)
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: b.headline.length > 110 ? `${b.headline.slice(0, 109)}…` : b.headline,
    description: b.description,
    image: [absoluteUrl(b.siteUrl, b.image)],
    datePublished: date,
    dateModified: date,
    author: { "@type": "Organization", name: b.author, url: canonicalUrl(b.siteUrl, "/") },
    publisher: { "@id": organizationId(b.siteUrl) },
    ...(b.category ? { articleSection: b.category } : {}),
    inLanguage: b.inLanguage ?? SOURCE_TAG,
  }
}

export function faqPageLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  }
}

export interface Crumb {
  name: string
  /** site path; the last crumb is the current page */
  path: string
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: canonicalUrl(siteUrl, c.path),
    })),
  }
}

/**
 * JSON text for a `<script type="application/ld+json">`. `<` (and `>`, `&`, U+2028/2029) are written as
 * unicode escapes: the JSON means the same, and no text in the content can end the script element.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
