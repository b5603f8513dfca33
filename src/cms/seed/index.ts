import { randomBytes } from 'node:crypto'

import type { CollectionSlug, Payload, Where } from 'payload'

import { settings } from '../../shared/settings'
import { mediaFromPath, type Rendition } from '../mediaFromPaths'
import { articleSections, articles } from './data/articles'
import { brands } from './data/brands'
import { categories, families, products, retailers } from './data/catalogue'
import { keywords, popularSearches } from './data/keywords'
import { pages, type SeedBlock } from './data/pages'
import { contactDetails, countries, faqEntries, glossaryEntries } from './data/reference'
import { samplingCampaigns } from './data/sampling'
import { paragraphsToLexical } from './lexical'
import type { BrandKey } from './types'
import { seedQuestions } from './questions'
import { seedReviews } from './reviews'

type Id = number | string
type Log = (line: string) => void

/** Replaces {brand} and {brandSlug} in every string of a value. */
function fill<T>(value: T): T {
  const { BRAND_NAME, BRAND_SLUG } = settings()
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replaceAll('{brandSlug}', BRAND_SLUG).replaceAll('{brand}', BRAND_NAME)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}

/** One after another: two records naming the same image must not both create its media document. */
async function inOrder<T, R>(items: T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const item of items) results.push(await map(item))
  return results
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export interface SeedResult {
  created: number
}

/**
 * Creates the demo content. Idempotent: each record is looked up by its natural key (slug, title,
 * path...) and created only when missing, so running it twice creates nothing twice.
 */
