import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A File node from a JSON image field: raster images have childImageSharp, SVGs only a publicURL. */
export interface ImageFile {
  publicURL?: string | null
  childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null
}

export interface HeroSlideData {
  image: ImageFile
  alt: string
  title: string
  subtitle: string
  button?: { label: string; path: string } | null
}
