import { Fragment } from 'react'

import type { PageBlockType } from '@/cms/blocks'

import type { BlockPlace, BlockRegistry, StoredBlock } from './defineBlock'

/** One block through its definition (typed per block type, so the stored block matches its mapping). */
function renderBlock<T extends PageBlockType>(blocks: BlockRegistry, block: StoredBlock<T>, place: BlockPlace) {
  const definition: BlockRegistry[T] = blocks[block.blockType as T]
  return definition.render(block, place)
}

/**
 * Renders a page's blocks in order, each through the block registry (src/app/blockViews.ts). The first
 * hero's heading is the page's h1; without one, the page's title is.
 */
export function RenderBlocks({ blocks, stored, title }: { blocks: BlockRegistry; stored: StoredBlock[]; title: string }) {
  return (
    <>
      {stored[0]?.blockType !== 'hero' ? <h1>{title}</h1> : null}
      {stored.map((block, index) => {
        const id = block.id ?? String(index)
        return <Fragment key={id}>{renderBlock(blocks, block, { id, index })}</Fragment>
      })}
    </>
  )
}
