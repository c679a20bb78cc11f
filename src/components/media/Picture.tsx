import React from "react"
import type { CSSProperties } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./Picture.module.css"

export interface PictureProps {
  /** the variants gatsby-plugin-image (sharp) produced at build time for this image */
  image: IGatsbyImageData
  alt: string
  /** the wrapper's class: its box (height, corners) is the caller's to decide */
  className?: string
  /** "lazy" (default) below the fold; the page's largest paint uses PriorityImage */
  loading?: "lazy" | "eager"
  /** the image's rendered width at each viewport; by default the one the query gave */
  sizes?: string
  /** the page's largest paint: eager, and fetched at high priority */
  priority?: boolean
}

/**
 * One responsive image from gatsby-plugin-image's data: a <picture> with the AVIF and WebP sources and the JPEG
 * fallback, in a box of the image's aspect ratio (so nothing moves when it arrives) painted in the image's
 * dominant colour until then.
 *
 * It replaces the plugin's GatsbyImage component, whose browser code cost more than it gave here: every image
 * was written twice (again in <noscript>), hidden at opacity 0 until an inline script or its hydration showed it,
 * and after hydration the component loaded a chunk with React's server renderer (21 KB gzip, about 10 ms of
 * script evaluation per page on a fast desktop) to redraw itself. The browser's own lazy loading and `decoding`
 * do the rest. The image keeps the `data-main-image` attribute the browser tests look for.
 */
export const Picture: React.FC<PictureProps> = ({ image, alt, className, loading = "lazy", sizes, priority = false }) => {
  const { layout, width, height, backgroundColor, images } = image
  const imageSizes = sizes ?? images.fallback?.sizes
  const box: CSSProperties = layout === "fixed" ? { width, height } : { aspectRatio: `${width} / ${height}` }
  if (layout === "constrained") box.maxWidth = width
  if (backgroundColor) box.backgroundColor = backgroundColor
  return (
    <div className={[styles.wrapper, styles[layout], className].filter(Boolean).join(" ")} style={box}>
      <picture>
        {(images.sources ?? []).map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={imageSizes} />
        ))}
        <img
          data-main-image=""
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={imageSizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : loading}
          decoding="async"
          // written in lower case: React 18 does not know the camel-cased property and would warn
          {...(priority ? { fetchpriority: "high" } : {})}
        />
      </picture>
    </div>
  )
}
