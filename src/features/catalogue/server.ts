import 'server-only'

// The catalogue's reads (published products and families), for routes and other features' server code;
// its page-type views and its content block.
export { catalogueBlocks } from './blocks/ProductGridBlock'
export { cataloguePageViews } from './pageViews'
export { ProductDetail } from './ProductDetail'
export {
  findFamilyBySlug,
  findProductBySlug,
  findProductDraft,
  findProducts,
  listFamilyUpdates,
  listProductUpdates,
  listSearchableProducts,
  type ProductQuery,
} from './data'
