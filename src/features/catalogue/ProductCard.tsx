import type { Product } from '@/payload-types'

import { priceRange } from './price'
import styles from './ProductCard.module.css'

export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const price = priceRange(product.minPrice, product.maxPrice)
  return (
    <article className={styles.card}>
      <img src={product.heroImage} alt="" width={300} height={300} loading="lazy" />
      <Heading className={styles.title}>
        <a href={`/en-au/products/${product.slug}`}>{product.title}</a>
      </Heading>
      <p className={styles.description}>{product.shortDescription}</p>
      {price ? <p className={styles.price}>{price}</p> : null}
    </article>
  )
}

export function ProductGrid({ products, headingLevel }: { products: Product[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
