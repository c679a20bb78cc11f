import React from "react"
import { graphql } from "gatsby"
import { blockComponent } from "./blocks"
import type { BlockContext, BlockProps } from "./blocks/types"
import type { ProductBlock, ProductBlockType } from "../../content-model/products"

interface Props extends BlockContext {
  sections: ProductBlock[]
}

/**
 * Renders a page's content blocks in order, each by the component of its type (src/components/product/blocks):
 * one implementation for every product and featured page.
 */
export const ProductSections: React.FC<Props> = ({ sections, ...context }) => (
  <>
    {sections.map((block, i) => {
      const Block = blockComponent(block) as React.FC<BlockProps<ProductBlockType>>
      return <Block key={i} block={block} index={i} context={context} />
    })}
  </>
)

/** Every field a block can have: the fragments of the block components. */
export const productSectionFragment = graphql`
  fragment ProductSectionFields on ProductSection {
    type
    ...TextBlockFields
    ...ListBlockFields
    ...DetailsBlockFields
    ...VideoBlockFields
    ...GalleryBlockFields
    ...TabsBlockFields
    ...DrawingBlockFields
    ...OfferBlockFields
    ...ComparisonBlockFields
    ...ModelsBlockFields
  }
`
