import React from "react"
import { graphql } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { VideoPlayer } from "../../media/VideoPlayer"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** A film beside its heading and text; nothing when the video file is missing. */
export const VideoBlock: React.FC<BlockProps<"video">> = ({ block, index }) => {
  const src = block.src?.publicURL
  if (!src) return null
  const posterData = block.poster?.childImageSharp?.gatsbyImageData
  const poster = (posterData && getSrc(posterData)) || block.poster?.publicURL
  return (
    <BlockSection block={block} index={index}>
      <div className={styles.split}>
        <div>
          <BlockHeading heading={block.heading} />
          <BlockLead text={block.text} />
        </div>
        <VideoPlayer src={src} poster={poster} label={block.label} />
      </div>
    </BlockSection>
  )
}

export const videoBlockFragment = graphql`
  fragment VideoBlockFields on ProductSection {
    heading
    text
    label
    src {
      publicURL
    }
    poster {
      publicURL
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 960, formats: [WEBP], placeholder: NONE)
      }
    }
  }
`
