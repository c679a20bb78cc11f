import type { ProductBlock, ProductBlockType } from "../../../content-model/products"
import type { ProductCard } from "../ModelCards"

/** The block of one type, with exactly the fields the content model gives that type. */
export type BlockOf<T extends ProductBlockType> = Extract<ProductBlock, { type: T }>

/** What a block may need from the page around it. */
export interface BlockContext {
  /** every product (one cover each), for the comparison table and the model cards; blocks filter by group */
  products: ProductCard[]
  /** the page's own product path and group, to mark its column in the comparison */
  currentPath?: string
  currentGroup?: string | null
  /** the area of each size of the page's product, as the page writes it: a measurement tab of a size gives it in its label */
  sizeAreas?: ReadonlyArray<{ size: number; label: string }>
}

export interface BlockProps<T extends ProductBlockType> {
  block: BlockOf<T>
  /** position on the page: every other block has the alternate background */
  index: number
  context: BlockContext
}
