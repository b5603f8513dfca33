// Content, the base feature (it imports no other feature): the page shape, the page-type contract
// (./pageTypes, pure), the block contract (`defineBlock`, `BlockRegistry`) with the pieces blocks draw
// with, and the page itself (blocks and page-type view come in as props). Reads and content's own
// blocks: ./server.
export { ContentPage } from './ContentPage'
export { BlockSection, type Card, CardList } from './blocks/Cards'
export {
  type BlockDefinition,
  type BlockDefinitions,
  type BlockPlace,
  type BlockRegistry,
  type BlockViewProps,
  defineBlock,
  type StoredBlock,
} from './blocks/defineBlock'
export type { ContentPage as ContentPageData, PageListing } from './model'
