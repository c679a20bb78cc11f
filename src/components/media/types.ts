import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface MediaFile {
  publicURL?: string | null
  childImageSharp?: { thumb?: IGatsbyImageData | null; full?: IGatsbyImageData | null } | null
}

/** One picture of a gallery, carousel or grid, as queried with the MediaImageFile fragment. */
export interface MediaImage {
  alt: string
  image: MediaFile | null
}
