import { NextResponse } from 'next/server'

import { findArticles } from '@/features/articles/server'
import { findProducts } from '@/features/catalogue/server'
import { type SavedCard, savedItemsQuery } from '@/features/favourites/server'
import type { Picture } from '@/shared/media/picture'
import { productUrl } from '@/shared/routing/urls'
import { imageAttributes } from '@/shared/ui/imageAttributes'

/** A saved card's image as the Saved items page draws it: a 300 px box (lazy: below the tabs). */
const cardImage = (picture: Picture | undefined) => (picture ? { image: imageAttributes(picture, { width: 300, height: 300, alt: '' }) } : {})

/**
 * The saved-items page's cards in one request: GET /api/favourites?products=1,2&articles=7 answers the
 * published ones among those ids (the page drops the others from the visitor's stores).
 */
export async function GET(request: Request) {
  const parsed = savedItemsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return NextResponse.json({ error: 'products and articles must be comma-separated lists of at most 100 numeric ids' }, { status: 400 })
  }
  const { products: productIds, articles: articleIds } = parsed.data
  const [products, articles] = await Promise.all([
    productIds.length ? findProducts({ ids: productIds, limit: productIds.length }) : [],
    articleIds.length ? findArticles({ ids: articleIds, limit: articleIds.length }) : [],
  ])
  const body: { products: SavedCard[]; articles: SavedCard[] } = {
    products: products.map((p) => ({ id: String(p.id), title: p.title, url: productUrl(p), ...cardImage(p.heroImage), description: p.shortDescription })),
    articles: articles.map((a) => ({ id: String(a.id), title: a.title, url: a.url, ...cardImage(a.image), description: a.shortDescription })),
  }
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
