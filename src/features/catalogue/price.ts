const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

export const formatPrice = (value: number) => aud.format(value)

/** "$9.99" or "$9.99 – $24.99" from a product's price range. */
export function priceRange(min?: number | null, max?: number | null): string | undefined {
  if (min == null && max == null) return undefined
  const low = min ?? max!
  const high = max ?? min!
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`
}
