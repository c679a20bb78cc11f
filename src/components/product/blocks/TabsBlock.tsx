import React from "react"
import { graphql } from "gatsby"
import { Tabs } from "../../media/Tabs"
import { Drawing } from "../Drawing"
import { BlockHeading, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** "Size 1 · 13 m²": a tab that draws one of the model's sizes gives its area after the label (issue 56). */
const tabLabel = (label: string, size: number | null | undefined, areas: BlockProps<"tabs">["context"]["sizeAreas"]) => {
  const area = size == null ? undefined : areas?.find((a) => a.size === size)?.label
  return area ? `${label} · ${area}` : label
}

/** Drawings of the sizes or layouts of a model, one tab each. */
export const TabsBlock: React.FC<BlockProps<"tabs">> = ({ block, index, context }) => (
  <BlockSection block={block} index={index}>
    <BlockHeading heading={block.heading} />
    <Tabs
      label={block.heading}
      items={block.tabs.map((tab) => ({
        id: tab.id,
        label: tabLabel(tab.label, tab.size, context.sizeAreas),
        content: (
          <div className={styles.tabPanel}>
            <Drawing file={tab.image} alt={tab.alt} />
            <p className={styles.tabText}>{tab.description}</p>
          </div>
        ),
      }))}
    />
  </BlockSection>
)

export const tabsBlockFragment = graphql`
  fragment TabsBlockFields on ProductSection {
    heading
    tabs {
      id
      label
      size
      alt
      description
      image {
        publicURL
      }
    }
  }
`
