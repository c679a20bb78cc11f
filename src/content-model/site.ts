import { t } from "../lib/content-schema"

export const socialLink = t.object(
  {
    network: t.enum(["facebook", "instagram", "linkedin", "youtube", "x", "whatsapp"]),
    label: t.text(),
    url: t.url(),
  },
  { typeName: "SocialLink" },
)

/** data/site.json: brand, contact details, social links: one place to rebrand the site. */
export const siteSchema = {
  brand: t.text(),
  tagline: t.text(),
  description: t.text(),
  legalName: t.text(),
  contact: t.object({
    street: t.text(),
    postalCode: t.text(),
    locality: t.text(),
    region: t.text(),
    country: t.text(),
    countryCode: t.text(),
    phone: t.text(),
    phoneHref: t.string({ pattern: /^\+\d{6,15}$/, patternHint: "an E.164 number such as +262262000123" }),
    whatsapp: t.string({ pattern: /^\+\d{6,15}$/, patternHint: "an E.164 number such as +262692000123" }),
    email: t.string({ pattern: /^[^@\s]+@[^@\s]+$/, patternHint: "an e-mail address" }),
    vat: t.text(),
    hours: t.text(),
    mapUrl: t.url(),
  }),
  social: t.array(socialLink, { min: 2 }),
  ownershipNote: t.text(),
  designer: t.object({ label: t.text(), url: t.url() }),
  logo: t.image(),
  logoMark: t.image(),
  ogImage: t.image(),
  brochure: t.object({ fileName: t.string({ pattern: /^[a-z0-9-]+\.pdf$/, patternHint: "a file name like brochure.pdf" }), title: t.text() }),
  cta: t.object({ title: t.text(), text: t.text(), button: t.text() }),
}
