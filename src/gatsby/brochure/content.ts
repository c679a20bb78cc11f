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
import { buildWordsOf } from "../../i18n/build"
import { brochureFileName } from "../../lib/routes/routes"
import { keyFacts, type KeyFact } from "../../lib/content/key-facts"
import { pictureInLanguage, sourceOfLanguagePicture } from "../../lib/content/language-pictures"
import type { PlannerFields } from "../../lib/planner/types"
import { shownFact } from "../../lib/content/company-facts"

/** What the brochure reads of data/site.en.json (the content model's shape). */
export type BrochureSite = Pick<
  Infer<typeof siteSchema>,
  "brand" | "tagline" | "description" | "legalName" | "ownershipNote" | "contact" | "brochure"
>

/** What the brochure reads of a data/products/*.en.json file, as written (image fields are paths). */
export type BrochureProductInput = Pick<
  Infer<typeof productSchema>,
  "path" | "name" | "title" | "order" | "group" | "pitch" | "sizeRange" | "intro" | "gallery" | "specs" | "sections"
> & { planner: PlannerFields }

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
  /** the model's first drawing (its floor plan, layout or first size), in the brochure's language; null when it has none */
  plan: BrochurePlan | null
  /** floor area, people housed, shipping, production and installation: the figures the planner uses (key-facts.ts) */
  keyFacts: KeyFact[]
  /** the spec rows */
  facts: Array<{ label: string; value: string }>
  url: string
}

export interface BrochurePlan {
  /** SVG path relative to data/products/, in the brochure's language (`plan.fr.svg`; index.ts falls back to `plan.svg`) */
  image: string
  /** the drawing's alternative text */
  alt: string
  /** what the drawing is: its block's heading, and the tab's label for a drawing of one size ("Measurements · Size 1") */
  caption: string
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

/** A drawing in `lang` (`plan.fr.svg`), from its English name or from its name in a translation's file. */
const drawingIn = (file: string, lang: Lang) => pictureInLanguage(sourceOfLanguagePicture(file) ?? file, lang)

/** The first drawing of a product's blocks: a drawing block's, or the first tab's of a tabs block. */
export function firstPlan(sections: BrochureProductInput["sections"], lang: Lang): BrochurePlan | null {
  for (const block of sections) {
    if (block.type === "drawing") return { image: drawingIn(block.image, lang), alt: block.alt, caption: block.heading }
    if (block.type === "tabs" && block.tabs.length) {
      const tab = block.tabs[0]
      return { image: drawingIn(tab.image, lang), alt: tab.alt, caption: `${block.heading} · ${tab.label}` }
    }
  }
  return null
}

/** Assembles the brochure from site settings, the catalogue and products (any order; sorted by `order`). */
export function assembleBrochure(
  { site, catalogue, products }: { site: BrochureSite; catalogue: BrochureCatalogue; products: BrochureProductInput[] },
  siteUrl: string,
  lang: Lang = "en",
): BrochureContent {
  const base = siteUrl.replace(/\/+$/, "")
  const c = site.contact
  const ui = buildWordsOf(lang).brochure
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
          plan: firstPlan(p.sections, lang),
          keyFacts: keyFacts(p.planner, lang, buildWordsOf(lang).keyFacts),
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
