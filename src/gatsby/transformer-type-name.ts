import { kindOf } from "../content-model"

/** gatsby-transformer-json `typeName`: the node type of a data/ JSON file. */
export const contentTypeName = ({ node }: { node: { relativePath?: string } }): string =>
  kindOf(node.relativePath ?? "")?.typeName ?? "UnknownJson"
