import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findFamilyBySlug, findProducts, ProductGrid } from '@/features/catalogue'
import { robotsMetadata } from '@/features/seo'
import { asIndexing } from '@/shared/routing/indexing'
import { findBrand, homeCrumb, notFoundMetadata, pageTitle, SiteShell } from '@/features/shell'

type Props = { params: Promise<{ indexing: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const family = await findFamilyBySlug(slug)
  if (!family) return notFoundMetadata
  const url = `/en-au/family/${family.slug}`
  return {
    title: pageTitle(family.title),
    description: family.description ?? undefined,
    alternates: { canonical: url },
    robots: robotsMetadata('index', asIndexing(indexing)),
    openGraph: { type: 'website', url, title: family.title, description: family.description ?? undefined },
  }
}

/** A product family (e.g. Fusion5): its story and every product in it, from the product relations. */
export default async function FamilyPage({ params }: Props) {
  const family = await findFamilyBySlug((await params).slug)
  if (!family) notFound()
  const [brand, products] = await Promise.all([findBrand('default'), findProducts({ family: family.id, limit: 100 })])
  return (
    <SiteShell
      brand={brand}
      headerStyle="white"
      analyticsPageType="Collection Details"
      breadcrumbs={{
        position: 'top',
        items: [
          homeCrumb,
          { name: family.title, path: `/en-au/family/${family.slug}` },
        ],
      }}
    >
      <h1>{family.title}</h1>
      {family.description ? <p>{family.description}</p> : null}
      <ProductGrid products={products} headingLevel={2} />
    </SiteShell>
  )
}
