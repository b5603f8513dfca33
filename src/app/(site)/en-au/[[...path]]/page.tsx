import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage, findPageByPath } from '@/features/content'
import { findBrand, notFoundMetadata, pageTitle, SiteShell } from '@/features/shell'
import { settings } from '@/shared/settings'

type Props = { params: Promise<{ path?: string[] }> }

// Rendered on first request and cached; publishing in /admin revalidates (cms/hooks/revalidate.ts).
export const revalidate = 3600
export const generateStaticParams = async () => []

const pathOf = async (params: Props['params']) => ((await params).path ?? []).join('/')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPageByPath(await pathOf(params))
  if (!page) return notFoundMetadata
  return {
    // The home page leads with the brand: "Ashford | Razors, blades and grooming advice".
    title: page.slug === 'home' ? `${settings().BRAND_NAME} | ${page.meta?.title ?? page.title}` : pageTitle(page.meta?.title ?? page.title),
    description: page.meta?.description ?? undefined,
    alternates: { canonical: `/en-au/${page.path ?? ''}` },
  }
}

export default async function Page({ params }: Props) {
  const page = await findPageByPath(await pathOf(params))
  if (!page) notFound()
  const brand = await findBrand(page.brand)
  return (
    <SiteShell brand={brand} headerStyle={page.headerStyle === 'brand' ? undefined : (page.headerStyle ?? undefined)}>
      <ContentPage page={page} />
    </SiteShell>
  )
}
