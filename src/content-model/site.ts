import { t } from "../lib/content-schema"
import { seo } from "./common"

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
  brochure: t.object({
    fileName: t.string({ pattern: /^[a-z0-9-]+\.pdf$/, patternHint: "a file name like brochure.pdf" }),
    title: t.text(),
  }),
  cta: t.object({ title: t.text(), text: t.text(), button: t.text() }),
  /** what the singleton pages without a file of their own say (/blogs, /contact) */
  pages: t.object({
    blogs: t.object({ seo, eyebrow: t.text(), title: t.text(), lead: t.text() }),
    contact: t.object({
      seo,
      eyebrow: t.text(),
      title: t.text(),
      lead: t.text(),
      cards: t.object({ email: t.text(), emailNote: t.text(), phone: t.text(), office: t.text() }),
      form: t.object({ title: t.text(), text: t.text() }),
      /** the static map; `alt` takes {street}, {postalCode} and {locality} from `contact` */
      map: t.object({ title: t.text(), alt: t.text(), caption: t.text(), service: t.text(), fallback: t.text(), note: t.text() }),
    }),
  }),
}
