import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug, ProductDetail } from '@/features/catalogue/server'
import { QuestionsSection, ReviewsSection } from '@/features/reviews/server'
import { absoluteUrl, notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'
import { productUrl, questionsUrl, writeReviewUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const product = await findProductBySlug(slug)
  if (!product) return notFoundMetadata
  return pageMetadata({
    name: product.title,
    description: product.shortDescription,
    path: productUrl(product),
    robots: 'index',
    indexing: asIndexing(indexing),
    ...(product.heroImage ? { images: [product.heroImage.src] } : {}),
  })
}

export default async function ProductPage({ params }: Props) {
  const product = await findProductBySlug((await params).slug)
  if (!product) notFound()
  const brand = await findBrand(product.brandId)
  return (
    <SiteShell
      brand={brand}
      analyticsPageType="Product"
      breadcrumbs={{
        position: 'top',
        items: [homeCrumb, { name: 'All products', path: '/en-au/products' }, { name: product.title, path: productUrl(product) }],
      }}
    >
      <ProductDetail
        product={product}
        reviews={
          <>
            <ReviewsSection
              productId={product.reviewsProductId}
              productName={product.title}
              productUrl={absoluteUrl(productUrl(product))}
              writeReviewUrl={writeReviewUrl(product)}
            />
            <QuestionsSection productId={product.reviewsProductId} productName={product.title} questionsUrl={questionsUrl(product)} />
          </>
        }
      />
    </SiteShell>
  )
}
