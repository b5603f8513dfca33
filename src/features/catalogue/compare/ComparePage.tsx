import type { CSSProperties } from 'react'

import type { PageQuery } from '@/shared/routing/pageQuery'
import { productUrl } from '@/shared/routing/urls'
import buttons from '@/shared/ui/buttons.module.css'
import { Img } from '@/shared/ui/Img'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { findProducts } from '../data'
import type { ProductSummary } from '../model'
import styles from './ComparePage.module.css'
import { compareHref, COMPARE_KEY, COMPARE_PATH, MAX_COMPARED, requestedSlugs } from './compareQuery'
import { compareRows } from './compareTable'

/** How many products share a phone's width without the table scrolling sideways (ComparePage.module.css). */
const PHONE_FITS = 2

/**
 * Compare products (`?products=a,b,c`): up to four side by side, rows that differ highlighted.
 * Unknown slugs and products beyond the fourth are left out, with a note; the page always renders.
 */
export async function ComparePage({ query }: { query: PageQuery }) {
  const catalogue = await findProducts({ limit: 500 })
  const bySlug = new Map(catalogue.map((product) => [product.slug, product]))
  const requested = requestedSlugs(query)
  const known = requested.filter((slug) => bySlug.has(slug))
  const compared = known.slice(0, MAX_COMPARED).map((slug) => bySlug.get(slug)!)
  const rows = compareRows(compared)
  const slugs = compared.map((product) => product.slug)
  const others = catalogue.filter((product) => !slugs.includes(product.slug))

  return (
    <div className={styles.compare}>
      {known.length > MAX_COMPARED ? (
        <p className={styles.note}>
          Up to {MAX_COMPARED} products can be compared at once: showing the first {MAX_COMPARED}.
        </p>
      ) : null}
      {requested.length > known.length ? <p className={styles.note}>Some products in this link could not be found and are left out.</p> : null}

      {compared.length === 0 ? (
        <p>Choose products to compare: tick Compare on a product list, or add them below.</p>
      ) : (
        <>
          {/* Outside the table, which scrolls sideways on a phone: the summary is never cut off. */}
          <p id="compare-summary" className={styles.summary}>
            Comparing {compared.length} {compared.length === 1 ? 'product' : 'products'}; rows where they differ are highlighted.
            {compared.length > PHONE_FITS ? <span className={styles.scrollHint}> Scroll the table sideways to see every product.</span> : null}
          </p>
          {/* A scrolling region must be reachable by keyboard to be scrolled without a mouse. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.scroller} role="region" aria-label="Comparison table" aria-describedby="compare-summary" tabIndex={0}>
            <table className={styles.table} style={{ '--columns': compared.length } as CSSProperties} data-scrolls={compared.length > PHONE_FITS || undefined}>
              <caption>
                <VisuallyHidden>Product comparison</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <td />
                  {compared.map((product) => (
                    <th key={product.id} scope="col">
                      <ComparedProduct product={product} removeHref={compareHref(slugs.filter((slug) => slug !== product.slug))} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} data-differs={row.differs || undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className={styles.differs}> (differs)</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={index}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {compared.length < MAX_COMPARED && others.length > 0 ? (
        <form method="get" action={COMPARE_PATH} className={styles.add}>
          {slugs.length ? <input type="hidden" name={COMPARE_KEY} value={slugs.join(',')} /> : null}
          <label htmlFor="compare-add">Add a product</label>
          <select id="compare-add" name={COMPARE_KEY} required defaultValue="">
            <option value="" disabled>
              Choose a product
            </option>
            {others.map((product) => (
              <option key={product.id} value={product.slug}>
                {product.title}
              </option>
            ))}
          </select>
          <button type="submit" className={buttons.primary}>
            Add to comparison
          </button>
        </form>
      ) : null}
    </div>
  )
}

function ComparedProduct({ product, removeHref }: { product: ProductSummary; removeHref: string }) {
  return (
    <div className={styles.product}>
      {product.heroImage ? <Img picture={product.heroImage} width={160} height={160} alt="" eager /> : null}
      <a href={productUrl(product)}>{product.title}</a>
      {/* Where to buy: the product page, where a variant is chosen and Buy Now lists the retailers. */}
      <a href={`${productUrl(product)}#buy`} className={`${buttons.primary} ${styles.buy}`}>
        Buy<VisuallyHidden> {product.title}</VisuallyHidden>
      </a>
      <a href={removeHref} className={styles.remove}>
        Remove<VisuallyHidden> {product.title}</VisuallyHidden>
      </a>
    </div>
  )
}
