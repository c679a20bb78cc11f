import { t } from "../lib/content-schema"
import { seo } from "./common"
import { productSection } from "./products"

/** data/featured/<slug>.json: one featured-product description page. */
export const featuredSchema = {
  path: t.path(),
  title: t.text(),
  menuTitle: t.text(),
  order: t.number({ integer: true }),
  productPath: t.path(),
  seo,
  image: t.image(),
  alt: t.text(),
  intro: t.array(t.text(), { min: 1 }),
  sections: t.array(productSection),
}
