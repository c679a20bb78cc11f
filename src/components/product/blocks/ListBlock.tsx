import React from "react"
import { graphql } from "gatsby"
import { BlockHeading, BlockLead, BlockSection, CheckList } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** A checked list (features, what is included), with an optional introduction. */
export const ListBlock: React.FC<BlockProps<"list">> = ({ block, index }) => (
  <BlockSection block={block} index={index} staticHtml>
    <div className={styles.text}>
      <BlockHeading heading={block.heading} />
      <BlockLead text={block.intro} />
      <CheckList items={block.items} />
    </div>
  </BlockSection>
)

export const listBlockFragment = graphql`
  fragment ListBlockFields on ProductSection {
    heading
    intro
    items
  }
`
