/**
 * The results page's product sorts as its menu lists them. Which index answers each is the requests'
 * business (./searchRequests.ts), loaded only when the page asks for something itself.
 */
export const PRODUCT_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Top rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value']
