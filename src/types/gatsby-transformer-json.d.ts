declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, Node } from "gatsby"
  type TypeName = (args: { node: Node; object: unknown; isArray: boolean }) => string
  export function onCreateNode(args: CreateNodeArgs, options: { typeName: TypeName | string }): Promise<void>
}
