import { t } from "../lib/content/content-schema"
import { seo } from "./common"

/** data/services/<id>.json: one service card and its /service-details/<id> page. */
export const serviceSchema = {
  id: t.string({ pattern: /^[1-9]\d*$/, patternHint: 'a whole number written as text, e.g. "3"' }),
  /** the page's path segment in a translation (/fr/services/<slug>); the English page keeps its spec path, built from the id */
  slug: t.string({
    optional: true,
    i18n: "translate",
    perLanguage: true,
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    patternHint: "lower-case words joined by hyphens, e.g. maison-conteneur-extensible",
  }),
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
}
