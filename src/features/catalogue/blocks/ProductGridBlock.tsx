import { idOf } from '@/cms/relations'
import { BlockSection, type BlockDefinitions, defineBlock } from '@/features/content'

import { findProducts } from '../data'
import { ProductGrid } from '../ProductCard'

interface ProductGridView {
  heading: string
  /** the editor's chosen products; none: the category's and brand's, in featured order */
  productIds: number[]
  categoryId?: number
  brandId?: number
  limit: number
  /** the section's id, for links ending in #anchor */
  anchor?: string
}

/** A grid of products: the ones an editor chose, or those of a category and brand. */
export const productGridBlock = defineBlock<'productGrid', ProductGridView>(
  (block) => {
    const categoryId = idOf(block.category)
    const brandId = idOf(block.brand)
    return {
      heading: block.heading,
      productIds: (block.products ?? []).map(idOf).filter((value): value is number => typeof value === 'number'),
      ...(categoryId ? { categoryId } : {}),
      ...(brandId ? { brandId } : {}),
      limit: block.limit ?? 8,
      ...(block.anchor ? { anchor: block.anchor } : {}),
    }
  },
  async ({ block }) => {
    const products = await findProducts({
      ids: block.productIds.length > 0 ? block.productIds : undefined,
      category: block.categoryId,
      brand: block.brandId,
      limit: block.limit,
    })
    return (
      <BlockSection heading={block.heading} id={block.anchor}>
        <ProductGrid products={products} />
      </BlockSection>
    )
  },
)

/** The catalogue's content blocks (src/app/blockViews.ts collects them). */
export const catalogueBlocks = { productGrid: productGridBlock } satisfies BlockDefinitions
