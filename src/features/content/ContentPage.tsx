import { JsonLd, organizationJsonLd } from '@/features/seo'
import type { Page } from '@/payload-types'
import type { PageQuery } from '@/shared/routing/queryDrivenPages'

import { RenderBlocks } from './blocks/RenderBlocks'
import { PageTypeSection } from './PageTypeSection'

/** A content page: its blocks (or title), intro, and what its page type adds. */
export function ContentPage({ page, query = {} }: { page: Page; query?: PageQuery }) {
  return (
    <>
      {page.slug === 'home' ? <JsonLd data={organizationJsonLd({ logo: '/media/brands/default.svg' })} /> : null}
      <RenderBlocks blocks={page.blocks} title={page.title} />
      {page.intro ? <p>{page.intro}</p> : null}
      <PageTypeSection page={page} query={query} />
    </>
  )
}
