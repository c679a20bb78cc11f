import React from "react"
import { graphql } from "gatsby"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"
import { SpecValue } from "../SpecValue"

/** Label and value pairs (materials, finishes), with an optional introduction. */
export const DetailsBlock: React.FC<BlockProps<"details">> = ({ block, index }) => (
  <BlockSection block={block} index={index} staticHtml>
    <BlockHeading heading={block.heading} />
    <BlockLead text={block.intro} />
    <dl className={styles.details}>
      {block.rows.map((row) => (
        <div key={row.label} className={styles.detail}>
          <dt>{row.label}</dt>
          <dd>
            <SpecValue value={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  </BlockSection>
)

export const detailsBlockFragment = graphql`
  fragment DetailsBlockFields on ProductSection {
    heading
    intro
    rows {
      label
      value
    }
  }
`
