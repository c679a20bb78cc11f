import type { ContentError, Rule } from "../lib/content/content-schema"
import { companyFactErrors } from "../lib/content/company-facts"
import { productFactErrors } from "../lib/content/consistency"
import { deliveryPortErrors, productPlannerErrors } from "../lib/content/planner-content"
import { keyFactsErrors } from "../lib/content/key-facts-check"
import { PAGE_KIND_TABLE, type PageKind, type PageKindDeclaration } from "../lib/routes/routes"
import { aboutSchema } from "./about"
import { blogPostSchema } from "./blog"
import { catalogueSchema } from "./catalogue"
import { deliveryPortsSchema } from "./delivery-ports"
import { featuredSchema } from "./featured"
import { homeSchema } from "./home"
import { legalPageSchema } from "./legal"
import { navigationSchema } from "./navigation"
import { productSchema } from "./products"
import { serviceSchema } from "./services"
import { siteSchema } from "./site"

export interface ContentKind {
  /** GraphQL node type */
  typeName: string
  /** a folder of one-file-per-item collections, or a single file */
  source: { dir: string } | { file: string }
  schema: Record<string, Rule>
  /** field that must be unique across a collection (within one language) */
  unique?: string[]
  /** the kind of page each item of the collection gets (src/lib/routes/routes.ts PAGE_KIND_TABLE) */
  pageKind?: PageKind
  /**
   * The rules that read several fields of an item together (src/lib/content/planner-content.ts, company-facts.ts,
   * consistency.ts), run on its English
   * file once it matches `schema`; each error names the field.
   */
  crossFieldErrors?: (doc: Record<string, unknown>) => ContentError[]
}

/** What the content model says of a kind's files: their fields, those unique across the collection, their cross-field rules. */
export type KindContent = Pick<ContentKind, "schema" | "unique" | "crossFieldErrors">

/** The single files of data/ (each in every language: site.en.json, site.fr.json). */
const FILE_KINDS: ContentKind[] = [
  { typeName: "SiteJson", source: { file: "site.json" }, schema: siteSchema, crossFieldErrors: companyFactErrors },
  { typeName: "NavigationJson", source: { file: "navigation.json" }, schema: navigationSchema },
  { typeName: "HomeJson", source: { file: "home.json" }, schema: homeSchema },
  { typeName: "AboutJson", source: { file: "about.json" }, schema: aboutSchema },
  { typeName: "CatalogueJson", source: { file: "catalogue.json" }, schema: catalogueSchema },
  {
    typeName: "DeliveryPortsJson",
    source: { file: "delivery-ports.json" },
    schema: deliveryPortsSchema,
    crossFieldErrors: deliveryPortErrors,
  },
]

/**
 * The content of each page kind. The kinds themselves (GraphQL type, data/ folder, template, path) are declared in
 * src/lib/routes/routes.ts PAGE_KIND_TABLE; a kind declared there without its content here is a type error.
 */
export const PAGE_CONTENT: Record<PageKind, KindContent> = {
  product: {
    schema: productSchema,
    unique: ["path", "name", "order"],
    crossFieldErrors: (doc) => [...productPlannerErrors(doc), ...keyFactsErrors(doc), ...productFactErrors(doc)],
  },
  featured: { schema: featuredSchema, unique: ["path", "order"] },
  blogPost: { schema: blogPostSchema, unique: ["id", "title", "slug"] },
  legal: { schema: legalPageSchema, unique: ["path"] },
  service: { schema: serviceSchema, unique: ["id", "slug"] },
}

/** The content kinds of a table of page kinds, in its order: pure, for any table. */
export const pageContentKinds = (
  kinds: Readonly<Record<string, PageKindDeclaration>>,
  content: Readonly<Record<string, KindContent>>,
): ContentKind[] =>
  Object.entries(kinds).map(([kind, { typeName, folder }]) => {
    if (!content[kind])
      throw new Error(`the page kind ${kind} has no content model (its schema: PAGE_CONTENT in src/content-model/index.ts)`)
    const { schema, unique, crossFieldErrors } = content[kind]
    return {
      typeName,
      source: { dir: folder },
      schema,
      ...(unique ? { unique } : {}),
      pageKind: kind as PageKind,
      ...(crossFieldErrors ? { crossFieldErrors } : {}),
    }
  })

/** Every kind of content file in data/. A JSON file that matches none of them stops the build. */
export const CONTENT_KINDS: ContentKind[] = [...FILE_KINDS, ...pageContentKinds(PAGE_KIND_TABLE, PAGE_CONTENT)]

/**
 * Finds the content kind of a JSON file from its item key, its path relative to data/ without the language (POSIX
 * separators): `blog/3.en.json` and its translation `blog/3.fr.json` are both matched by `blog/3.json` (see
 * splitLangFile in src/lib/content/content-i18n.ts).
 */
export function kindOf(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) =>
    "file" in kind.source
      ? relativePath === kind.source.file
      : relativePath.startsWith(kind.source.dir + "/") && relativePath.split("/").length === 2,
  )
}
