import 'server-only'

// The catalogue's reads (published products and families), for routes and other features' server code.
export {
  findFamilyBySlug,
  findProductBySlug,
  findProducts,
  listFamilyUpdates,
  listProductUpdates,
  listSearchableProducts,
  type ProductQuery,
} from './data'
