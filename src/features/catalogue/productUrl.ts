/** A product's page (DECISIONS.md §2: `/en-au/products/{slug}`). */
export const productUrl = (product: { slug: string }) => `/en-au/products/${product.slug}`
