import path from "path"
import type { GatsbyNode } from "gatsby"
import { withTrailingSlash } from "../lib/paths"
import { BLOG_NOT_FOUND_MATCH, BLOG_NOT_FOUND_PATH } from "../lib/not-found"

interface PageKind {
  /** the GraphQL `all...` field */
  query: string
  /** the fields to read; `path` of the page is built from them */
  fields: string
  template: string
  pathOf: (node: Record<string, string>) => string
  /** extra page context read by the layout (e.g. the product named by the header's Brochure button) */
  contextOf?: (node: Record<string, string>) => Record<string, string>
}

/** The page kinds created from content: one template each, one page per JSON file. */
export const PAGE_KINDS: PageKind[] = [
  {
    query: "allProductJson",
    fields: "id path name",
    template: "product.tsx",
    pathOf: (n) => n.path,
    contextOf: (n) => ({ productName: n.name }),
  },
  { query: "allFeaturedJson", fields: "id path", template: "featured-product.tsx", pathOf: (n) => n.path },
  { query: "allBlogPostJson", fields: "id jsonId", template: "blog-post.tsx", pathOf: (n) => `/blog-details/${n.jsonId}` },
  { query: "allLegalPageJson", fields: "id path", template: "legal-page.tsx", pathOf: (n) => n.path },
  { query: "allServiceJson", fields: "id jsonId", template: "service.tsx", pathOf: (n) => `/service-details/${n.jsonId}` },
]

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const kind of PAGE_KINDS) {
    const result = await graphql<Record<string, { nodes: Record<string, string>[] }>>(
      `{ ${kind.query} { nodes { ${kind.fields} } } }`,
    )
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query ${kind.query} to create pages`, result.errors)
      return
    }
    for (const node of result.data[kind.query].nodes) {
      actions.createPage({
        path: withTrailingSlash(kind.pathOf(node)),
        component: path.resolve(`src/templates/${kind.template}`),
        context: { id: node.id, ...kind.contextOf?.(node) },
      })
    }
  }
  // public/blog-details/404.html: 'Blog not found.' in the HTML a static host serves for an unknown article id
  actions.createPage({ path: BLOG_NOT_FOUND_PATH, matchPath: BLOG_NOT_FOUND_MATCH, component: path.resolve("src/pages/404.tsx"), context: {} })
}
