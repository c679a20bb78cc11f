import React, { useMemo } from "react"
import { useLightbox } from "../media/Lightbox"
import { Icon } from "../ui/Icon"
import { useUi } from "../../i18n"
import * as styles from "./Drawing.module.css"

/** The size a drawing may be zoomed to in the lightbox: three times its 1200 × 800 drawing, its labels then legible on a phone. */
const ZOOM_SIZE = { width: 3600, height: 2400 }

/**
 * A technical drawing (floor plan, measurement drawing, layout) in SVG, shown from its URL in a box with reserved
 * proportions (width/height attributes and object-fit: contain), so nothing shifts while it loads. Selecting it opens
 * it in the lightbox, which zooms: on a phone the column is too narrow to read its labels (issue 56).
 */
export const Drawing: React.FC<{ file: { publicURL?: string | null } | null; alt: string }> = ({ file, alt }) => {
  const ui = useUi().media
  const images = useMemo(() => [{ image: file, alt }], [file, alt])
  const lightbox = useLightbox(images, { zoom: true, size: ZOOM_SIZE })
  if (!file?.publicURL) return null
  return (
    <>
      <button type="button" className={styles.open} onClick={(e) => lightbox.open(0, e.currentTarget)} data-drawing="">
        <span className="visually-hidden">{ui.enlargeDrawing}</span>
        <img className={styles.drawing} src={file.publicURL} alt={alt} width={1200} height={800} loading="lazy" decoding="async" />
        <span className={styles.zoom} aria-hidden="true">
          <Icon name="expand" size={18} />
        </span>
      </button>
      {lightbox.element}
    </>
  )
}
