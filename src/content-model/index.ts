import type { Rule } from "../lib/content/content-schema"
import type { PageKind } from "../lib/routes/routes"
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
  /** the kind of page each item of the collection gets (src/lib/routes/routes.ts PAGE_PATHS) */
  pageKind?: PageKind
}

/** Every kind of content file in data/. A JSON file that matches none of them stops the build. */
export const CONTENT_KINDS: ContentKind[] = [
  { typeName: "SiteJson", source: { file: "site.json" }, schema: siteSchema },
  { typeName: "NavigationJson", source: { file: "navigation.json" }, schema: navigationSchema },
  { typeName: "HomeJson", source: { file: "home.json" }, schema: homeSchema },
  { typeName: "AboutJson", source: { file: "about.json" }, schema: aboutSchema },
  { typeName: "CatalogueJson", source: { file: "catalogue.json" }, schema: catalogueSchema },
  { typeName: "DeliveryPortsJson", source: { file: "delivery-ports.json" }, schema: deliveryPortsSchema },
  { typeName: "ProductJson", source: { dir: "products" }, schema: productSchema, unique: ["path", "name", "order"], pageKind: "product" },
  { typeName: "FeaturedJson", source: { dir: "featured" }, schema: featuredSchema, unique: ["path", "order"], pageKind: "featured" },
  { typeName: "BlogPostJson", source: { dir: "blog" }, schema: blogPostSchema, unique: ["id", "title", "slug"], pageKind: "blogPost" },
  { typeName: "LegalPageJson", source: { dir: "legal" }, schema: legalPageSchema, unique: ["path"], pageKind: "legal" },
  { typeName: "ServiceJson", source: { dir: "services" }, schema: serviceSchema, unique: ["id", "slug"], pageKind: "service" },
]

/**
 * Finds the content kind of an English JSON file from its path relative to data/ (POSIX separators). A translation
 * (`blog/3.fr.json`) has the kind of its English file (`blog/3.en.json`); both are matched by the item key `blog/3.json`: see splitLangFile in src/lib/content/content-i18n.ts.
 */
export function kindOf(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) =>
    "file" in kind.source
      ? relativePath === kind.source.file
      : relativePath.startsWith(kind.source.dir + "/") && relativePath.split("/").length === 2,
  )
}
