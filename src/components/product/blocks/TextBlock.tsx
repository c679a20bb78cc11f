import React from "react"
import { graphql } from "gatsby"
import { BlockHeading, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** Paragraphs of text, with an optional heading. */
export const TextBlock: React.FC<BlockProps<"text">> = ({ block, index }) => (
  <BlockSection block={block} index={index} staticHtml>
    <div className={`prose ${styles.text}`}>
      <BlockHeading heading={block.heading} />
      {block.paragraphs.map((p, j) => (
        <p key={j}>{p}</p>
      ))}
    </div>
  </BlockSection>
)

export const textBlockFragment = graphql`
  fragment TextBlockFields on ProductSection {
    heading
    paragraphs
  }
`
