/**
 * What the brochure says, assembled from the same JSON files the site is built from (data/site.en.json and
 * data/products/*.en.json, data/catalogue.en.json), so it can never drift from the catalogue. Pure: no file or PDF access
 * here. The shapes it reads are the content model's (src/content-model), not copies.
 */
import type { Infer } from "../../lib/content/content-schema"
import type { siteSchema } from "../../content-model/site"
import type { productSchema } from "../../content-model/products"
import type { CatalogueData } from "../../content-model/catalogue"
import { uiFor, type Lang } from "../../i18n/all"
import { brochureFileName } from "../../lib/routes/routes"
import { shownFact } from "../../lib/content/company-facts"

/** What the brochure reads of data/site.en.json (the content model's shape). */
export type BrochureSite = Pick<
  Infer<typeof siteSchema>,
  "brand" | "tagline" | "description" | "legalName" | "ownershipNote" | "contact" | "brochure"
>

/** What the brochure reads of a data/products/*.en.json file, as written (image fields are paths). */
export type BrochureProductInput = Pick<
  Infer<typeof productSchema>,
  "path" | "name" | "title" | "order" | "group" | "pitch" | "sizeRange" | "intro" | "gallery" | "specs"
>

/** What the brochure reads of data/catalogue.en.json: the purchase process. */
export type BrochureCatalogue = Pick<CatalogueData, "purchaseProcess">

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
  /** the language it is written in: its interface words (src/i18n/<lang>/catalogue.ts) and its file name */
  lang: Lang
  fileName: string
  title: string
  brand: string
  tagline: string
  description: string
  products: BrochureProduct[]
  process: { title: string; steps: Array<{ title: string; text: string }> }
  contact: { title: string; lines: Array<{ label: string; value: string }>; note: string }
}

const RASTER = /\.(jpe?g|png|webp|avif)$/i

/** Assembles the brochure from site settings, the catalogue and products (any order; sorted by `order`). */
export function assembleBrochure(
  { site, catalogue, products }: { site: BrochureSite; catalogue: BrochureCatalogue; products: BrochureProductInput[] },
  siteUrl: string,
  lang: Lang = "en",
): BrochureContent {
  const base = siteUrl.replace(/\/+$/, "")
  const c = site.contact
  const ui = uiFor(lang).catalogue.brochure
  const { unfilled } = uiFor(lang).legal
  return {
    lang,
    fileName: brochureFileName(site.brochure.fileName, lang),
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
    process: catalogue.purchaseProcess,
    contact: {
      title: ui.contactTitle,
      lines: [
        { label: ui.company, value: site.legalName },
        { label: ui.address, value: `${c.street}, ${c.postalCode} ${c.locality}, ${c.region}, ${c.country}` },
        { label: ui.phone, value: c.phone },
        { label: ui.email, value: c.email },
        { label: ui.website, value: `${base}/` },
        { label: ui.hours, value: c.hours },
        { label: ui.vat, value: shownFact(c.vat, unfilled.what.vat, unfilled) },
      ],
      note: site.ownershipNote ?? "",
    },
  }
}
