import type { GatsbyGraphQLType, GatsbyNode, NodePluginSchema } from "gatsby"
import { toSDL } from "../lib/content/content-schema"
import { CONTENT_KINDS } from "../content-model"
import { keyFacts } from "../lib/content/key-facts"
import { formatArea } from "../lib/planner/format"
import type { PlannerFields } from "../lib/planner/types"
import { buildWordsOf } from "../i18n/build"
import { LANGS, SOURCE_LANG, type ContentLang } from "../i18n/languages"

type ProductSource = { planner?: PlannerFields; lang?: string }
const langOf = (source: ProductSource): ContentLang =>
  (LANGS as readonly string[]).includes(source.lang ?? "") ? (source.lang as ContentLang) : SOURCE_LANG

/** Explicit GraphQL types for every content kind, generated from the same declarations the validator uses. */
export const contentTypeDefs = (): string => toSDL(CONTENT_KINDS)

/**
 * Fields computed from the content: `ProductJson.cover`, the first gallery image, which the catalogue, the model
 * cards and the comparison query instead of the whole gallery of every product; `ProductJson.keyFacts`, the product's
 * key facts written in its language from its planner figures (src/lib/content/key-facts.ts), and `sizeAreas`, the
 * area of each size of a "sizes" model as the page writes it ("19.8 m²"): computed here, so that no page ships the
 * code that writes them.
 */
export const computedTypeDefs = (schema: NodePluginSchema): GatsbyGraphQLType[] => [
  // every content node's language and the English file's path in data/ (e.g. "blog/3.json"), which an item's
  // versions in each language share (src/gatsby/content-nodes.ts)
  ...CONTENT_KINDS.map((kind) =>
    schema.buildObjectType({
      name: kind.typeName,
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: { lang: "String!", contentKey: "String!" },
    }),
  ),
  schema.buildObjectType({
    name: "ProductJson",
    interfaces: ["Node"],
    extensions: { infer: false },
    fields: {
      cover: {
        type: "GalleryImage",
        resolve: (source: { gallery?: unknown[] }) => source.gallery?.[0] ?? null,
      },
      keyFacts: {
        type: "[ProductKeyFact!]!",
        resolve: (source: ProductSource) =>
          source.planner ? keyFacts(source.planner, langOf(source), buildWordsOf(langOf(source)).keyFacts) : [],
      },
      sizeAreas: {
        type: "[ProductSizeArea!]!",
        resolve: (source: ProductSource) =>
          source.planner?.sizing === "sizes"
            ? (source.planner.sizes ?? []).map((size) => ({ size, label: formatArea(size, langOf(source)) }))
            : [],
      },
    },
  }),
  schema.buildObjectType({
    name: "ProductKeyFact",
    fields: { key: "String!", label: "String!", value: "String!" },
  }),
  schema.buildObjectType({
    name: "ProductSizeArea",
    fields: { size: "Float!", label: "String!" },
  }),
]

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(contentTypeDefs())
  actions.createTypes(computedTypeDefs(schema))
}
