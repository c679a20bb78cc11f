import type React from "react"
import type { ProductBlock, ProductBlockType } from "../../../content-model/products"
import { TextBlock } from "./TextBlock"
import { ListBlock } from "./ListBlock"
import { DetailsBlock } from "./DetailsBlock"
import { VideoBlock } from "./VideoBlock"
import { GalleryBlock } from "./GalleryBlock"
import { TabsBlock } from "./TabsBlock"
import { DrawingBlock } from "./DrawingBlock"
import { OfferBlock } from "./OfferBlock"
import { ComparisonBlock } from "./ComparisonBlock"
import { ModelsBlock } from "./ModelsBlock"
import type { BlockProps } from "./types"

/**
 * The component of each block type of the content model (`productSection` in src/content-model/products.ts).
 * Adding a block type there without a component here is a type error; each component declares the GraphQL fragment
 * of its fields, and ProductSectionFields (ProductSections.tsx) spreads them all.
 */
export const BLOCKS: { readonly [T in ProductBlockType]: React.FC<BlockProps<T>> } = {
  text: TextBlock,
  list: ListBlock,
  details: DetailsBlock,
  video: VideoBlock,
  gallery: GalleryBlock,
  tabs: TabsBlock,
  drawing: DrawingBlock,
  offer: OfferBlock,
  comparison: ComparisonBlock,
  models: ModelsBlock,
}

/** The component of a block; an unknown type (content the model does not declare) stops the build naming it. */
export function blockComponent<T extends ProductBlockType>(block: Extract<ProductBlock, { type: T }>): React.FC<BlockProps<T>> {
  const type: string = block.type
  if (!Object.prototype.hasOwnProperty.call(BLOCKS, type))
    throw new Error(
      `Unknown product block type "${type}": no component in src/components/product/blocks for it ` +
        `(known types: ${Object.keys(BLOCKS).join(", ")})`,
    )
  return BLOCKS[block.type as T]
}
