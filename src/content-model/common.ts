import type { IGatsbyImageData } from "gatsby-plugin-image"
import { t, type Infer } from "../lib/content/content-schema"

/** The limits of the short texts below: well above the longest today (docs/content-model.md "Limits"). */
const ALT_MAX = 500
const LABEL_MAX = 200

export const picture = (typeName = "Picture") => t.object({ image: t.image(), alt: t.text({ maxLength: ALT_MAX }) }, { typeName })
export const buttonLink = t.object({ label: t.text({ maxLength: LABEL_MAX }), path: t.path() }, { typeName: "ButtonLink" })
export const seo = t.object(
  { title: t.text({ optional: true, maxLength: LABEL_MAX }), description: t.text({ maxLength: 600 }) },
  { typeName: "SeoFields" },
)
export const labelValue = t.object({ label: t.text({ maxLength: LABEL_MAX }), value: t.text() }, { typeName: "LabelValue" })

/**
 * A collection item's path segment in a translation (e.g. /fr/blog/<slug>), written in each language; the English page
 * keeps its spec path, built from the item's id. Left empty, the build makes it from the translation's title
 * (src/lib/content/slugify.ts, in src/gatsby/content/content-files.ts withSlug).
 */
export const translatedSlug = t.string({
  optional: true,
  i18n: "translate",
  perLanguage: true,
  pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  patternHint: "lower-case words joined by hyphens, e.g. maison-conteneur-extensible",
  note: "Left empty, it is made from this language's title (« L'été à La Réunion » gives l-ete-a-la-reunion); once the page is published, keep it: its address is made from it.",
})

/**
 * A file field as the site's queries return it (a File node, null when the file is missing): its URL and, for raster
 * images, the gatsby-plugin-image variants the query asked for (see src/components/media/fragments.ts).
 */
export interface QueriedFile {
  publicURL?: string | null
  childImageSharp?: { thumb?: IGatsbyImageData | null; full?: IGatsbyImageData | null; gatsbyImageData?: IGatsbyImageData | null } | null
}

/** The type of a content shape as a page query returns it: the content model's own type, with files as File nodes. */
export type Queried<R> = Infer<R, QueriedFile | null>

/** A collection item as a node: gatsby-transformer-json keeps a file's own `id` as `jsonId` (Gatsby's `id` is the node's). */
export type QueriedNode<R> = Omit<Queried<R>, "id"> & { jsonId: Queried<R> extends { id: infer I } ? I : never; lang?: string }
