/**
 * What the brochure says, assembled from the same JSON files the site is built from (data/site.json and
 * data/products/*.json), so it can never drift from the catalogue. Pure: no file or PDF access here.
 */
export interface BrochureSite {
  brand: string
  tagline: string
  description: string
  legalName: string
  ownershipNote?: string
  contact: {
    street: string
    postalCode: string
    locality: string
    region: string
    country: string
    phone: string
    whatsapp?: string
    email: string
    vat: string
    hours: string
  }
  brochure: { fileName: string; title: string }
}

export interface BrochureProductInput {
  path: string
  name: string
  title: string
  order: number
  group: string
  pitch: string
  sizeRange: string
  intro: string[]
  gallery: Array<{ image: string; alt: string }>
  specs: Array<{ label: string; value: string; key?: string }>
}

export interface BrochureProduct {
  name: string
  title: string
  pitch: string
  sizeRange: string
  summary: string
  /** image path relative to data/products/ (the first gallery image) */
  image: string | null
  imageAlt: string
  facts: Array<{ label: string; value: string }>
  url: string
}

export interface BrochureContent {
  fileName: string
  title: string
  brand: string
  tagline: string
  description: string
  products: BrochureProduct[]
  process: { title: string; steps: Array<{ title: string; text: string }> }
  contact: { title: string; lines: Array<{ label: string; value: string }>; note: string }
}

/** Spec section 1: the stated purchase process. */
export const PURCHASE_PROCESS = [
  {
    title: "Send a quotation request",
    text: "Tell us the model you have chosen, any customisation you would like (layout, finishes, options) and your delivery port.",
  },
  {
    title: "Receive your quotation",
    text: "We reply with a quotation covering the price, the payment terms, the production timeline and the shipping to your port.",
  },
  {
    title: "Production and shipping",
    text: "Once you confirm, your building is made in the factory, checked, packed and shipped to the agreed port.",
  },
]

const RASTER = /\.(jpe?g|png|webp|avif)$/i

/** Assembles the brochure from site settings and products (any order; sorted by `order`). */
export function assembleBrochure(site: BrochureSite, products: BrochureProductInput[], siteUrl: string): BrochureContent {
  const base = siteUrl.replace(/\/+$/, "")
  const c = site.contact
  return {
    fileName: site.brochure.fileName,
    title: site.brochure.title,
    brand: site.brand,
    tagline: site.tagline,
    description: site.description,
    products: [...products]
      .sort((a, b) => a.order - b.order)
      .map((p) => {
        const cover = p.gallery.find((g) => RASTER.test(g.image))
        return {
          name: p.name,
          title: p.title,
          pitch: p.pitch,
          sizeRange: p.sizeRange,
          summary: p.intro[p.intro.length > 1 ? 1 : 0],
          image: cover?.image ?? null,
          imageAlt: cover?.alt ?? p.title,
          facts: p.specs.map((s) => ({ label: s.label, value: s.value })),
          url: `${base}${p.path}/`,
        }
      }),
    process: { title: "How to order", steps: PURCHASE_PROCESS },
    contact: {
      title: "Contact us",
      lines: [
        { label: "Company", value: site.legalName },
        { label: "Address", value: `${c.street}, ${c.postalCode} ${c.locality}, ${c.region}, ${c.country}` },
        { label: "Phone", value: c.phone },
        { label: "E-mail", value: c.email },
        { label: "Website", value: `${base}/` },
        { label: "Opening hours", value: c.hours },
        { label: "VAT number", value: c.vat },
      ],
      note: site.ownershipNote ?? "",
    },
  }
}
