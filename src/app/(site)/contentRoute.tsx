import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/features/content'
import { findPageByPath, findPageDraft } from '@/features/content/server'
import { ContentPageJsonLd, notFoundMetadata, pageMetadata } from '@/features/seo'
import { homeCrumb } from '@/features/shell'
import { editorPreview, findBrand, SiteShell } from '@/features/shell/server'
import { settings } from '@/shared/settings'
import { asIndexing } from '@/shared/routing/indexing'
import type { PageQuery } from '@/shared/routing/pageQuery'

import { blockViews } from '../blockViews'
import { pageTypes } from '../pageTypes'
import { pageViews } from '../pageViews'

/** The two content routes' shared part: /en-au/{path}, cached (query {}) or per request (a query). */
export interface ContentRouteParams {
  indexing: string
  path?: string[]
}

const pathOf = (params: ContentRouteParams) => (params.path ?? []).join('/')

/** The published page; in an editor's preview (see /api/preview) its newest saved version. */
async function pageFor(params: ContentRouteParams) {
  const preview = await editorPreview()
  return { preview, page: await (preview ? findPageDraft(pathOf(params)) : findPageByPath(pathOf(params))) }
}

export async function contentRouteMetadata(params: ContentRouteParams): Promise<Metadata> {
  const { page } = await pageFor(params)
  if (!page) return notFoundMetadata
  const name = page.meta.title ?? page.title
  return pageMetadata({
    name,
    // The home page leads with the brand: "Ashford | Razors, blades and grooming advice".
    brandFirst: page.slug === 'home',
    // Every page gets a description: its own, else its intro, else one made from its title.
    description: page.meta.description ?? page.intro ?? `${page.title} at ${settings().BRAND_NAME} Australia: razors, blades, shave care and grooming advice.`,
    path: page.url,
    robots: pageTypes[page.pageType].robots,
    indexing: asIndexing(params.indexing),
    ...(page.meta.shareImage ? { images: [page.meta.shareImage] } : {}),
  })
}

/** The page in its brand's shell, with its page type's analytics label, crumb and view. */
export async function ContentRoute({ params, query = {} }: { params: ContentRouteParams; query?: PageQuery }) {
  const { page, preview } = await pageFor(params)
  if (!page) notFound()
  const definition = pageTypes[page.pageType]
  const View = pageViews[page.pageType]
  // The view is resolved before the shell renders, so a view that finds its query names nothing (a
  // listing page past the last) answers a real 404 rather than a 200 page that shows one.
  const [brand, added] = await Promise.all([findBrand(page.brandId, { preview }), View ? View({ page, query }) : null])
  const position = page.breadcrumbPosition
  const crumbs =
    definition.breadcrumbs !== false && position !== 'none'
      ? { position, items: [homeCrumb, { name: definition.crumb ?? page.title, path: page.url }] }
      : undefined
  return (
    <SiteShell
      brand={brand}
      headerStyle={page.headerStyle}
      analyticsPageType={definition.analytics}
      breadcrumbs={crumbs}
      {...(preview ? { previewOf: page.url } : {})}
    >
      <ContentPage page={page} blocks={blockViews} structuredData={<ContentPageJsonLd page={page} />}>
        {added}
      </ContentPage>
    </SiteShell>
  )
}
