import { t } from "../lib/content/content-schema"
import { buttonLink, seo } from "./common"
import { PRODUCT_SUBJECTS } from "../lib/content/image-subjects"

/** data/home.en.json: every section of the home page, in page order. */
export const homeSchema = {
  seo,
  hero: t.array(
    t.object(
      {
        image: t.image(),
        alt: t.text(),
        title: t.text(),
        subtitle: t.text(),
        subject: t.enum(PRODUCT_SUBJECTS, { optional: true }),
        button: t.object({ label: t.text(), path: t.path() }, { optional: true, typeName: "ButtonLink" }),
      },
      { typeName: "HeroSlide" },
    ),
    { min: 1 },
  ),
  aboutTeaser: t.object({
    eyebrow: t.text(),
    title: t.text(),
    paragraphs: t.array(t.text(), { min: 1 }),
    highlights: t.array(t.text()),
    image: t.image(),
    alt: t.text(),
    button: buttonLink,
  }),
  featured: t.object({ eyebrow: t.text(), title: t.text(), text: t.text() }),
  video: t.object({ eyebrow: t.text(), title: t.text(), text: t.text(), src: t.video(), poster: t.image(), label: t.text() }),
  floorPlan: t.object({
    eyebrow: t.text(),
    title: t.text(),
    area: t.text(),
    text: t.text(),
    rooms: t.array(t.object({ label: t.text(), value: t.text() }, { typeName: "LabelValue" })),
    image: t.image(),
    alt: t.text(),
    button: buttonLink,
  }),
  stats: t.array(t.object({ count: t.number({ integer: true, min: 0 }), title: t.text() }, { typeName: "StatItem" }), { min: 1 }),
  models: t.object({
    eyebrow: t.text(),
    title: t.text(),
    cards: t.array(
      t.object(
        { id: t.string(), image: t.image(), alt: t.text(), title: t.text(), subtitle: t.text(), description: t.text(), path: t.path() },
        { typeName: "ModelCard" },
      ),
      { min: 1 },
    ),
  }),
  testimonials: t.object({
    eyebrow: t.text(),
    title: t.text(),
    items: t.array(
      t.object(
        { name: t.string(), role: t.text(), image: t.image(), review: t.text(), rating: t.number({ integer: true, min: 1, max: 5 }) },
        { typeName: "Testimonial" },
      ),
      { min: 1 },
    ),
  }),
  blog: t.object({ eyebrow: t.text(), title: t.text(), text: t.text() }),
}
