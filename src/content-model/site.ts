import { t } from "../lib/content/content-schema"
import { seo } from "./common"

export const socialLink = t.object(
  {
    network: t.enum(["facebook", "instagram", "linkedin", "youtube", "x", "whatsapp"]),
    label: t.text(),
    url: t.url(),
  },
  { typeName: "SocialLink" },
)

/** data/site.en.json: brand, contact details, social links: one place to rebrand the site. */
export const siteSchema = {
  brand: t.string(),
  tagline: t.text(),
  description: t.text(),
  legalName: t.string(),
  contact: t.object({
    street: t.text(),
    postalCode: t.string(),
    locality: t.string(),
    region: t.text(),
    country: t.text(),
    countryCode: t.string(),
    /** as the pages show it; the call links dial its "+" and digits (telHref, src/lib/enquiries/contact-links.ts) */
    phone: t.string({
      // "(0)", the trunk prefix some write after the country code, would be dialled: refused
      pattern: /^\+(?!.*\(0\))(?:[\s.()-]*\d){6,15}[\s.()-]*$/,
      patternHint:
        'a phone number as visitors read it, starting with "+" and the country code, e.g. "+262 262 00 01 23" (6 to 15 digits; spaces, dots, hyphens and brackets between them are left out of the number the call links dial; no "(0)")',
    }),
    whatsapp: t.string({ pattern: /^\+\d{6,15}$/, patternHint: "an E.164 number such as +262692000123" }),
    email: t.string({ pattern: /^[^@\s]+@[^@\s]+$/, patternHint: "an e-mail address" }),
    vat: t.string(),
    hours: t.text(),
    mapUrl: t.url(),
  }),
  social: t.array(socialLink, { min: 2 }),
  ownershipNote: t.text(),
  designer: t.object({ label: t.string(), url: t.url() }),
  /**
   * What a French website must say of its publisher (the Legal Notice / Mentions légales and the legal texts' tokens
   * {legalForm}, {shareCapital}, {rcs}, {publicationDirector}, {hostName}, {hostAddress}, {hostPhone}, {mediatorName},
   * {mediatorAddress}, {mediatorUrl}). A detail not given yet is "[…]"; the pages show « [à compléter : …] ».
   */
  publisher: t.object({
    legalForm: t.string(),
    shareCapital: t.string(),
    rcs: t.string(),
    publicationDirector: t.string(),
    host: t.object({ name: t.string(), address: t.string(), phone: t.string() }),
    /**
     * the consumer mediator the company has joined: an independent body, never on the company's own domain; its `url`
     * an https address or "[…]" (src/lib/content/company-facts.ts checks both)
     */
    mediator: t.object({ name: t.string(), address: t.string(), url: t.string() }),
  }),
  /**
   * fields of this file that the company has not given yet (e.g. "publisher.rcs"), each holding "[…]" where its value
   * goes, or a working sample for a contact channel (src/lib/content/company-facts.ts): npm run build:deploy refuses
   * while any is listed
   */
  placeholders: t.array(t.string(), { optional: true }),
  logo: t.image(),
  logoMark: t.image(),
  ogImage: t.image(),
  brochure: t.object({
    fileName: t.string({ pattern: /^[a-z0-9-]+\.pdf$/, patternHint: "a file name like brochure.pdf" }),
    title: t.text(),
  }),
  cta: t.object({ title: t.text(), text: t.text(), button: t.text() }),
  /**
   * The company's indicative capacity, beside each product's own (data/products planner.monthlyOutput and
   * installationCrews): what one sailing carries. An order above it, or above one month's production of a model, is
   * planned in phases, one a month; `note` says on the planner that the figures are indicative.
   */
  capacity: t.object({
    /** the most 40 ft High Cube containers one delivery (one sailing a month) carries */
    containersPerSailing: t.number({ integer: true, min: 1 }),
    /** shown under a phased timeline: the figures are indicative, the quotation sets the schedule */
    note: t.text(),
  }),
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
