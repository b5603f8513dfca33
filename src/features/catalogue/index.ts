export { findProductBySlug, findProducts } from './queries'
export { ProductCard, ProductGrid } from './ProductCard'
export { ProductDetail } from './ProductDetail'
export { priceRange, formatPrice } from './price'
