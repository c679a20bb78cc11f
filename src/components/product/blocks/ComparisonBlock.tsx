import React from "react"
import { graphql } from "gatsby"
import { ComparisonTable } from "../ComparisonTable"
import { buildComparison } from "../../../lib/content/comparison"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import { useUi } from "../../../i18n"

/** The models of the page's group side by side, built from their specs; nothing when the group has one model. */
export const ComparisonBlock: React.FC<BlockProps<"comparison">> = ({ block, index, context }) => {
  const rowLabels = useUi().product.comparison.rows
  const group = context.products.filter((p) => p.group === context.currentGroup)
  if (group.length < 2) return null
  return (
    <BlockSection block={block} index={index} staticHtml className="no-break">
      <BlockHeading heading={block.heading} />
      <BlockLead text={block.text} />
      <ComparisonTable comparison={buildComparison(group, rowLabels, context.currentPath)} caption={block.heading} />
    </BlockSection>
  )
}

export const comparisonBlockFragment = graphql`
  fragment ComparisonBlockFields on ProductSection {
    heading
    text
  }
`
