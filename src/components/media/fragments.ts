import { graphql } from "gatsby"

/**
 * The image variants every gallery, carousel and grid uses:
 *  - `thumb`: the picture on the page (cropped to fill a 400 px high slide or a grid cell, AVIF/WebP/JPEG, lazy);
 *  - `full`: what the lightbox shows, as a WebP srcSet (never the original file).
 * A product card shows only the `thumb` of its cover (MediaThumbFile): no lightbox variant is queried for it.
 * SVG drawings have no childImageSharp: they are shown from `publicURL`.
 */
export const mediaImageFragment = graphql`
  fragment MediaThumbFile on File {
    childImageSharp {
      thumb: gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 1.1
        breakpoints: [360, 720, 1080]
        sizes: "(min-width: 1024px) 420px, (min-width: 768px) 50vw, 85vw"
      )
    }
  }

  fragment MediaImageFile on File {
    publicURL
    ...MediaThumbFile
    childImageSharp {
      full: gatsbyImageData(layout: CONSTRAINED, width: 1600, formats: [WEBP], placeholder: NONE)
    }
  }
`
