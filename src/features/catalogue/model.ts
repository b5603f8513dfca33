import type { Picture } from '@/shared/media/picture'

/**
 * The catalogue's products as the site uses them: what cards, listings, compare, the advisor, the
 * product page and search read. Built from the CMS documents in one place (data.ts), so a change to
 * the CMS schema stops there.
 */
export interface ProductAttribute {
  name: string
  value: string
}

export interface ReviewStatistics {
  /** null while the product has no reviews */
  averageOverallRating: number | null
  totalReviewCount: number
}

/** A product in a list: cards, listings, compare, the advisor. */
export interface ProductSummary {
  id: number
  slug: string
  title: string
  shortDescription: string
  /** undefined when its image was deleted in the back office */
  heroImage?: Picture
  featuredSort: number
  minPrice: number | null
  maxPrice: number | null
  reviewStatistics: ReviewStatistics
  attributes: ProductAttribute[]
  variantNames: string[]
}

export interface RetailerOffer {
  name: string
  logo?: Picture
  url: string
}

export interface ProductVariant {
  gtin: string
  variantName: string
  heroImage?: Picture
  iconImage?: Picture
  price?: number
  isDefault: boolean
  retailers: RetailerOffer[]
}

/** A product with all its product page shows. */
export interface ProductDetails extends ProductSummary {
  /** The product's id at the reviews provider (its slug when none is set). */
  reviewsProductId: string
  gtin: string
  description: string
  brandId: number
  brandName: string
  variants: ProductVariant[]
  benefits: { title: string; text?: string }[]
  howToUse: string[]
  faq: { question: string; answer: string }[]
  relatedProductIds: number[]
  /** More images an editor added, after the variants' own. */
  gallery: Picture[]
  /** The editor's SEO fields; the page falls back to the title, the short description and a made share picture. */
  meta: { title?: string; description?: string; shareImage?: string }
}

/** What search records are made of. */
export interface SearchableProduct {
  id: number
  slug: string
  gtin: string
  title: string
  /** The image's small version (search results show it at 96 px), a site path; '' when none. */
  heroImage: string
  productShortName: string
  shortDescription: string
  description: string
  reviewsId: string | null
  reviewStatistics: ReviewStatistics
  featuredSort: number
  minPrice: number | null
  maxPrice: number | null
  popularityCount: number
  keywords: string[]
}

export interface ProductFamily {
  id: number
  slug: string
  title: string
  description?: string
}

/** A razor and the blade refills that fit it (spare blades page). */
export interface RazorBlades {
  razor: Pick<ProductSummary, 'id' | 'slug' | 'title'>
  blades: ProductSummary[]
}
