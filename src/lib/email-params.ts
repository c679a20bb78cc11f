/**
 * The template_params each form sends to the e-mail service (spec 3 and 7). One function per form, so the
 * exact shape the company's e-mail template receives is written down in one place and unit-tested.
 */

export const DEFAULTS = {
  name: "No name provided",
  email: "No email provided",
  phone: "No phone provided",
  message: "No message provided",
} as const

export const GENERAL_QUOTE_SUBJECT = "General Quote Request"
export const NO_PRODUCT = "No product specified"
export const BROCHURE_PRODUCT = "Brochure Download"
/**
 * Product decision (the spec leaves the brochure subject open): 'Brochure Request' from a page without a product,
 * 'Brochure Request for {product}' from a product page, so the mailbox sorts brochure leads apart from quotes.
 */
export const BROCHURE_SUBJECT = "Brochure Request"

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

const isBlank = (v: string | null | undefined): v is null | undefined | "" => v == null || String(v).trim() === ""

/** The value as typed (never trimmed or rewritten, so a message arrives verbatim), or the default when it is blank. */
export const orDefault = (value: string | null | undefined, fallback: string): string => (isBlank(value) ? fallback : String(value))

const person = (v: QuoteValues): ContactTemplateParams => ({
  name: orDefault(v.name, DEFAULTS.name),
  email: orDefault(v.email, DEFAULTS.email),
  phone: orDefault(v.phone, DEFAULTS.phone),
  message: orDefault(v.message, DEFAULTS.message),
})

/** Contact form: name is the first and last name joined by a space. */
export function contactParams(v: ContactValues): ContactTemplateParams {
  const name = [v.firstName, v.lastName]
    .filter((part) => !isBlank(part))
    .map((part) => String(part).trim())
    .join(" ")
  return { ...person({ ...v, name }) }
}

/** General quote: product empty, subject 'General Quote Request'. */
export function quoteParams(v: QuoteValues): EnquiryTemplateParams {
  return { ...person(v), product: "", subject: GENERAL_QUOTE_SUBJECT }
}

/** Product quote: product (or 'No product specified'), subject 'Quote Request for {product}'. */
export function productQuoteParams(v: ProductQuoteValues): EnquiryTemplateParams {
  const product = orDefault(v.product, NO_PRODUCT)
  return { ...person(v), product, subject: `Quote Request for ${product}` }
}

/** Brochure: no message field ('No message provided'), product of the page or 'Brochure Download'. */
export function brochureParams(v: BrochureValues): EnquiryTemplateParams {
  const hasProduct = !isBlank(v.product)
  return {
    ...person({ ...v, message: undefined }),
    product: hasProduct ? String(v.product) : BROCHURE_PRODUCT,
    subject: hasProduct ? `${BROCHURE_SUBJECT} for ${v.product}` : BROCHURE_SUBJECT,
  }
}
