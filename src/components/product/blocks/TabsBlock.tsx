import React from "react"
import { graphql } from "gatsby"
import { Tabs } from "../../media/Tabs"
import { Drawing } from "../Drawing"
import { BlockHeading, BlockSection } from "./BlockSection"
import type { BlockProps } from "./types"
import * as styles from "../ProductSections.module.css"

/** Drawings of the sizes or layouts of a model, one tab each. */
export const TabsBlock: React.FC<BlockProps<"tabs">> = ({ block, index }) => (
  <BlockSection block={block} index={index}>
    <BlockHeading heading={block.heading} />
    <Tabs
      label={block.heading}
      items={block.tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
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
      alt
      description
      image {
        publicURL
      }
    }
  }
`
