import path from "path"
import type { GatsbyNode } from "gatsby"
import { withTrailingSlash } from "../lib/paths"
import { BLOG_NOT_FOUND_MATCH, BLOG_NOT_FOUND_PATH, PAGE_PATHS, type PageKind } from "../lib/routes"

interface PageSource {
  /** the path of each page: PAGE_PATHS[kind] (src/lib/routes.ts) */
  kind: PageKind
  /** the GraphQL `all...` field */
  query: string
  /** the fields to read: `id`, what the page's path is built from (`path` or `jsonId`) and the context */
  fields: string
  template: string
  /** extra page context read by the layout (e.g. the product named by the header's Brochure button) */
  contextOf?: (node: Record<string, string>) => Record<string, string>
}

/** The page kinds created from content: one template each, one page per JSON file. */
export const PAGE_KINDS: PageSource[] = [
  {
    kind: "product",
    query: "allProductJson",
    fields: "id path name",
    template: "product.tsx",
    contextOf: (n) => ({ productName: n.name }),
  },
  { kind: "featured", query: "allFeaturedJson", fields: "id path", template: "featured-product.tsx" },
  { kind: "blogPost", query: "allBlogPostJson", fields: "id jsonId", template: "blog-post.tsx" },
  { kind: "legal", query: "allLegalPageJson", fields: "id path", template: "legal-page.tsx" },
  { kind: "service", query: "allServiceJson", fields: "id jsonId", template: "service.tsx" },
]

/** The path of a page created from a content node. */
export const pagePathOf = (kind: PageKind, node: Record<string, string>): string =>
  withTrailingSlash(PAGE_PATHS[kind]({ path: node.path, jsonId: node.jsonId }))

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const kind of PAGE_KINDS) {
    const result = await graphql<Record<string, { nodes: Record<string, string>[] }>>(`{ ${kind.query} { nodes { ${kind.fields} } } }`)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query ${kind.query} to create pages`, result.errors)
      return
    }
    for (const node of result.data[kind.query].nodes) {
      actions.createPage({
        path: pagePathOf(kind.kind, node),
        component: path.resolve(`src/templates/${kind.template}`),
        context: { id: node.id, ...kind.contextOf?.(node) },
      })
    }
  }
  // public/blog-details/404.html: 'Blog not found.' in the HTML a static host serves for an unknown article id
  actions.createPage({
    path: BLOG_NOT_FOUND_PATH,
    matchPath: BLOG_NOT_FOUND_MATCH,
    component: path.resolve("src/pages/404.tsx"),
    context: {},
  })
}
