import { t, type Infer } from "../lib/content/content-schema"
import { seo } from "./common"
import { PRODUCT_GROUPS } from "./products"

/** data/catalogue.en.json: the /products page's words, the product groups it shows, and what the brochure adds. */
export const catalogueSchema = {
  seo,
  eyebrow: t.text(),
  title: t.text(),
  intro: t.text(),
  /** the category of every product in the structured data of its page */
  productCategory: t.text(),
  /** one entry per product group, each with the heading and text of its catalogue section */
  groups: t.array(t.object({ group: t.enum(PRODUCT_GROUPS), title: t.text(), text: t.text() }, { typeName: "CatalogueGroup" }), { min: 1 }),
  /** spec section 1: the stated purchase process, printed in the brochure */
  purchaseProcess: t.object({
    title: t.text(),
    steps: t.array(t.object({ title: t.text(), text: t.text() }, { typeName: "PurchaseStep" }), { min: 1 }),
  }),
}

export type CatalogueData = Infer<typeof catalogueSchema>
