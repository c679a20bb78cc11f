import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { MediaFile, MediaImage } from "../media/types"
import type { SlidesPerView } from "../../lib/carousel"
import type { ComparableProduct } from "../../lib/comparison"

/** A content block of a product or featured page, as queried (every field of the union is optional). */
export interface SectionData {
  type: string
  heading?: string | null
  text?: string | null
  intro?: string | null
  paragraphs?: string[] | null
  items?: string[] | null
  rows?: Array<{ label: string; value: string }> | null
  src?: { publicURL?: string | null } | null
  poster?: { publicURL?: string | null; childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null } | null
  label?: string | null
  columns?: number | null
  mosaic?: boolean | null
  images?: MediaImage[] | null
  tabs?: Array<{ id: string; label: string; alt: string; description: string; image: MediaFile | null }> | null
  image?: MediaFile | null
  alt?: string | null
  group?: string | null
}

export interface ProductSummary extends ComparableProduct {
  group: string
  title: string
  pitch: string
  sizeRange: string
  gallery: MediaImage[]
}

export interface ProductData extends ProductSummary {
  seo: { title?: string | null; description: string }
  carousel: SlidesPerView
  intro: string[]
  specs: Array<{ label: string; value: string; key?: string | null }>
  sections: SectionData[]
}
