import type { ReactNode } from 'react'

import type { BlockRegistry } from './blocks/defineBlock'
import { RenderBlocks } from './blocks/RenderBlocks'
import type { ContentPage as Page } from './model'

/**
 * A content page: its structured data (a slot other features fill, e.g. seo's organization JSON-LD), its
 * blocks (or title) drawn through the block registry, intro, and then what its page type adds (`children`).
 * Content imports no other feature: what they add comes in through these props.
 */
export function ContentPage({
  page,
  blocks,
  structuredData,
  children,
}: {
  page: Page
  blocks: BlockRegistry
  structuredData?: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      {structuredData}
      <RenderBlocks blocks={blocks} stored={page.blocks} title={page.title} />
      {page.intro ? <p>{page.intro}</p> : null}
      {children}
    </>
  )
}
