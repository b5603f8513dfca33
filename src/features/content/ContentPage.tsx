import type { ReactNode } from 'react'

import { JsonLd, organizationJsonLd } from '@/features/seo'

import { RenderBlocks } from './blocks/RenderBlocks'
import type { ContentPage as Page } from './model'

/** A content page: its blocks (or title), intro, and then what its page type adds (`children`). */
export function ContentPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <>
      {page.slug === 'home' ? <JsonLd data={organizationJsonLd({ logo: '/media/brands/default.svg' })} /> : null}
      <RenderBlocks blocks={page.blocks} title={page.title} />
      {page.intro ? <p>{page.intro}</p> : null}
      {children}
    </>
  )
}
