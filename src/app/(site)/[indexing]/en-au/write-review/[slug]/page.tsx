import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug } from '@/features/catalogue/server'
import { WriteReviewForm } from '@/features/reviews'
import { requestedReview, ReviewConfirmation, uploadQuery } from '@/features/reviews/server'
import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'
import { productUrl, writeReviewUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Rendered per request: the link of the review-confirmation email (`?bv_authtoken=`) and a review request's
// star links (`?rating=4&hostedauthentication_authtoken=`) land here. The product itself comes from the
// cached content reads.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const product = await findProductBySlug(slug)
  if (!product) return notFoundMetadata
  return pageMetadata({
    name: `Write Review: ${product.title}`,
    description: `Review ${product.title}.`,
    path: writeReviewUrl({ slug }),
    robots: 'noindex',
    indexing: asIndexing(indexing),
  })
}

/**
 * The write-review page of a product (a product that does not exist is the site's 404, decided by the
 * proxy). It is also where the email confirming a review leads (`?bv_authtoken=`, hosted authentication).
 */
export default async function WriteReviewPage({ params, searchParams }: Props) {
  const product = await findProductBySlug((await params).slug)
  if (!product) notFound()
  const query = await searchParams
  const token = query.bv_authtoken
  // A star link's GET only reads: the form then shows that rating, the product and the address fixed.
  const requested = typeof token === 'string' ? undefined : await requestedReview(query, product.id)
  const path = writeReviewUrl(product)
  const brand = await findBrand(product.brandId)
  return (
    <SiteShell
      brand={brand}
      headerStyle="white"
      analyticsPageType="write a review"
      breadcrumbs={{ position: 'top', items: [homeCrumb, { name: product.title, path: productUrl(product) }, { name: 'Write Review', path }] }}
    >
      <h1>Write Review</h1>
      <p>
        Your review of <a href={productUrl(product)}>{product.title}</a>. Fields marked as optional may be left empty.
      </p>
      {typeof token === 'string' ? (
        <ReviewConfirmation token={token} productName={product.title} productHref={productUrl(product)} />
      ) : (
        <WriteReviewForm
          productId={product.reviewsProductId}
          productName={product.title}
          callbackPath={path}
          uploadQuery={uploadQuery()}
          address={path}
          requested={requested}
        />
      )}
    </SiteShell>
  )
}
