import type { GatsbyNode } from "gatsby"
import { toSDL } from "../lib/content-schema"
import { CONTENT_KINDS } from "../content-model"

/** Explicit GraphQL types for every content kind, generated from the same declarations the validator uses. */
export const contentTypeDefs = (): string => toSDL(CONTENT_KINDS)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs())
}
