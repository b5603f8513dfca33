import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { requestedPage, SectionArticles } from '@/features/articles'
import { findSectionArticles } from '@/features/articles/server'
import { notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { findBrand, SiteShell } from '@/features/shell/server'
import { asIndexing } from '@/shared/routing/indexing'

type Props = {
  params: Promise<{ indexing: string; section: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined

async function load({ params, searchParams }: Props) {
  const [{ indexing, section }, query] = await Promise.all([params, searchParams])
  const page = requestedPage(one(query.page))
  const topic = one(query.topic)
  const data = page ? await findSectionArticles({ section, ...(topic ? { topic } : {}), page }) : null
  // A page past the last is a 404, not an empty list.
  return { indexing, data: data && data.page <= Math.max(1, data.totalPages) && data.page === page ? data : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { indexing, data } = await load(props)
  if (!data) return notFoundMetadata
  const name = data.topic ? `${data.section.title}: ${data.topic.title}` : data.section.title
  return pageMetadata({
    name,
    description: `${name}: articles, tips and advice.`,
    path: data.section.url,
    robots: 'index',
    indexing: asIndexing(indexing),
  })
}

export default async function SectionPage(props: Props) {
  const { data } = await load(props)
  if (!data) notFound()
  const brand = await findBrand(null)
  return (
    <SiteShell
      brand={brand}
      analyticsPageType={data.topic ? 'Article Topic' : 'Article Section'}
      breadcrumbs={{
        position: 'top',
        items: [homeCrumb, { name: 'Articles', path: '/en-au/articles' }, { name: data.section.title, path: data.section.url }],
      }}
    >
      <SectionArticles data={data} />
    </SiteShell>
  )
}
