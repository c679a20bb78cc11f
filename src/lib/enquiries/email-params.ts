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
  /** the lines the quote forms' optional fields add under the message, each with {value} (see foldQuoteDetails) */
  details: { deliveryPort: string; customisation: string }
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
/** The quote forms' two optional fields (spec 1: a quotation request gives the delivery port and any customisation). */
export interface QuoteDetails {
  deliveryPort?: string | null
  customisation?: string | null
}
export interface QuoteFormValues extends QuoteValues, QuoteDetails {}
export interface ProductQuoteValues extends QuoteFormValues {
  product?: string | null
}
export interface BrochureValues {
  name?: string | null
  email?: string | null
  phone?: string | null
  product?: string | null
}

import { formatMessage } from "../ui/format-message"
import { telHref } from "./contact-links"

const isBlank = (v: string | null | undefined): v is null | undefined | "" => v == null || String(v).trim() === ""

/** The value as typed (never trimmed or rewritten, so a message arrives verbatim), or the default when it is blank. */
export const orDefault = (value: string | null | undefined, fallback: string): string => (isBlank(value) ? fallback : String(value))

const person = (v: QuoteValues, t: EmailTexts): ContactTemplateParams => ({
  name: orDefault(v.name, t.defaults.name),
  email: orDefault(v.email, t.defaults.email),
  phone: orDefault(v.phone, t.defaults.phone),
  message: orDefault(v.message, t.defaults.message),
})

/**
 * The quote forms' optional fields, folded into the `message` parameter so that the e-mail template and the six
 * parameter keys stay the same. The exact form:
 *
 *   <the message as typed>
 *   <blank line>
 *   Delivery port: <delivery port>
 *   Customisation: <customisation>
 *
 * - The message is never rewritten: the lines come after it, separated by one blank line ("\n\n").
 * - A blank optional field (empty or whitespace only) adds nothing; with both blank the message is unchanged,
 *   so the payload is exactly the one of spec 3 and 7.
 * - Each value is trimmed at both ends (inner text, line breaks included, is kept as typed). The delivery port
 *   comes first and the customisation last, so a customisation of several lines runs to the end of the message.
 * - The line texts are the visitor's language's (`email.details`, src/i18n/<lang>/forms.ts), with {value}.
 * - The message is required by every quote form (spec 5), so the forms never send details without one; called
 *   with a blank message, the lines follow the 'No message provided' default.
 */
export function foldQuoteDetails(message: string, details: QuoteDetails, t: EmailTexts): string {
  const lines = (
    [
      [details.deliveryPort, t.details.deliveryPort],
      [details.customisation, t.details.customisation],
    ] as const
  )
    .filter(([value]) => !isBlank(value))
    .map(([value, line]) => formatMessage(line, { value: String(value).trim() }))
  return lines.length ? `${message}\n\n${lines.join("\n")}` : message
}

const quotePerson = (v: QuoteFormValues, t: EmailTexts): ContactTemplateParams => {
  const p = person(v, t)
  return { ...p, message: foldQuoteDetails(p.message, v, t) }
}

/**
 * The contact form's phone as sent: a number typed in the international form ("+262 692 12 34 56") is sent as it is
 * dialled ("+262692123456", telHref); anything else as typed, the form having no format check (spec 5). A "(0)" after
 * the country code is left as typed: dropping its brackets would dial the 0.
 */
export const contactPhone = (phone: string | null | undefined): string | null | undefined =>
  phone && /^\s*\+[\d\s.()-]+$/.test(phone) && !phone.includes("(0)") ? telHref(phone) : phone

/** Contact form: name is the first and last name joined by a space; the phone as dialled when it is international. */
export function contactParams(v: ContactValues, t: EmailTexts): ContactTemplateParams {
  const name = [v.firstName, v.lastName]
    .filter((part) => !isBlank(part))
    .map((part) => String(part).trim())
    .join(" ")
  return { ...person({ ...v, name, phone: contactPhone(v.phone) }, t) }
}

/** General quote: product empty, subject 'General Quote Request'; the optional fields folded into the message. */
export function quoteParams(v: QuoteFormValues, t: EmailTexts): EnquiryTemplateParams {
  return { ...quotePerson(v, t), product: "", subject: t.generalQuoteSubject }
}

/** Product quote: product (or 'No product specified'), subject 'Quote Request for {product}'; the optional fields folded into the message. */
export function productQuoteParams(v: ProductQuoteValues, t: EmailTexts): EnquiryTemplateParams {
  const product = orDefault(v.product, t.noProduct)
  return { ...quotePerson(v, t), product, subject: formatMessage(t.productQuoteSubject, { product }) }
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
