import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageTypeInfo } from '@/cms/pageTypes'
import { asIndexing } from '@/shared/routing/indexing'
import { crumbTitle, findBrand, homeCrumb, notFoundMetadata, SiteShell } from '@/features/shell'
import type { PageQuery } from '@/shared/routing/queryDrivenPages'

import { ContentPage } from './ContentPage'
import { pageMetadata } from './metadata'
import { findPageByPath } from './queries'

export interface ContentRouteParams {
  indexing: string
  path?: string[]
}

export async function contentRouteMetadata({ indexing, path }: ContentRouteParams): Promise<Metadata> {
  const page = await findPageByPath((path ?? []).join('/'))
  return page ? pageMetadata(page, asIndexing(indexing)) : notFoundMetadata
}

/**
 * A content page at /en-au/{path}: the cached default view (query = {}) or, for the query-driven
 * route, the view its query asks for (a listing's filters, a compare list, the advisor's answers).
 */
export async function ContentRoute({ params, query = {} }: { params: ContentRouteParams; query?: PageQuery }) {
  const page = await findPageByPath((params.path ?? []).join('/'))
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
              items: [homeCrumb, { name: crumbTitle(page.slug, page.title), path: `/en-au/${page.path}` }],
            }
      }
    >
      <ContentPage page={page} query={query} />
    </SiteShell>
  )
}
