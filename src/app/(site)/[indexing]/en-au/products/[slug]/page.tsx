import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug, findProductDraft, ProductDetail } from '@/features/catalogue/server'
import { QuestionsSection, ReviewsSection } from '@/features/reviews/server'
import { absoluteUrl, notFoundMetadata, pageMetadata } from '@/features/seo'
import { productShareImagePath } from '@/features/seo/server'
import { homeCrumb } from '@/features/shell'
import { editorPreview, findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'
import { productUrl, questionsUrl, writeReviewUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

/** The published product; in an editor's preview (see /api/preview) its newest saved version. */
async function productFor(slug: string) {
  const preview = await editorPreview()
  return { preview, product: await (preview ? findProductDraft(slug) : findProductBySlug(slug)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const { product } = await productFor(slug)
  if (!product) return notFoundMetadata
  return pageMetadata({
    name: product.meta.title ?? product.title,
    description: product.meta.description ?? product.shortDescription,
    path: productUrl(product),
    robots: 'index',
    indexing: asIndexing(indexing),
    // Social networks show PNG or JPEG, not the drawings' SVG: the editor's share image, else one made.
    images: [product.meta.shareImage ?? productShareImagePath(product.slug)],
  })
}

export default async function ProductPage({ params }: Props) {
  const { product, preview } = await productFor((await params).slug)
  if (!product) notFound()
  const brand = await findBrand(product.brandId, { preview })
  return (
    <SiteShell
      brand={brand}
      analyticsPageType="Product"
      {...(preview ? { previewOf: productUrl(product) } : {})}
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
