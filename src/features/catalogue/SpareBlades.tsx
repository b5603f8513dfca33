import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'

import type { RazorBlades } from './model'
import { ProductGrid } from './ProductCard'
import styles from './SpareBlades.module.css'

/** The spare blades page: for each razor, the blade refills that fit it. */
export function SpareBlades({ razors }: { razors: RazorBlades[] }) {
  return (
    <>
      {razors.map(({ razor, blades }, index) => (
        <section key={razor.id} aria-labelledby={`fits-${razor.slug}`} className={styles.group}>
          <h2 id={`fits-${razor.slug}`}>{`Blades that fit ${razor.title}`}</h2>
          <ProductGrid products={blades} eager={index === 0 ? FIRST_ROW_CARDS : 0} />
        </section>
      ))}
    </>
  )
}
