// The catalogue's public surface: product components and types, and its page-type views. Server code:
// no client component imports this file. Reads are in ./server, page-type data in ./pageTypes.
export type { ProductDetails, ProductFamily, ProductSummary, SearchableProduct } from './model'
export { ProductCard, ProductGrid } from './ProductCard'
export { ProductDetail } from './ProductDetail'
export { RatingStars } from './RatingStars'
export { priceRange, formatPrice } from './price'
export { cataloguePageViews } from './pageViews'
