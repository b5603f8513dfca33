import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductGrid } from '@/features/catalogue'
import { findFamilyBySlug, findProducts } from '@/features/catalogue/server'
import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'
import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'
import { familyUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }> }

export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const family = await findFamilyBySlug(slug)
  if (!family) return notFoundMetadata
  return pageMetadata({ name: family.title, description: family.description, path: familyUrl(family), robots: 'index', indexing: asIndexing(indexing) })
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
      breadcrumbs={{ position: 'top', items: [homeCrumb, { name: family.title, path: familyUrl(family) }] }}
    >
      <h1>{family.title}</h1>
      {family.description ? <p>{family.description}</p> : null}
      <ProductGrid products={products} headingLevel={2} eager={FIRST_ROW_CARDS} />
    </SiteShell>
  )
}