export async function seed(payload: Payload, log: Log = () => {}): Promise<SeedResult> {
  let created = 0
  const context = { skipRevalidate: true }

  async function ensure(collection: CollectionSlug, where: Where, data: object): Promise<Id> {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, pagination: false })
    const existing = found.docs[0]
    if (existing) return existing.id
    const doc = await payload.create({ collection, data: data as never, depth: 0, context })
    created += 1
    return doc.id
  }

  // Images: each demo drawing becomes a media document once (found by file name on a second run). What a
  // brand shows as photographs (products, families, page heroes and cards, articles) arrives as a photo
  // would, WebP or JPEG with its stored sizes: an SVG in an <img> is laid out and painted on the page's main
  // thread, a photo is decoded off it. So are the variant swatches, and the logos are WebP drawn from their
  // SVGs by scripts/generate-demo-images.mjs (their words need fonts a server may not have).
  const knownMedia = new Map<string, Id>()
  const image = (path: string, rendition: Rendition = 'original', alt?: string): Promise<Id> =>
    mediaFromPath(payload, path, { rendition, context, known: knownMedia, ...(alt ? { alt } : {}) })
  const optionalImage = (path?: string, rendition?: Rendition) => (path ? image(path, rendition) : Promise.resolve(undefined))

  const pick = (map: Map<string, Id>, keys: string[] = [], what: string) =>
    keys.map((key) => {
      const id = map.get(key)
      if (id === undefined) throw new Error(`seed: unknown ${what} '${key}'`)
      return id
    })

  // Taxonomies and reference data
  const keywordIds = new Map<string, Id>()
  for (const title of new Set(fill(keywords))) keywordIds.set(title, await ensure('keywords', { title: { equals: title } }, { title }))
  const topicIds = new Map<string, Id>()
  for (const title of new Set(fill(articles).flatMap((article) => article.topics)))
    topicIds.set(title, await ensure('topics', { slug: { equals: slugify(title) } }, { title, slug: slugify(title) }))
  const sectionIds = new Map<string, Id>()
  for (const section of fill(articleSections))
    sectionIds.set(section.slug, await ensure('article-sections', { slug: { equals: section.slug } }, { ...section }))
  const categoryIds = new Map<string, Id>()
  for (const { listingSlug: _listing, ...category } of fill(categories))
    categoryIds.set(category.slug, await ensure('categories', { slug: { equals: category.slug } }, category))
  const familyIds = new Map<string, Id>()
  for (const family of fill(families))
    familyIds.set(family.slug, await ensure('families', { slug: { equals: family.slug } }, { ...family, image: await image(family.image, 'webp') }))
  const retailerIds = new Map<string, Id>()
  for (const retailer of fill(retailers))
    retailerIds.set(retailer.slug, await ensure('retailers', { slug: { equals: retailer.slug } }, { ...retailer, logo: await image(retailer.logo) }))

  const brandIds = new Map<BrandKey, Id>()
  for (const brand of fill(brands)) {
    const searches = fill(popularSearches[brand.key] ?? []).filter((term) => keywordIds.has(term))
    brandIds.set(
      brand.key,
      await ensure(
        'brands',
        { key: { equals: brand.key } },
        {
          ...brand,
          logo: await image(brand.logo, 'original', `${brand.name} logo`),
          popularSearches: pick(keywordIds, searches, 'keyword'),
          _status: 'published',
        },
      ),
    )
  }
  log(`seed: taxonomies and brands ready`)

  // Products: first the documents, then the relations between them.
  const productIds = new Map<string, Id>()
  for (const product of fill(products)) {
    const prices = product.variants.map((variant) => variant.price)
    const defaultVariant = product.variants.find((variant) => variant.isDefault) ?? product.variants[0]!
    productIds.set(
      product.slug,
      await ensure(
        'products',
        { slug: { equals: product.slug } },
        {
          _status: 'published',
          title: product.title,
          slug: product.slug,
          gtin: defaultVariant.gtin,
          brand: brandIds.get(product.brand),
          family: product.family ? pick(familyIds, [product.family], 'family')[0] : undefined,
          productShortName: product.productShortName,
          shortDescription: product.shortDescription,
          description: product.description.join('\n\n'),
          heroImage: await image(defaultVariant.heroImage, 'webp'),
          featuredSort: product.featuredSort,
          minPrice: Math.min(...prices),
          maxPrice: Math.max(...prices),
          reviewsId: product.reviewsId ?? product.slug,
          ...demoRatings(product.slug),
          categories: pick(categoryIds, product.categories, 'category'),
          attributes: Object.entries(product.attributes).flatMap(([name, values]) => values.map((value) => ({ name, value }))),
          variants: await inOrder(product.variants, async (variant) => ({
            gtin: variant.gtin,
            variantName: variant.variantName,
            price: variant.price,
            heroImage: await image(variant.heroImage, 'webp'),
            iconImage: await image(variant.iconImage, 'iconWebp'),
            isDefault: variant === defaultVariant,
            retailers: variant.retailers.map((link) => ({ retailer: pick(retailerIds, [link.retailer], 'retailer')[0], url: link.url })),
          })),
          benefits: product.benefits,
          howToUse: product.howToUse.map((step) => ({ step })),
          faq: product.faq,
          keywords: pick(keywordIds, product.keywords, 'keyword'),
        },
      ),
    )
  }
  for (const product of products) {
    const id = productIds.get(product.slug)!
    const current = await payload.findByID({ collection: 'products', id, depth: 0, draft: true })
    if ((current.relatedProducts?.length ?? 0) > 0 || (current.compatibleBlades?.length ?? 0) > 0) continue
    await payload.update({
      collection: 'products',
      id,
      depth: 0,
      context,
      data: {
        relatedProducts: pick(productIds, product.relatedProducts, 'product') as number[],
        compatibleBlades: pick(productIds, product.compatibleBlades, 'product') as number[],
      },
    })
  }
  log(`seed: ${productIds.size} products ready`)

  const articleIds = new Map<string, Id>()
  for (const article of fill(articles)) {
    articleIds.set(
      article.slug,
      await ensure(
        'articles',
        { slug: { equals: article.slug } },
        {
          _status: 'published',
          // The publication date the article shows and the lists sort by (newest first).
          createdAt: new Date(`${article.published}T00:00:00Z`).toISOString(),
          title: article.title,
          slug: article.slug,
          section: pick(sectionIds, [article.section], 'article section')[0],
          topics: pick(topicIds, article.topics, 'topic'),
          shortDescription: article.shortDescription,
          image: await image(article.image, 'jpeg'),
          body: paragraphsToLexical(article.body),
          meta: { title: article.metaTitle, description: article.metaDescription },
          relatedProducts: pick(productIds, article.relatedProducts, 'product'),
          keywords: pick(keywordIds, article.keywords, 'keyword'),
        },
      ),
    )
  }
  for (const article of articles) {
    const id = articleIds.get(article.slug)!
    const current = await payload.findByID({ collection: 'articles', id, depth: 0, draft: true })
    if ((current.relatedArticles?.length ?? 0) > 0) continue
    await payload.update({
      collection: 'articles',
      id,
      depth: 0,
      context,
      data: { relatedArticles: pick(articleIds, article.relatedArticles, 'article') as number[] },
    })
  }
  log(`seed: ${articleIds.size} articles ready`)

  const blockData = async (block: SeedBlock) => {
    switch (block.blockType) {
      case 'hero': {
        const { imageAlt, ...hero } = block
        return { ...hero, image: await optionalImage(block.image, 'webp'), ...(imageAlt ? { imageAlt } : {}) }
      }
      case 'linkCards':
        return { ...block, cards: await inOrder(block.cards, async (card) => ({ ...card, image: await optionalImage(card.image, 'webp') })) }
      case 'productGrid':
        return {
          ...block,
          products: pick(productIds, block.products, 'product'),
          category: block.category ? pick(categoryIds, [block.category], 'category')[0] : undefined,
          brand: block.brand ? brandIds.get(block.brand) : undefined,
        }
      case 'articleGrid':
        return { ...block, section: block.section ? pick(sectionIds, [block.section], 'article section')[0] : undefined }
      case 'richText':
        return { blockType: 'richText', content: paragraphsToLexical(block.paragraphs) }
      case 'waitlist':
        return { ...block, product: block.product ? pick(productIds, [block.product], 'product')[0] : undefined }
      default:
        return block
    }
  }
  const listingPages = fill(categories).flatMap((category) =>
    category.listingSlug
      ? [
          {
            path: category.listingSlug,
            slug: category.listingSlug,
            title: category.title,
            pageType: 'productListPage' as const,
            brand: 'default' as const,
            category: category.slug,
            intro: category.description,
          },
        ]
      : [],
  )
  for (const page of [...fill(pages), ...listingPages]) {
    const { category, metaTitle, metaDescription, blocks, brand, ...rest } = page as (typeof pages)[number]
    await ensure(
      'pages',
      { path: { equals: page.path } },
      {
        ...rest,
        _status: 'published',
        brand: brandIds.get(brand),
        category: category ? pick(categoryIds, [category], 'category')[0] : undefined,
        blocks: await inOrder(blocks ?? [], blockData),
        meta: { title: metaTitle ?? page.title, description: metaDescription },
      },
    )
  }
  log(`seed: pages ready`)

  for (const country of fill(countries)) await ensure('countries', { url: { equals: country.url } }, country)
  for (const [order, entry] of fill(faqEntries).entries()) await ensure('faq-entries', { question: { equals: entry.question } }, { ...entry, order })
  for (const entry of fill(glossaryEntries)) await ensure('glossary-entries', { term: { equals: entry.term } }, entry)
  const contact = await payload.findGlobal({ slug: 'contact-details', depth: 0 })
  if (!contact.phone) {
    await payload.updateGlobal({ slug: 'contact-details', data: fill(contactDetails), context })
    created += 1
  }
  const day = 86_400_000
  for (const { product, opensDaysFromSeed, closesDaysFromSeed, ...campaign } of fill(samplingCampaigns)) {
    await ensure(
      'sampling-campaigns',
      { slug: { equals: campaign.slug } },
      {
        ...campaign,
        product: pick(productIds, [product], 'product')[0],
        status: 'open',
        opensAt: new Date(Date.now() + opensDaysFromSeed * day).toISOString(),
        closesAt: new Date(Date.now() + closesDaysFromSeed * day).toISOString(),
      },
    )
  }
  created += await seedReviews(payload, log)
  created += await seedQuestions(payload, log)
  log(`seed: done, ${created} records created`)
  return { created }
}

export interface FirstEditor {
  email: string
  /** set only when the password was generated here and must be shown once */
  generatedPassword?: string
}

/** Creates the first back-office account when there is none: from settings, or with a random password. */
export async function ensureFirstEditor(payload: Payload): Promise<FirstEditor | undefined> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_API_KEY, BRAND_SLUG } = settings()
  const email = ADMIN_EMAIL ?? `admin@${BRAND_SLUG}.example`
  const password = ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  // An API key for scripts and benchmarks, which cannot answer the second factor a password sign-in asks for.
  const apiKey = ADMIN_API_KEY ? { enableAPIKey: true, apiKey: ADMIN_API_KEY } : {}
  await payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'Site administrator', ...apiKey } })
  return { email, generatedPassword: ADMIN_PASSWORD ? undefined : password }
}

/**
 * A stable demo popularity per slug (analytics counts in production). Rating figures come from the seeded
 * reviews (seed/reviews.ts).
 */
function demoRatings(slug: string) {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return { reviewStatistics: { averageOverallRating: null, totalReviewCount: 0 }, popularityCount: (hash >>> 4) % 5000 }
}
