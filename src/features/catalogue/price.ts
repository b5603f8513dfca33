// Made on first use, not when the module loads: a currency formatter's first construction loads the
// browser's currency data, which a page whose prices the server drew (the search results' first answer)
// need never pay for.
let aud: Intl.NumberFormat | undefined

export const formatPrice = (value: number) => (aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })).format(value)

/** "$9.99" or "$9.99 – $24.99" from a product's price range. */
export function priceRange(min?: number | null, max?: number | null): string | undefined {
  if (min == null && max == null) return undefined
  const low = min ?? max!
  const high = max ?? min!
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`
}
