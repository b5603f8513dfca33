import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug } from '@/features/catalogue/server'
import { ProductQuestions } from '@/features/reviews/server'
import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'
import { productUrl, questionsUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Rendered per request: its sort and page come from the address, a visitor's votes from cookies, and the
// link of the email confirming a question (`?bv_authtoken=`) lands here. The product comes from the cached reads.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const product = await findProductBySlug(slug)
  if (!product) return notFoundMetadata
  return pageMetadata({
    name: `Questions & answers: ${product.title}`,
    description: `Questions about ${product.title}, answered by ${product.title} owners and by us.`,
    path: questionsUrl({ slug }),
    robots: 'index',
    indexing: asIndexing(indexing),
  })
}

/** A product's questions and answers (a product that does not exist is the site's 404, decided by the proxy). */
export default async function QuestionsPage({ params, searchParams }: Props) {
  const product = await findProductBySlug((await params).slug)
  if (!product) notFound()
  const path = questionsUrl(product)
  const brand = await findBrand(product.brandId)
  return (
    <SiteShell
      brand={brand}
      headerStyle="white"
      analyticsPageType="questions"
      breadcrumbs={{ position: 'top', items: [homeCrumb, { name: product.title, path: productUrl(product) }, { name: 'Questions & answers', path }] }}
    >
      <h1>Questions &amp; answers: {product.title}</h1>
      <p>
        Questions about <a href={productUrl(product)}>{product.title}</a>, answered by owners and by our team.
      </p>
      <ProductQuestions productId={product.reviewsProductId} productName={product.title} path={path} search={await searchParams} />
    </SiteShell>
  )
}
