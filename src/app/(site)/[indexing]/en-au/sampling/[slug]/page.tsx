import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { findSamplingCampaign, SamplingCampaignView } from '@/features/subscriptions/server'
import { asIndexing } from '@/shared/routing/indexing'
import { samplingUrl } from '@/shared/routing/urls'

type Props = { params: Promise<{ indexing: string; slug: string }> }

// Rendered per request: whether the campaign takes applications depends on the clock and on the places left.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, slug } = await params
  const campaign = await findSamplingCampaign(slug)
  if (!campaign) return notFoundMetadata
  return pageMetadata({
    name: campaign.name,
    description: `Apply for a free ${campaign.product?.title ?? 'product'}: ${campaign.places} places.`,
    path: samplingUrl(campaign),
    robots: 'noindex',
    indexing: asIndexing(indexing),
  })
}

/** A sampling campaign's application page (a draft or unknown campaign is the site's 404). */
export default async function SamplingCampaignPage({ params }: Props) {
  const campaign = await findSamplingCampaign((await params).slug)
  if (!campaign) notFound()
  const brand = await findBrand(campaign.product?.brandId)
  return (
    <SiteShell
      brand={brand}
      headerStyle="white"
      analyticsPageType="Registration"
      breadcrumbs={{ position: 'top', items: [homeCrumb, { name: campaign.name, path: samplingUrl(campaign) }] }}
    >
      <h1>{campaign.name}</h1>
      <SamplingCampaignView campaign={campaign} />
    </SiteShell>
  )
}
