import type { GatsbyGraphQLType, GatsbyNode, NodePluginSchema } from "gatsby"
import { toSDL } from "../lib/content/content-schema"
import { CONTENT_KINDS } from "../content-model"

/** Explicit GraphQL types for every content kind, generated from the same declarations the validator uses. */
export const contentTypeDefs = (): string => toSDL(CONTENT_KINDS)

/**
 * Fields computed from the content: `ProductJson.cover`, the first gallery image, which the catalogue, the model
 * cards and the comparison query instead of the whole gallery of every product.
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
    },
  }),
]

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(contentTypeDefs())
  actions.createTypes(computedTypeDefs(schema))
}
