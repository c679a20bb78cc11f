import path from "path"
import type { GatsbyNode } from "gatsby"
import { withTrailingSlash } from "../lib/routes/paths"
import {
  NOT_FOUND_PAGES,
  PAGE_KIND_TABLE,
  PAGE_PATHS,
  SITE_PATHS_BY_LANG,
  type PageKind,
  type PageKindDeclaration,
  type SitePathName,
} from "../lib/routes/routes"
import { PUBLISHED_LANGS, SOURCE_LANG, type Alternates, type ContentLang } from "../lib/content/content-i18n"
import { plannerWords } from "../i18n/planner"

interface PageSource {
  /** the path of each page: PAGE_PATHS[kind] (src/lib/routes/routes.ts) */
  kind: PageKind
  /** the GraphQL `all...` field */
  query: string
  /** the fields to read: `id`, `lang`, what the page's path is built from (`path`, or `jsonId` and `slug`) and the context */
  fields: string
  template: string
  /** extra page context read by the layout (e.g. the product named by the header's Brochure button) */
  contextOf?: (node: Record<string, string>) => Record<string, string>
}

/** How the pages of a kind of src/lib/routes/routes.ts PAGE_KIND_TABLE are created: pure, for any table. */
export const pageSourceOf = (kind: string, declaration: PageKindDeclaration): PageSource => {
  const context = declaration.context
  const pathFields = declaration.path === "field" ? ["path"] : ["jsonId", "slug"]
  return {
    kind: kind as PageKind,
    query: `all${declaration.typeName}`,
    fields: ["id", "lang", ...pathFields, ...Object.values(context ?? {}), "contentKey"].join(" "),
    template: declaration.template,
    ...(context ? { contextOf: (node) => Object.fromEntries(Object.entries(context).map(([key, field]) => [key, node[field]])) } : {}),
  }
}

/** The page kinds created from content: one template each, one page per JSON file (src/lib/routes/routes.ts PAGE_KIND_TABLE). */
export const PAGE_KINDS: PageSource[] = Object.entries(PAGE_KIND_TABLE).map(([kind, declaration]) => pageSourceOf(kind, declaration))

/** The path of a page created from a content node. */
export const pagePathOf = (kind: PageKind, node: Record<string, string>): string =>
  withTrailingSlash(PAGE_PATHS[kind]({ path: node.path, jsonId: node.jsonId, slug: node.slug, lang: node.lang }))

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const kind of PAGE_KINDS) {
    const result = await graphql<Record<string, { nodes: Record<string, string>[] }>>(`{ ${kind.query} { nodes { ${kind.fields} } } }`)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query ${kind.query} to create pages`, result.errors)
      return
    }
    const published = result.data[kind.query].nodes.filter((node) => PUBLISHED_LANGS.includes(node.lang as ContentLang))
    // the same item in each published language: the language switch and the hreflang links lead from one to the other
    const alternatesOf = new Map<string, Alternates>()
    for (const node of published) {
      const alternates = alternatesOf.get(node.contentKey) ?? alternatesOf.set(node.contentKey, {}).get(node.contentKey)!
      alternates[node.lang as ContentLang] = pagePathOf(kind.kind, node)
    }
    for (const node of published) {
      actions.createPage({
        path: pagePathOf(kind.kind, node),
        component: path.resolve(`src/templates/${kind.template}`),
        context: { id: node.id, lang: node.lang, alternates: alternatesOf.get(node.contentKey), ...kind.contextOf?.(node) },
      })
    }
  }
  // public/blog-details/404.html: 'Blog not found.' in the HTML a static host serves for an unknown article id;
  // for a translation, its articles' folder and its whole folder (src/lib/routes/routes.ts NOT_FOUND_PAGES)
  for (const lang of PUBLISHED_LANGS)
    for (const page of NOT_FOUND_PAGES[lang])
      actions.createPage({ ...page, component: path.resolve("src/pages/404.tsx"), context: { lang } })
}

/**
 * What a singleton route's page context holds besides its language: the project planner's words in the page's
 * language (src/i18n/planner), so that the page's JavaScript carries neither language's words (about 3.5 KB of
 * brotli'd JavaScript of the two languages became a part of each page's page-data.json).
 */
export const SINGLETON_CONTEXT: Partial<Record<SitePathName, (lang: ContentLang) => Record<string, unknown>>> = {
  quote: (lang) => ({ plannerWords: plannerWords(lang) }),
}

/** The singleton route a page of src/pages/ is (its path in the source language), if any. */
const singletonOf = (pagePath: string): SitePathName | undefined =>
  (Object.keys(SITE_PATHS_BY_LANG[SOURCE_LANG]) as SitePathName[]).find(
    (name) => withTrailingSlash(SITE_PATHS_BY_LANG[SOURCE_LANG][name]) === pagePath,
  )

/**
 * The pages of src/pages/ get their language in the page context (their queries read `$lang`); each singleton route
 * gets a twin at its path in every other published language (src/lib/routes/routes.ts SITE_PATHS_BY_LANG).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = page.context as { lang?: string }
  if (context.lang) return
  actions.deletePage(page)
  const name = singletonOf(page.path)
  if (!name) {
    actions.createPage({ ...page, context: { ...page.context, lang: SOURCE_LANG } })
    return
  }
  const alternates: Alternates = Object.fromEntries(
    PUBLISHED_LANGS.map((lang) => [lang, withTrailingSlash(SITE_PATHS_BY_LANG[lang][name])]),
  )
  for (const lang of PUBLISHED_LANGS)
    actions.createPage({
      ...page,
      path: alternates[lang]!,
      context: { ...page.context, lang, alternates, ...SINGLETON_CONTEXT[name]?.(lang) },
    })
}
