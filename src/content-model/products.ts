import { t } from "../lib/content-schema"
import { labelValue, seo } from "./common"

const galleryImage = t.object({ image: t.image(), alt: t.text() }, { typeName: "GalleryImage" })

/** Slides per view at each width; react-slick breakpoints are max-width, this is min-width (mobile first). */
export const carouselSettings = t.object(
  {
    base: t.number({ min: 1, max: 4 }),
    md: t.number({ min: 1, max: 4 }),
    lg: t.number({ min: 1, max: 4 }),
    xl: t.number({ min: 1, max: 4, optional: true }),
    autoplayMs: t.number({ integer: true, min: 1000, optional: true }),
    loop: t.boolean(),
  },
  { typeName: "CarouselSettings" },
)

/** Content blocks of a product page, rendered in order by type. */
export const productSection = t.union(
  "type",
  {
    text: { heading: t.text({ optional: true }), paragraphs: t.array(t.text(), { min: 1 }) },
    list: { heading: t.text(), intro: t.text({ optional: true }), items: t.array(t.text(), { min: 1 }) },
    details: { heading: t.text(), rows: t.array(labelValue, { min: 1 }) },
    video: { heading: t.text({ optional: true }), text: t.text({ optional: true }), src: t.video(), poster: t.image(), label: t.text() },
    gallery: { heading: t.text(), text: t.text({ optional: true }), columns: t.number({ integer: true, min: 1, max: 4 }), images: t.array(galleryImage, { min: 1 }) },
    tabs: {
      heading: t.text(),
      tabs: t.array(
        t.object({ id: t.text(), label: t.text(), image: t.image(), alt: t.text(), description: t.text() }, { typeName: "ProductTab" }),
        { min: 2 },
      ),
    },
    offer: { heading: t.text(), text: t.text(), items: t.array(t.text(), { optional: true }) },
    comparison: { heading: t.text(), text: t.text({ optional: true }) },
  },
  { typeName: "ProductSection" },
)

/** data/products/<slug>.json: one product page. */
export const productSchema = {
  path: t.path(),
  name: t.text(),
  title: t.text(),
  order: t.number({ integer: true }),
  group: t.enum(["cabins", "villas", "expandable", "industrial"]),
  pitch: t.text(),
  sizeRange: t.text(),
  seo,
  gallery: t.array(galleryImage, { min: 1 }),
  carousel: carouselSettings,
  intro: t.array(t.text(), { min: 1 }),
  specs: t.array(labelValue, { min: 1 }),
  sections: t.array(productSection),
}
