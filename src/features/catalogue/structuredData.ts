import { absoluteUrl } from '@/features/seo'
import { productUrl } from '@/shared/routing/urls'
import { settings } from '@/shared/settings'

import type { ProductDetails } from './model'
import { ratingOf } from './rating'

/** schema.org Product with its price range as an AggregateOffer (the site sells through retailers). */
export function productJsonLd(product: ProductDetails) {
  const rating = ratingOf(product)
  const prices = product.variants.map((variant) => variant.price).filter((price): price is number => price != null)
  const gtinKey = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' }[product.gtin.length] ?? 'gtin'
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    // The same @id as the reviews section's JSON-LD (its `review` list), so parsers merge the two.
    '@id': `${absoluteUrl(productUrl(product))}#product`,
    name: product.title,
    description: product.shortDescription,
    image: [
      ...new Set(
        [product.heroImage, ...product.variants.map((variant) => variant.heroImage), ...product.gallery].flatMap((picture) => (picture ? [picture.src] : [])),
      ),
    ].map(absoluteUrl),
    sku: product.gtin,
    [gtinKey]: product.gtin,
    url: absoluteUrl(productUrl(product)),
    brand: { '@type': 'Brand', name: product.brandName || settings().BRAND_NAME },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'AUD',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: product.variants.length,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}
