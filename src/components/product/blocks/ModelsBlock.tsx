import React from "react"
import { graphql } from "gatsby"
import { ModelCards, toModelCard } from "../ModelCards"
import { BlockHeading, BlockLead, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"

/** Cards of every product of a group (the featured expandable page lists the 20, 30 and 40 ft models). */
export const ModelsBlock: React.FC<BlockProps<"models">> = ({ block, index, context }) => (
  <BlockSection block={block} index={index} staticHtml>
    <BlockHeading heading={block.heading} />
    <BlockLead text={block.text} />
    <ModelCards models={context.products.filter((p) => p.group === block.group).map(toModelCard)} />
  </BlockSection>
)

export const modelsBlockFragment = graphql`
  fragment ModelsBlockFields on ProductSection {
    heading
    text
    group
  }
`
