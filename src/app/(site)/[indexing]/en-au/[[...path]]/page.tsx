import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage, findPageByPath, pageMetadata } from '@/features/content'
import { asIndexing } from '@/features/seo'
import { crumbTitle, findBrand, homeCrumb, notFoundMetadata, SiteShell } from '@/features/shell'
import { pageTypeInfo } from '@/cms/pageTypes'

type Props = { params: Promise<{ indexing: string; path?: string[] }> }

// Rendered on first request and cached; publishing in /admin revalidates (cms/hooks/revalidate.ts).
export const revalidate = 3600
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { indexing, path } = await params
  const page = await findPageByPath((path ?? []).join('/'))
  return page ? pageMetadata(page, asIndexing(indexing)) : notFoundMetadata
}

export default async function Page({ params }: Props) {
  const { path } = await params
  // Test hook (SITE_TEST_HOOKS=1, browser tests only): a page that fails, to show the error page.
  if (process.env.SITE_TEST_HOOKS === '1' && path?.join('/') === '__test/error') throw new Error('test hook: failing page')
  const page = await findPageByPath((path ?? []).join('/'))
  if (!page) notFound()
  const brand = await findBrand(page.brand)
  const position = page.breadcrumbPosition ?? 'top'
  const isHome = page.slug === 'home'
  return (
    <SiteShell
      brand={brand}
      headerStyle={page.headerStyle === 'brand' ? undefined : (page.headerStyle ?? undefined)}
      analyticsPageType={pageTypeInfo(page.pageType).analytics}
      breadcrumbs={
        isHome || position === 'none' || page.pageType === 'brandHomePage'
          ? undefined
          : {
              position,
              items: [
                homeCrumb,
                { name: crumbTitle(page.slug, page.title), path: `/en-au/${page.path}` },
              ],
            }
      }
    >
      <ContentPage page={page} />
    </SiteShell>
  )
}
