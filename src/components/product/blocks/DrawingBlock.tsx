import React from "react"
import { graphql } from "gatsby"
import { Drawing } from "../Drawing"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** A technical drawing (floor plan, layout) in SVG, shown whole beside its heading; it opens in the lightbox, which zooms. */
export const DrawingBlock: React.FC<BlockProps<"drawing">> = ({ block, index }) => (
  <BlockSection block={block} index={index}>
    <div className={styles.drawingBlock}>
      <div>
        <BlockHeading heading={block.heading} />
        <BlockLead text={block.text} />
      </div>
      <Drawing file={block.image} alt={block.alt} />
    </div>
  </BlockSection>
)

export const drawingBlockFragment = graphql`
  fragment DrawingBlockFields on ProductSection {
    heading
    text
    alt
    image {
      publicURL
    }
  }
`
