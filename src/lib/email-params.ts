/**
 * The template_params each form sends to the e-mail service (spec 3 and 7). One function per form, so the
 * exact shape the company's e-mail template receives is written down in one place and unit-tested.
 */

/**
 * The texts of the parameters, in the visitor's language (src/i18n/<lang>/forms.ts, `email`): the defaults
 * for blank fields and the subjects. `{product}` in a subject is the product's name.
 */
export interface EmailTexts {
  defaults: { name: string; email: string; phone: string; message: string }
  /** subject of the general quote */
  generalQuoteSubject: string
  /** product of a product quote sent without one */
  noProduct: string
  /** subject of a product quote, with {product} */
  productQuoteSubject: string
  /** product of a brochure request from a page without a product */
  brochureProduct: string
  /** subject of a brochure request from a page without a product */
  brochureSubject: string
  /** subject of a brochure request from a product page, with {product} */
  brochureSubjectFor: string
}

export interface ContactTemplateParams {
  name: string
  email: string
  phone: string
  message: string
}
export interface EnquiryTemplateParams extends ContactTemplateParams {
  product: string
  subject: string
}
export type TemplateParams = ContactTemplateParams | EnquiryTemplateParams

export interface ContactValues {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  message?: string | null
}
export interface QuoteValues {
  name?: string | null
  email?: string | null
  phone?: string | null
  message?: string | null
}
export interface ProductQuoteValues extends QuoteValues {
  product?: string | null
}
export interface BrochureValues {
  name?: string | null
  email?: string | null
  phone?: string | null
  product?: string | null
}

import { formatMessage } from "./format-message"

const isBlank = (v: string | null | undefined): v is null | undefined | "" => v == null || String(v).trim() === ""

/** The value as typed (never trimmed or rewritten, so a message arrives verbatim), or the default when it is blank. */
export const orDefault = (value: string | null | undefined, fallback: string): string => (isBlank(value) ? fallback : String(value))

const person = (v: QuoteValues, t: EmailTexts): ContactTemplateParams => ({
  name: orDefault(v.name, t.defaults.name),
  email: orDefault(v.email, t.defaults.email),
  phone: orDefault(v.phone, t.defaults.phone),
  message: orDefault(v.message, t.defaults.message),
})

/** Contact form: name is the first and last name joined by a space. */
export function contactParams(v: ContactValues, t: EmailTexts): ContactTemplateParams {
  const name = [v.firstName, v.lastName]
    .filter((part) => !isBlank(part))
    .map((part) => String(part).trim())
    .join(" ")
  return { ...person({ ...v, name }, t) }
}

/** General quote: product empty, subject 'General Quote Request'. */
export function quoteParams(v: QuoteValues, t: EmailTexts): EnquiryTemplateParams {
  return { ...person(v, t), product: "", subject: t.generalQuoteSubject }
}

/** Product quote: product (or 'No product specified'), subject 'Quote Request for {product}'. */
export function productQuoteParams(v: ProductQuoteValues, t: EmailTexts): EnquiryTemplateParams {
  const product = orDefault(v.product, t.noProduct)
  return { ...person(v, t), product, subject: formatMessage(t.productQuoteSubject, { product }) }
}

/** Brochure: no message field ('No message provided'), product of the page or 'Brochure Download'. */
export function brochureParams(v: BrochureValues, t: EmailTexts): EnquiryTemplateParams {
  const hasProduct = !isBlank(v.product)
  return {
    ...person({ ...v, message: undefined }, t),
    product: hasProduct ? String(v.product) : t.brochureProduct,
    subject: hasProduct ? formatMessage(t.brochureSubjectFor, { product: String(v.product) }) : t.brochureSubject,
  }
}
