import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { MEDIA_FIELDS, pictureOf, thumbnailOf } from '@/cms/media'
import { docs, idOf, isDoc } from '@/cms/relations'
import type { Brand, Family, Keyword, Product, Retailer } from '@/payload-types'
import { collectionTag, documentTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'

import type { ProductDetails, ProductFamily, ProductSummary, RazorBlades, SearchableProduct } from './model'

/**
 * The catalogue's data boundary: every read of products and families, published only, mapped to the
 * catalogue's own types (model.ts) and cached under the tags of what it read.
 */

/** `{ [key]: value }` when there is a value: optional fields stay absent rather than undefined. */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }))

type SummarySource = Pick<
  Product,
  'id' | 'slug' | 'title' | 'shortDescription' | 'heroImage' | 'featuredSort' | 'minPrice' | 'maxPrice' | 'reviewStatistics' | 'attributes' | 'variants'
>

const summaryFields = {
  slug: true,
  title: true,
  shortDescription: true,
  heroImage: true,
  featuredSort: true,
  minPrice: true,
  maxPrice: true,
  reviewStatistics: true,
  attributes: true,
  variants: { variantName: true },
} as const satisfies Partial<Record<keyof Product, true | Record<string, true>>>

export function toSummary(product: SummarySource): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    shortDescription: product.shortDescription,
    ...optional('heroImage', pictureOf(product.heroImage)),
    featuredSort: product.featuredSort,
    minPrice: product.minPrice ?? null,
    maxPrice: product.maxPrice ?? null,
    reviewStatistics: {
      averageOverallRating: product.reviewStatistics?.averageOverallRating ?? null,
      totalReviewCount: product.reviewStatistics?.totalReviewCount ?? 0,
    },
    attributes: (product.attributes ?? []).map(({ name, value }) => ({ name, value })),
    variantNames: (product.variants ?? []).map((variant) => variant.variantName),
  }
}

function toDetails(product: Product): ProductDetails {
  const brand = isDoc<Brand>(product.brand) ? product.brand : undefined
  return {
    ...toSummary(product),
    reviewsProductId: product.reviewsId || product.slug,
    gtin: product.gtin,
    description: product.description,
    brandId: brand?.id ?? (product.brand as number),
    brandName: brand?.name ?? '',
    variants: product.variants.map((variant) => ({
      gtin: variant.gtin,
      variantName: variant.variantName,
      ...optional('heroImage', pictureOf(variant.heroImage)),
      ...optional('iconImage', pictureOf(variant.iconImage)),
      ...(variant.price != null ? { price: variant.price } : {}),
      isDefault: Boolean(variant.isDefault),
      retailers: (variant.retailers ?? []).flatMap((link) =>
        isDoc<Retailer>(link.retailer) ? [{ name: link.retailer.name, ...optional('logo', pictureOf(link.retailer.logo)), url: link.url }] : [],
      ),
    })),
    benefits: (product.benefits ?? []).map(({ title, text }) => ({ title, ...(text ? { text } : {}) })),
    howToUse: (product.howToUse ?? []).map(({ step }) => step),
    faq: (product.faq ?? []).map(({ question, answer }) => ({ question, answer })),
    relatedProductIds: (product.relatedProducts ?? []).map(idOf).filter((id): id is number => typeof id === 'number'),
    gallery: (product.gallery ?? []).map(pictureOf).filter((picture) => picture !== undefined),
    meta: {
      ...optional('title', product.meta?.title || undefined),
      ...optional('description', product.meta?.description || undefined),
      ...optional('shareImage', pictureOf(product.meta?.image)?.src),
    },
  }
}

/**
 * A product by slug, with its brand and each variant's retailers; undefined when none: published, or for
 * an editor's preview (`draft`) its newest saved version.
 */
async function readProduct(slug: string, draft: boolean): Promise<ProductDetails | undefined> {
  const payload = await payloadClient()
  const { docs: found } = await payload.find({
    collection: 'products',
    where: draft ? { slug: { equals: slug } } : { slug: { equals: slug }, ...PUBLISHED },
    // Depth 2: each variant's retailers and their logos.
    depth: 2,
    populate: { products: { slug: true }, keywords: { title: true }, brands: { name: true }, retailers: { name: true, logo: true }, media: MEDIA_FIELDS },
    limit: 1,
    // A draft is never public: only the preview route, which checks the editor, turns draft mode on.
    overrideAccess: draft,
    draft,
  })
  return found[0] ? toDetails(found[0]) : undefined
}

/**
 * A published product by slug. Tagged with the product (by slug) and the retailers and brands it shows: a
 * retailer's new name shows on its product pages.
 */
