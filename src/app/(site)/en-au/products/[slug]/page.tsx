import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findProductBySlug, ProductDetail } from '@/features/catalogue'
import { findBrand, notFoundMetadata, pageTitle, SiteShell } from '@/features/shell'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await findProductBySlug((await params).slug)
  if (!product) return notFoundMetadata
  return {
    title: pageTitle(product.title),
    description: product.shortDescription,
    alternates: { canonical: `/en-au/products/${product.slug}` },
  }
}

export default async function ProductPage({ params }: Props) {
  const product = await findProductBySlug((await params).slug)
  if (!product) notFound()
  const brand = await findBrand(product.brand)
  return (
    <SiteShell brand={brand}>
      <ProductDetail product={product} />
    </SiteShell>
  )
}
