import type React from "react"
import { AboutPreview } from "./about"
import { BlogPostPreview } from "./blog"
import { CataloguePreview } from "./catalogue"
import { FeaturedPreview } from "./featured"
import { HomePreview } from "./home"
import { LegalPagePreview } from "./legal"
import { ProductPreview } from "./product"
import { ServicePreview } from "./service"
import type { PreviewProps } from "./shared"

/**
 * The content editor's preview pane, drawn with the site's own components and styles: one template for every
 * collection that has a page, by the collection's name in the editor (cmsCollectionName, src/content-model/cms-config.ts).
 * Each is given the entry (an Immutable map) and `getAsset`, and draws the entry in the language shown.
 */
export const PREVIEW_TEMPLATES: Record<string, React.FC<PreviewProps>> = {
  blog: BlogPostPreview,
  products: ProductPreview,
  featured: FeaturedPreview,
  services: ServicePreview,
  legal: LegalPagePreview,
  home: HomePreview,
  about: AboutPreview,
  catalogue: CataloguePreview,
}

export { AboutPreview, BlogPostPreview, CataloguePreview, FeaturedPreview, HomePreview, LegalPagePreview, ProductPreview, ServicePreview }
export { langOf, type PreviewProps } from "./shared"
