import React from "react"
import { Picture } from "./Picture"
import { useLightbox } from "./Lightbox"
import type { MediaImage } from "./types"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./ImageGrid.module.css"

interface Props {
  images: MediaImage[]
  /** columns from the large breakpoint up (1 to 4); fewer on narrow screens */
  columns: number
  /** alternate 500 px and 300 px high cells (spec 9: interior grid cells are 300 or 500 px high) */
  mosaic?: boolean
}

/**
 * A one-column grid's picture fills the page's column (1192 px from 1240 px) in a 500 px high cell, and a phone's 300 px
 * high cell, cut to its middle: it needs 600 px of height on a phone's screen, which a 720 px wide rendering gives.
 */
const BANNER_SIZES = "(min-width: 1240px) 1192px, (min-width: 768px) 100vw, 720px"

/** A grid of images; selecting one opens the lightbox at that image (capsule interiors, villa gallery, 40ft interiors). */
export const ImageGrid: React.FC<Props> = ({ images, columns, mosaic }) => {
  const ui = useUi().media
  const lightbox = useLightbox(images)
  const cols = Math.min(4, Math.max(1, columns))
  return (
    <>
      {/* role="list": Safari drops the list semantics of a list styled with list-style: none */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul className={`${styles.grid} ${mosaic ? styles.mosaic : ""}`} data-columns={cols} role="list">
        {images.map((img, i) => {
          // a one-column grid is a banner as wide as the page: its picture uncut, not the 1.1 thumbnail enlarged (issue 56)
          const data =
            cols === 1 ? (img.image?.childImageSharp?.full ?? img.image?.childImageSharp?.thumb) : img.image?.childImageSharp?.thumb
          return (
            <li key={i} className={styles.cell}>
              <button type="button" className={styles.open} onClick={(e) => lightbox.open(i, e.currentTarget)} data-index={i}>
                <span className="visually-hidden">{formatMessage(ui.enlarge, { n: i + 1, count: images.length })}</span>
                {data ? (
                  <Picture image={data} alt={img.alt} className={styles.image} sizes={cols === 1 ? BANNER_SIZES : undefined} />
                ) : img.image?.publicURL ? (
                  <img src={img.image.publicURL} alt={img.alt} width={800} height={600} loading="lazy" className={styles.image} />
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      {lightbox.element}
    </>
  )
}
