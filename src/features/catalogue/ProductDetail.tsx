import type { ReactNode } from 'react'

import { BookmarkToggle } from '@/features/favourites'
import { JsonLd } from '@/features/seo'
import type { Picture } from '@/shared/media/picture'
import { imageAttributes } from '@/shared/ui/imageAttributes'

import { compareHref } from './compare/compareQuery'
import { findProducts } from './data'
import type { ProductDetails } from './model'
import { formatPrice, priceRange } from './price'
import { ProductGrid } from './ProductCard'
import styles from './ProductDetail.module.css'
import { type GalleryImage, ProductBuyBox, type PurchaseVariant } from './purchase/ProductBuyBox'
import { ratingOf } from './rating'
import { RatingStars } from './RatingStars'
import { productJsonLd } from './structuredData'

/**
 * The product detail page's content. `reviews` is a slot the product route fills (the reviews feature's
 * list), so the catalogue never imports reviews.
 */
export async function ProductDetail({ product, reviews }: { product: ProductDetails; reviews?: ReactNode }) {
  const related = product.relatedProductIds.length > 0 ? await findProducts({ ids: product.relatedProductIds }) : []
  const price = priceRange(product.minPrice, product.maxPrice)
  const rating = ratingOf(product)
  const defaultVariant = product.variants.find((variant) => variant.isDefault) ?? product.variants[0]
  const { gallery, icons, purchaseVariants } = purchaseImages(product)
  return (
    <article className={styles.product}>
      <JsonLd data={productJsonLd(product)} />
      <ProductBuyBox
        productName={product.title}
        defaults={{ gtin: product.gtin, heroImage: keyOf(product.heroImage), iconImage: keyOf(defaultVariant?.iconImage ?? product.heroImage) }}
        variants={purchaseVariants}
        gallery={gallery}
        icons={icons}
        priceRange={price}
        heading={
          <>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{product.title}</h1>
              <BookmarkToggle kind="product" id={String(product.id)} name={product.title} />
            </div>
            <p className={styles.rating}>{rating ? <RatingStars rating={rating} showAverage /> : 'No reviews yet'}</p>
            <p className={styles.lead}>{product.shortDescription}</p>
          </>
        }
      >
        <p className={styles.compare}>
          <a href={compareHref([product.slug])}>Compare with other products</a>
        </p>
      </ProductBuyBox>

      <section aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        {product.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      {product.benefits.length > 0 ? (
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading">Product benefits</h2>
          <ul>
            {product.benefits.map((benefit) => (
              <li key={benefit.title}>
                <strong>{benefit.title}</strong> {benefit.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {product.howToUse.length > 0 ? (
        <section aria-labelledby="how-to-heading">
          <h2 id="how-to-heading">How to use</h2>
          <ol>
            {product.howToUse.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {product.faq.length > 0 ? (
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">FAQ</h2>
          {/* <details>/<summary>: an accordion the browser makes keyboard and screen-reader friendly. */}
          {product.faq.map((entry) => (
            <details key={entry.question} className={styles.faq}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      ) : null}

      {reviews}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">Related products</h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </article>
  )
}

/** A picture's key in the buy box's tables: its path ('' for none). */
const keyOf = (picture: Picture | undefined) => picture?.src ?? ''

/**
 * The buy box's images, drawn here on the server (next/image's srcset for photos): the gallery (the
 * product's image, each variant's, then the editor's extra ones; the large view is the page's largest
 * paint), the variants' swatches and the retailers' logos.
 */
function purchaseImages(product: ProductDetails) {
  const gallery: Record<string, GalleryImage> = {}
  for (const picture of [product.heroImage, ...product.variants.map((variant) => variant.heroImage), ...product.gallery]) {
    if (!picture || gallery[picture.src]) continue
    gallery[picture.src] = {
      main: imageAttributes(picture, { width: 600, height: 600, priority: true, sizes: '(min-width: 992px) 600px, 100vw' }),
      thumb: imageAttributes(picture, { width: 64, height: 64, alt: '' }),
    }
  }
  const icons = Object.fromEntries(
    product.variants.flatMap((variant) =>
      variant.iconImage ? [[variant.iconImage.src, imageAttributes(variant.iconImage, { width: 32, height: 32, alt: '', eager: true })]] : [],
    ),
  )
  const purchaseVariants: PurchaseVariant[] = product.variants.map(({ heroImage, iconImage, retailers, price, ...variant }) => ({
    ...variant,
    ...(price != null ? { price: formatPrice(price) } : {}),
    heroImage: keyOf(heroImage),
    iconImage: keyOf(iconImage),
    retailers: retailers.map(({ logo, ...retailer }) => ({
      ...retailer,
      ...(logo ? { logo: imageAttributes(logo, { width: 120, height: 40, alt: '' }) } : {}),
    })),
  }))
  return { gallery, icons, purchaseVariants }
}
