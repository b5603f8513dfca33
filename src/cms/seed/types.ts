/**
 * Shapes of the demo content. The seed (src/cms/seed/index.ts) turns these plain records into
 * Payload documents, resolving slugs to relations. `{brand}` in any text is replaced by the
 * brand name setting (BRAND_NAME, default "Ashford"), so no copy hard-codes the brand.
 */
export type BrandKey = 'default' | 'kcg' | 'labs' | 'intimate' | 'gaming'

export interface SeedRetailerLink {
  /** slug of a SeedRetailer */
  retailer: string
  /** the product page at that retailer (absolute https URL) */
  url: string
}

export interface SeedVariant {
  gtin: string // 13 digits, unique across the catalogue
  variantName: string // e.g. "Razor + 2 blades", "4 pack", "150 ml"
  price: number // AUD, e.g. 14.99
  heroImage: string // path under /media/, e.g. "/media/products/fusion5-razor.svg"
  iconImage: string // small swatch/icon path under /media/
  isDefault?: boolean // exactly one per product
  retailers: SeedRetailerLink[] // 0..n (at least one product must have a variant with none)
}

export interface SeedProduct {
  slug: string
  title: string
  productShortName: string
  brand: BrandKey
  family?: string // slug of a SeedFamily
  categories: string[] // slugs of SeedCategory
  /** filterable attributes: name -> values, e.g. { 'Skin type': ['Sensitive'], 'Blades': ['5'] } */
  attributes: Record<string, string[]>
  shortDescription: string // one sentence, <= 140 chars
  description: string[] // paragraphs of the long description
  benefits: { title: string; text: string }[]
  howToUse: string[] // steps
  faq: { question: string; answer: string }[]
  keywords: string[] // search keywords (titles of SeedKeyword)
  featuredSort: number
  variants: SeedVariant[]
  relatedProducts: string[] // product slugs
  /** for razors: slugs of the blade refills that fit it (drives the spare blades page) */
  compatibleBlades?: string[]
  reviewsId?: string // id at the reviews provider; defaults to the slug
}

export interface SeedArticle {
  slug: string
  /** Its publication date (YYYY-MM-DD), the article's createdAt: lists show the newest first. */
  published: string
  title: string
  section: string // slug of a SeedArticleSection
  topics: string[] // topic labels, e.g. "Sensitive skin"
  shortDescription: string
  body: string[] // paragraphs (plain text; a paragraph starting "## " is a subheading)
  image: string // path under /media/
  metaTitle: string
  metaDescription: string
  metaKeywords: string[]
  keywords: string[]
  relatedArticles: string[] // article slugs
  relatedProducts?: string[] // product slugs
}

export interface SeedArticleSection {
  slug: string
  title: string
  description: string
}

export interface SeedCategory {
  slug: string
  title: string
  description: string
  /** when set, a product listing page is published at /en-au/{listingSlug} */
  listingSlug?: string
}

export interface SeedFamily {
  slug: string
  title: string
  description: string
  image: string
}

export interface SeedRetailer {
  slug: string
  name: string
  website: string
  logo: string
}
