import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug, ProductDetail, productUrl } from '@/features/catalogue'
import { robotsMetadata } from '@/features/seo'
import { asIndexing } from '@/shared/routing/indexing'
import { findBrand, homeCrumb, notFoundMetadata, pageTitle, SiteShell } from '@/features/shell'

type Props = { params: Promise<{ indexing: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const product = await findProductBySlug(slug)
  if (!product) return notFoundMetadata
  const url = productUrl(product)
  return {
    title: pageTitle(product.title),
    description: product.shortDescription,
    alternates: { canonical: url },
    robots: robotsMetadata('index', asIndexing(indexing)),
    openGraph: { type: 'website', url, title: product.title, description: product.shortDescription, images: [product.heroImage] },
  }
}

export default async function ProductPage({ params }: Props) {
  const product = await findProductBySlug((await params).slug)
  if (!product) notFound()
  const brand = await findBrand(product.brand)
  return (
    <SiteShell
      brand={brand}
      analyticsPageType="Product"
      breadcrumbs={{
        position: 'top',
        items: [
          homeCrumb,
          { name: 'All products', path: '/en-au/products' },
          { name: product.title, path: productUrl(product) },
        ],
      }}
    >
      <ProductDetail product={product} />
    </SiteShell>
  )
}
