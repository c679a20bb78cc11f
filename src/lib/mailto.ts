import type { TemplateParams } from "./email-params"

/**
 * The fallback offered after a failed send: a mailto: link to the company with the enquiry already written,
 * so the visitor has a way to reach us that does not depend on the e-mail service.
 * Encoded with encodeURIComponent (RFC 6068): spaces as %20, line breaks as %0D%0A.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, "\r\n"))
  return `mailto:${to}?subject=${enc(subject)}&body=${enc(body)}`
}

export function enquiryEmailBody(params: TemplateParams): string {
  const lines = [`Name: ${params.name}`, `E-mail: ${params.email}`, `Phone: ${params.phone}`]
  if ("product" in params && params.product) lines.push(`Product: ${params.product}`)
  lines.push("", params.message)
  return lines.join("\n")
}

export function enquiryMailto(to: string, params: TemplateParams, fallbackSubject = "Enquiry from the website"): string {
  const subject = "subject" in params && params.subject ? params.subject : fallbackSubject
  return mailtoHref(to, subject, enquiryEmailBody(params))
}
