import { t } from "../lib/content/content-schema"
import { labelValue, seo } from "./common"

/** data/legal/<slug>.json: a static legal page. List items are written 'label: text'. */
export const legalPageSchema = {
  /** the page's own path: each language has its own (English as the spec names it, French under /fr) */
  path: t.path({ i18n: "translate" }),
  title: t.text(),
  seo,
  banner: t.image(),
  /** each language's text has its own date: a legal text is adapted to each language's law, not only translated */
  lastUpdated: t.date({ optional: true, i18n: "translate", perLanguage: true }),
  intro: t.array(t.text(), { optional: true, perLanguage: true }),
  sections: t.array(
    t.object(
      {
        heading: t.text(),
        paragraphs: t.array(t.text(), { optional: true }),
        items: t.array(t.text(), { optional: true }),
        details: t.array(labelValue, { optional: true }),
      },
      { typeName: "LegalSection" },
    ),
    { min: 1, perLanguage: true },
  ),
}
