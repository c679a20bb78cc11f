import { t } from "../lib/content-schema"
import { labelValue, seo } from "./common"

/** data/legal/<slug>.json: a static legal page. List items are written 'label: text'. */
export const legalPageSchema = {
  path: t.path(),
  title: t.text(),
  seo,
  banner: t.image(),
  lastUpdated: t.date({ optional: true }),
  intro: t.array(t.text(), { optional: true }),
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
    { min: 1 },
  ),
}
