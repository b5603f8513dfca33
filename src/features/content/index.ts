// Content pages: the page shape, its blocks, and the page-type contract (./pageTypes, pure).
// Reads of pages are in ./server.
export { ContentPage } from './ContentPage'
export type { ContentPage as ContentPageData, PageBlock, PageListing } from './model'