export const findProductBySlug = cachedRead(
  'catalogue.productBySlug',
  (slug: string) => readProduct(slug, false),
  (slug) => [documentTag('products', slug), collectionTag('retailers'), collectionTag('brands'), collectionTag('media')],
)

/** A product's newest saved version, draft or published, for an editor's preview: never cached. */
export const findProductDraft = (slug: string) => readProduct(slug, true)

export interface ProductQuery {
  brand?: number
  category?: number
  family?: number
  ids?: number[]
  limit?: number
}

/** Published products in featured order (featuredSort ascending). */
export const findProducts = cachedRead(
  'catalogue.products',
  async ({ brand, category, family, ids, limit = 48 }: ProductQuery = {}): Promise<ProductSummary[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'products',
      where: {
        ...PUBLISHED,
        ...(brand ? { brand: { equals: brand } } : {}),
        ...(category ? { categories: { contains: category } } : {}),
        ...(family ? { family: { equals: family } } : {}),
        ...(ids ? { id: { in: ids } } : {}),
      },
      select: summaryFields,
      populate: { media: MEDIA_FIELDS },
      sort: 'featuredSort',
      depth: 1,
      limit,
      overrideAccess: false,
    })
    return found.map(toSummary)
  },
  () => [collectionTag('products'), collectionTag('media')],
)

/** Razors that list the blade refills fitting them, in featured order. */
export const findRazorBlades = cachedRead(
  'catalogue.razorBlades',
  async (): Promise<RazorBlades[]> => {
    const payload = await payloadClient()
    const { docs: razors } = await payload.find({
      collection: 'products',
      where: { ...PUBLISHED, compatibleBlades: { exists: true } },
      select: { slug: true, title: true, compatibleBlades: true },
      populate: { products: summaryFields, media: MEDIA_FIELDS },
      sort: 'featuredSort',
      depth: 2,
      limit: 100,
      overrideAccess: false,
    })
    return razors
      .map((razor) => ({ razor: { id: razor.id, slug: razor.slug, title: razor.title }, blades: docs<Product>(razor.compatibleBlades).map(toSummary) }))
      .filter(({ blades }) => blades.length > 0)
  },
  () => [collectionTag('products'), collectionTag('media')],
)

/** Every published product as search records need it (keywords by title). */
export const listSearchableProducts = cachedRead(
  'catalogue.searchableProducts',
  async (): Promise<SearchableProduct[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'products',
      where: PUBLISHED,
      select: {
        title: true,
        slug: true,
        gtin: true,
        heroImage: true,
        productShortName: true,
        shortDescription: true,
        description: true,
        reviewsId: true,
        reviewStatistics: true,
        featuredSort: true,
        minPrice: true,
        maxPrice: true,
        popularityCount: true,
        keywords: true,
      },
      populate: { keywords: { title: true }, media: MEDIA_FIELDS },
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    return found.map((product) => ({
      id: product.id,
      slug: product.slug,
      gtin: product.gtin,
      title: product.title,
      heroImage: thumbnailOf(product.heroImage) ?? '',
      productShortName: product.productShortName,
      shortDescription: product.shortDescription,
      description: product.description,
      reviewsId: product.reviewsId ?? null,
      reviewStatistics: {
        averageOverallRating: product.reviewStatistics?.averageOverallRating ?? null,
        totalReviewCount: product.reviewStatistics?.totalReviewCount ?? 0,
      },
      featuredSort: product.featuredSort,
      minPrice: product.minPrice ?? null,
      maxPrice: product.maxPrice ?? null,
      popularityCount: product.popularityCount ?? 0,
      keywords: docs<Keyword>(product.keywords).map((keyword) => keyword.title),
    }))
  },
  () => [collectionTag('products'), collectionTag('keywords'), collectionTag('media')],
)

/** Product URLs for the sitemap: slug and last change. */
export const listProductUpdates = cachedRead(
  'catalogue.productUpdates',
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'products',
      where: PUBLISHED,
      select: { slug: true, updatedAt: true },
      sort: 'title',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return found.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
  },
  () => [collectionTag('products')],
)

const toFamily = (family: Family): ProductFamily => ({
  id: family.id,
  slug: family.slug,
  title: family.title,
  ...(family.description ? { description: family.description } : {}),
})

export const findFamilyBySlug = cachedRead(
  'catalogue.familyBySlug',
  async (slug: string): Promise<ProductFamily | undefined> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({ collection: 'families', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
    return found[0] ? toFamily(found[0]) : undefined
  },
  (slug) => [documentTag('families', slug)],
)

/** Family URLs for the sitemap. */
export const listFamilyUpdates = cachedRead(
  'catalogue.familyUpdates',
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'families',
      select: { slug: true, updatedAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return found.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
  },
  () => [collectionTag('families')],
)
