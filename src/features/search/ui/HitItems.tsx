import type { ReactNode } from 'react'

import { priceRange, RatingStars } from '@/features/catalogue'

import { SEARCH_RESULTS_SHOWN } from '../constants'
import type { ArticleSearchRecord, ProductSearchRecord } from '../records'
import { Highlight } from './Highlight'
import styles from './SearchResults.module.css'
import type { Hit } from './searchRequests'

/**
 * The results page's lists, the same whether the server draws them (its first answer) or the page's
 * client does (another sort, more hits, another query). Each hit's link carries its position in the
 * answer (`data-position`), which the page reads when a hit is opened (the search insights' click count).
 */

/**
 * The first answer's lists as the server drew them: the page's client shows these until it asks for
 * answers of its own, so the first answer's hits are neither sent to the browser as data nor drawn again
 * as the page hydrates. `shown`: how many hits each tab's list holds (more are numbered after them).
 */
export interface DrawnLists {
  products: ReactNode
  articles: ReactNode
  top: ReactNode
  shown: { products: number; articles: number }
}

type AnyHit = Hit<ProductSearchRecord | ArticleSearchRecord>

const isProductHit = (hit: AnyHit): hit is Hit<ProductSearchRecord> => 'minPrice' in hit || 'maxPrice' in hit || 'reviewStatistic' in hit

/**
 * One hit of either tab: its title (highlighted) linking to it, and its short description; a product's
 * rating and price too, drawn as the listing's cards draw them (the catalogue's RatingStars and price).
 */
export function HitItem({ hit, image, position }: { hit: AnyHit; image?: string; position?: number }) {
  const product = isProductHit(hit) ? hit : undefined
  const reviews = product?.reviewStatistic
  const price = product ? priceRange(product.minPrice, product.maxPrice) : undefined
  return (
    <li className={styles.hit}>
      {image ? <img src={image} alt="" width={80} height={80} loading="lazy" /> : null}
      <div>
        <h3>
          <a href={hit.url} data-position={position}>
            <Highlight value={hit._highlightResult?.title?.value} fallback={hit.title} />
          </a>
        </h3>
        {reviews && reviews.totalReviewCount > 0 ? <RatingStars rating={{ average: reviews.averageOverallRating, count: reviews.totalReviewCount }} /> : null}
        <p>{hit.shortDescription}</p>
        {price ? <p className={styles.price}>{price}</p> : null}
      </div>
    </li>
  )
}

/** A tab's hits as list items, numbered from `first`; products with their pictures. */
export function HitItems({ hits, first = 1, pictures = false }: { hits: readonly AnyHit[]; first?: number; pictures?: boolean }) {
  return hits.map((hit, index) => (
    <HitItem key={hit.objectID} hit={hit} image={pictures && isProductHit(hit) ? hit.heroImage : undefined} position={first + index} />
  ))
}

/** The best products at a glance, shown beside the ARTICLE tab. */
export function TopResults({ hits }: { hits: readonly Hit<ProductSearchRecord>[] }) {
  return (
    <section aria-labelledby="top-results">
      <h2 id="top-results">Top results</h2>
      <ul className={styles.top}>
        {hits.slice(0, SEARCH_RESULTS_SHOWN).map((hit, index) => (
          <li key={hit.objectID}>
            <a href={hit.url} data-position={index + 1}>
              <img src={hit.heroImage} alt="" width={96} height={96} />
              <span>{hit.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
