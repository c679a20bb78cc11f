import { t } from "../lib/content/content-schema"
import { translatedSlug } from "./common"

export const BLOG_CATEGORIES = ["Product Spotlight", "Product Focus", "Innovation", "Materials", "Construction", "Housing"] as const

/** data/blog/<id>.json: one article. */
export const blogPostSchema = {
  id: t.string({ pattern: /^[1-9]\d*$/, patternHint: 'a whole number written as text, e.g. "7"' }),
  /** the page's path segment in a translation (/fr/blog/<slug>) */
  slug: translatedSlug,
  title: t.text(),
  author: t.text(),
  category: t.enum(BLOG_CATEGORIES),
  date: t.date(),
  image: t.image(),
  alt: t.text(),
  excerpt: t.text(),
  content: t.array(
    t.union(
      "type",
      {
        heading: { text: t.text() },
        intro: { text: t.text() },
        paragraph: { text: t.text() },
        image: { image: t.image(), alt: t.text({ optional: true }), caption: t.text({ optional: true }) },
      },
      { typeName: "BlogBlock" },
    ),
    { min: 1 },
  ),
  keywordLinks: t.array(t.object({ keyword: t.text(), href: t.url() }, { typeName: "KeywordLink" }), { optional: true }),
}
