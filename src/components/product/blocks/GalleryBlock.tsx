import React from "react"
import { graphql } from "gatsby"
import { ImageGrid } from "../../media/ImageGrid"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"

/** A grid of pictures that open in the lightbox. */
export const GalleryBlock: React.FC<BlockProps<"gallery">> = ({ block, index }) => (
  <BlockSection block={block} index={index}>
    <BlockHeading heading={block.heading} />
    <BlockLead text={block.text} />
    <ImageGrid images={block.images} columns={block.columns} mosaic={!!block.mosaic} />
  </BlockSection>
)

export const galleryBlockFragment = graphql`
  fragment GalleryBlockFields on ProductSection {
    heading
    text
    columns
    mosaic
    images {
      alt
      image {
        ...MediaImageFile
      }
    }
  }
`
