import React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./PriorityImage.module.css"

interface Props {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** the image's rendered width at each viewport (the `sizes` attribute); by default the one the query gave */
  sizes?: string
}

/**
 * The page's largest paint: the one image of a page that loads eagerly with high fetch priority (the hero slide,
 * a product's first photo, a featured or article banner). Use it for exactly one image per page (the browser suite
 * checks it) and gatsby-plugin-image's GatsbyImage, lazy, for every other image.
 *
 * It owns everything that makes that image paint first:
 * - `loading="eager"` and `fetchpriority="high"` (written in lower case: React 18 does not know the camel-cased
 *   property and would pass `fetchPriority` through with a warning);
 * - `sizes`, when the layout needs other widths than the query's;
 * - no fade-in: shown as soon as it arrives (PriorityImage.module.css);
 * - server-rendered images that loaded before the page's scripts ran are revealed by `revealServerImages`
 *   (./reveal-server-images.ts, called from gatsby-browser's onClientEntry before hydration: it also reveals the
 *   lazy images, and a module of its own keeps gatsby-plugin-image out of the app bundle).
 */
export const PriorityImage: React.FC<Props> = ({ image, alt, className, sizes }) => (
  <GatsbyImage
    image={image}
    alt={alt}
    className={className}
    imgClassName={styles.shown}
    loading="eager"
    {...(sizes ? { sizes } : {})}
    {...{ fetchpriority: "high" }}
  />
)
