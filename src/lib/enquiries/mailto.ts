import type { TemplateParams } from "./email-params"
import { formatMessage } from "../ui/format-message"

/**
 * The fallback offered after a failed send: a mailto: link to the company with the enquiry already written,
 * so the visitor has a way to reach us that does not depend on the e-mail service.
 * Encoded with encodeURIComponent (RFC 6068): spaces as %20, line breaks as %0D%0A.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, "\r\n"))
  return `mailto:${to}?subject=${enc(subject)}&body=${enc(body)}`
}

/** The words of the written e-mail, in the visitor's language (src/i18n/<lang>/forms.ts, `mailto`). */
export interface MailtoTexts {
  fallbackSubject: string
  name: string
  email: string
  phone: string
  product: string
  /** one line of the details, with {label} and {value} ("Name: …"; French puts a space before the colon) */
  line: string
}

export function enquiryEmailBody(params: TemplateParams, t: MailtoTexts): string {
  const line = (label: string, value: string) => formatMessage(t.line, { label, value })
  const lines = [line(t.name, params.name), line(t.email, params.email), line(t.phone, params.phone)]
  if ("product" in params && params.product) lines.push(line(t.product, params.product))
  lines.push("", params.message)
  return lines.join("\n")
}

/** The subject of the enquiry, or the texts' fallback subject for the contact form (which has none). */
export function enquiryMailto(to: string, params: TemplateParams, t: MailtoTexts): string {
  const subject = "subject" in params && params.subject ? params.subject : t.fallbackSubject
  return mailtoHref(to, subject, enquiryEmailBody(params, t))
}
