/** https://wa.me/<digits>: WhatsApp's documented click-to-chat link for an international number. */
export const whatsappUrl = (e164: string, text?: string): string => {
  const digits = e164.replace(/\D/g, "")
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`
}

/**
 * The number a phone link dials, from the number as the site shows it: its "+" and its digits, nothing else
 * ("+262 262 00 01 23" → "+262262000123"). The site settings hold the displayed number only (`contact.phone`), so a
 * changed number changes every call link with it; the content model refuses one that does not give an E.164 number.
 */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, "")
  return phone.trim().startsWith("+") ? `+${digits}` : digits
}

/** A `tel:` link to a phone number as shown or as dialled: "tel:+262262000123". */
export const telUrl = (phone: string): string => `tel:${telHref(phone)}`
