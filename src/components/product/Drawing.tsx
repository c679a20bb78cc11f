import React from "react"
import * as styles from "./Drawing.module.css"

/**
 * A technical drawing (floor plan, measurement drawing, layout) in SVG, shown from its URL in a box with reserved
 * proportions (width/height attributes and object-fit: contain), so nothing shifts while it loads.
 */
export const Drawing: React.FC<{ file: { publicURL?: string | null } | null; alt: string }> = ({ file, alt }) =>
  file?.publicURL ? (
    <img className={styles.drawing} src={file.publicURL} alt={alt} width={1200} height={800} loading="lazy" decoding="async" />
  ) : null
