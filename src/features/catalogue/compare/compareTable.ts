import type { ProductSummary } from '../model'

import { priceRange } from '../price'
import { formatRating, ratingOf } from '../rating'

export interface CompareRow {
  label: string
  values: string[]
  /** True when the products do not all have the same value. */
  differs: boolean
}

const NOT_STATED = '–'

/**
 * An attribute's values as one cell. "All" beside named values (a razor for all skin types, made
 * especially for normal skin) reads "All, especially normal", not "All, Normal" as if All were one choice.
 */
export function valuesText(values: string[]): string {
  const unique = [...new Set(values)]
  if (unique.length === 0) return NOT_STATED
  const all = unique.find((value) => value.toLowerCase() === 'all')
  const named = unique.filter((value) => value !== all)
  if (!all || named.length === 0) return unique.join(', ')
  return `${all}, especially ${named.map((value) => value.toLowerCase()).join(' and ')}`
}

/** Price, rating, variants and every attribute any of the products has, one row each. */
export function compareRows(products: ProductSummary[]): CompareRow[] {
  const attributeNames = [...new Set(products.flatMap((product) => product.attributes.map((attribute) => attribute.name)))]
  const rows: Omit<CompareRow, 'differs'>[] = [
    { label: 'Price', values: products.map((p) => priceRange(p.minPrice, p.maxPrice) ?? NOT_STATED) },
    {
      label: 'Rating',
      values: products.map((p) => {
        const rating = ratingOf(p)
        return rating ? `${formatRating(rating.average)} out of 5 (${rating.count} reviews)` : 'No reviews yet'
      }),
    },
    ...attributeNames.map((name) => ({
      label: name,
      values: products.map((p) => valuesText(p.attributes.filter((attribute) => attribute.name === name).map((attribute) => attribute.value))),
    })),
    { label: 'Variants', values: products.map((p) => p.variantNames.join(', ')) },
  ]
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }))
}
