import React from "react"
import { graphql } from "gatsby"
import { BlockHeading, BlockSection, CheckList } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** A highlighted offer (what comes with the model), with an optional checked list. */
export const OfferBlock: React.FC<BlockProps<"offer">> = ({ block, index }) => (
  <BlockSection block={block} index={index} staticHtml>
    <div className={styles.offer}>
      <BlockHeading heading={block.heading} />
      <p>{block.text}</p>
      {block.items?.length ? <CheckList items={block.items} /> : null}
    </div>
  </BlockSection>
)

export const offerBlockFragment = graphql`
  fragment OfferBlockFields on ProductSection {
    heading
    text
    items
  }
`
