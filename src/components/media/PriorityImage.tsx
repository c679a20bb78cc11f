import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./Picture"

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
 * checks it) and Picture, lazy, for every other image.
 */
export const PriorityImage: React.FC<Props> = ({ image, alt, className, sizes }) => (
  <Picture image={image} alt={alt} className={className} sizes={sizes} priority />
)
