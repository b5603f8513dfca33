import { BookmarkToggle } from '@/features/favourites'
import { productUrl } from '@/shared/routing/urls'
import { CardGrid } from '@/shared/ui/cardGrid'
import { Img } from '@/shared/ui/Img'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { COMPARE_FORM_ID } from './compare/compareQuery'
import type { ProductSummary } from './model'
import { priceRange } from './price'
import styles from './ProductCard.module.css'
import { ratingOf } from './rating'
import { RatingStars } from './RatingStars'

export interface ProductCardOptions {
  headingLevel?: 2 | 3
  /** Show a Compare tick box belonging to the listing's compare form. */
  compare?: boolean
}

/**
 * A product's card. Its image loads lazily, unless the card is on screen when the page opens (`eager`:
 * the first row of a page's main grid), where waiting to load it would delay the page's largest paint.
 */
export function ProductCard({ product, headingLevel = 3, compare = false, eager = false }: { product: ProductSummary; eager?: boolean } & ProductCardOptions) {
  const Heading = `h${headingLevel}` as const
  const price = priceRange(product.minPrice, product.maxPrice)
  const rating = ratingOf(product)
  return (
    <article className={styles.card}>
      {product.heroImage ? <Img picture={product.heroImage} width={300} height={300} alt="" eager={eager} /> : <span className={styles.noImage} />}
      <Heading className={styles.title}>
        <a href={productUrl(product)}>{product.title}</a>
      </Heading>
      {rating ? <RatingStars rating={rating} /> : null}
      <p className={styles.description}>{product.shortDescription}</p>
      {price ? <p className={styles.price}>{price}</p> : null}
      <div className={styles.actions}>
        <BookmarkToggle kind="product" id={String(product.id)} name={product.title} />
        {compare ? (
          <label className={styles.compare}>
            <input type="checkbox" name="products" value={product.slug} form={COMPARE_FORM_ID} />
            Compare<VisuallyHidden> {product.title}</VisuallyHidden>
          </label>
        ) : null}
      </div>
    </article>
  )
}

/** Product cards in a grid; `eager`: how many leading cards are on screen when the page opens (see ProductCard). */
export function ProductGrid({ products, eager = 0, ...options }: { products: ProductSummary[]; eager?: number } & ProductCardOptions) {
  return (
    <CardGrid count={products.length}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} {...options} />
        </li>
      ))}
    </CardGrid>
  )
}
