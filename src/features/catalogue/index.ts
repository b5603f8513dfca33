// The catalogue's public surface: product components and types. Reads, the product page (it reads the
// spare blades), the page-type views and the product grid block are in ./server; page-type data in
// ./pageTypes.
export type { ProductDetails, ProductFamily, ProductSummary, SearchableProduct } from './model'
export { ProductCard, ProductGrid } from './ProductCard'
export { RatingStars } from './RatingStars'
export { priceRange, formatPrice } from './price'
