/**
 * The block contract: how a feature makes a content block drawable. A block's field configuration is in
 * src/cms/blocks/ (Payload's config may not import features); the feature that owns the block defines,
 * in one file of its folder, its mapping from the block as Payload stores it to what its view draws
 * (`toView`: the block's data boundary, the only code that reads that block's stored shape) and its view.
 * src/app/blockViews.ts collects the features' blocks into a `BlockRegistry`, a record over every block
 * type in the CMS config, so a block type with no view is a type error.
 */
import type { ReactNode } from 'react'

import type { PageBlockType } from '@/cms/blocks'
import type { Page } from '@/payload-types'

/** A block as it is stored on a page (Payload's generated type), by block type. */
export type StoredBlock<T extends PageBlockType = PageBlockType> = Extract<NonNullable<Page['blocks']>[number], { blockType: T }>

/** Where a block stands on its page: its id (stable, for element ids) and its position (0: first). */
export interface BlockPlace {
  id: string
  index: number
}

/** What a block's view gets: what its `toView` made of the stored block, and its place. */
export interface BlockViewProps<V> {
  block: V
  place: BlockPlace
}

/** A drawable block: its stored form mapped and rendered. `toView` and `View` stay reachable for tests. */
export interface BlockDefinition<T extends PageBlockType> {
  render: (block: StoredBlock<T>, place: BlockPlace) => ReactNode
}

/** Every block type's definition: a block type the CMS offers with no view here is a type error. */
export type BlockRegistry = { [T in PageBlockType]: BlockDefinition<T> }

/** A feature's blocks, by block type (spread into the registry). */
export type BlockDefinitions = Partial<BlockRegistry>

/**
 * A block from its mapping and its view (a component, a server component may be async). The view model
 * `V` is the block's own: nothing outside its file needs to know it.
 */
export function defineBlock<T extends PageBlockType, V>(
  toView: (block: StoredBlock<T>) => V,
  View: (props: BlockViewProps<V>) => ReactNode | Promise<ReactNode>,
): BlockDefinition<T> & { toView: typeof toView; View: typeof View } {
  return { toView, View, render: (block, place) => <View block={toView(block)} place={place} /> }
}
