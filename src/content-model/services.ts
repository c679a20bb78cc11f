import { t } from "../lib/content/content-schema"
import { seo, translatedSlug } from "./common"

/** data/services/<id>.json: one service card and its /service-details/<id> page. */
export const serviceSchema = {
  id: t.string({ pattern: /^[1-9]\d*$/, patternHint: 'a whole number written as text, e.g. "3"' }),
  /** the page's path segment in a translation (/fr/services/<slug>) */
  slug: translatedSlug,
  title: t.text(),
  icon: t.enum(["property-management", "mortgage", "consulting", "home-buying", "home-selling", "escrow"]),
  summary: t.text(),
  seo,
  image: t.image(),
  alt: t.text(),
  intro: t.text(),
  sections: t.array(
    t.object(
      { heading: t.text(), paragraphs: t.array(t.text(), { min: 1 }), items: t.array(t.text(), { optional: true }) },
      { typeName: "ServiceSection" },
    ),
    { min: 1 },
  ),
  /** words of the sections' paragraphs shown as links (the project planner, a product): a shared target, written in English */
  keywordLinks: t.array(t.object({ keyword: t.text(), href: t.url() }, { typeName: "KeywordLink" }), { optional: true }),
}
