import { t } from "../lib/content/content-schema"
import { labelValue, seo, type Queried } from "./common"
import { productSection } from "./products"

/** data/featured/<slug>.json: one featured-product description page. */
export const featuredSchema = {
  /** the page's own path: each language has its own (English as the spec names it, French under /fr) */
  path: t.path({ i18n: "translate" }),
  title: t.text(),
  /** the label of this page in the featured sidebar */
  menuTitle: t.text(),
  order: t.number({ integer: true }),
  /** the product page this featured page leads to (its 'Get Quote' carries that product's name) */
  productPath: t.path(),
  eyebrow: t.text(),
  seo,
  image: t.image(),
  alt: t.text(),
  intro: t.array(t.text(), { min: 1 }),
  highlights: t.array(labelValue, { optional: true }),
  sections: t.array(productSection),
}

/** A featured page as its page queries it. */
export type FeaturedPageData = Queried<typeof featuredSchema>
