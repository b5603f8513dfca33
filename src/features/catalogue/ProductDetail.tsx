import type { Product, Retailer } from '@/payload-types'
import { docs, isDoc } from '@/shared/relations'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { formatPrice, priceRange } from './price'
import { ProductGrid } from './ProductCard'
import styles from './ProductDetail.module.css'

/** The product detail page's content. Reviews arrive with the reviews issue (marked slot below). */
export function ProductDetail({ product }: { product: Product }) {
  const related = docs(product.relatedProducts)
  const price = priceRange(product.minPrice, product.maxPrice)
  return (
    <article className={styles.product}>
      <div className={styles.top}>
        <img className={styles.hero} src={product.heroImage} alt={product.title} width={600} height={600} />
        <div>
          <h1>{product.title}</h1>
          <p className={styles.lead}>{product.shortDescription}</p>
          {price ? <p className={styles.price}>{price}</p> : null}
          <h2 className={styles.subheading}>Variants</h2>
          <ul className={styles.variants}>
            {product.variants.map((variant) => (
              <li key={variant.id ?? variant.gtin}>
                <img src={variant.iconImage} alt="" width={32} height={32} /> {variant.variantName}
                {variant.price != null ? ` · ${formatPrice(variant.price)}` : ''}
                {(variant.retailers ?? []).length > 0 ? (
                  <ul>
                    {(variant.retailers ?? []).map((link) =>
                      isDoc<Retailer>(link.retailer) ? (
                        <li key={link.id ?? link.url}>
                          <a href={link.url} target="_blank" rel="noopener noreferrer">
                            Buy at {link.retailer.name}
                            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <section aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        {product.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      {(product.benefits ?? []).length > 0 ? (
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading">Product benefits</h2>
          <ul>
            {(product.benefits ?? []).map((benefit) => (
              <li key={benefit.id ?? benefit.title}>
                <strong>{benefit.title}</strong> {benefit.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {(product.howToUse ?? []).length > 0 ? (
        <section aria-labelledby="how-to-heading">
          <h2 id="how-to-heading">How to use</h2>
          <ol>
            {(product.howToUse ?? []).map((step) => (
              <li key={step.id ?? step.step}>{step.step}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {(product.faq ?? []).length > 0 ? (
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">FAQ</h2>
          {(product.faq ?? []).map((entry) => (
            <details key={entry.id ?? entry.question} className={styles.faq}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      ) : null}

      {/* Reviews slot: the reviews feature renders the rating summary and review list here. */}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">Related products</h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </article>
  )
}
