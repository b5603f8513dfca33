import 'server-only'

// Content's server entry: reads of pages, and content's own blocks (hero, rich text, link cards).
export { contentBlocks } from './blocks/contentBlocks'
export { findPageByPath, findPageDraft, listPages } from './data'
