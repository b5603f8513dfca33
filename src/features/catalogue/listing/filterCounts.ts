/**
 * The listing's choices in a compact form the browser can count with (each product's `facet:value` keys as
 * indices into one list), and the counts for a selection: the same rule as applyListing (values of one facet
 * widen the choice, facets narrow it; a value's count is what ticking it would show given the other facets'
 * choices), so the filter panel's numbers and its "Show N results" follow the ticks before they are applied.
 */
export interface FilterModel {
  keys: string[]
  products: number[][]
}

export function filterModel(productKeys: Iterable<Set<string>>): FilterModel {
  const index = new Map<string, number>()
  const products = [...productKeys].map((keys) =>
    [...keys].map((key) => {
      if (!index.has(key)) index.set(key, index.size)
      return index.get(key)!
    }),
  )
  return { keys: [...index.keys()], products }
}

export interface SelectionCounts {
  /** products the ticked choices show */
  total: number
  /** per `facet:value` key: products ticking it would show, given the other facets' choices */
  counts: Record<string, number>
}

const facetOf = (key: string) => key.slice(0, key.indexOf(':'))

export function selectionCounts(model: FilterModel, ticked: readonly string[]): SelectionCounts {
  const chosen = new Map<string, Set<string>>()
  for (const key of ticked) chosen.set(facetOf(key), (chosen.get(facetOf(key)) ?? new Set()).add(key))
  const products = model.products.map((indices) => new Set(indices.map((i) => model.keys[i]!)))
  const matches = (keys: Set<string>, except?: string) =>
    [...chosen].every(([facet, values]) => facet === except || [...values].some((value) => keys.has(value)))
  const counts: Record<string, number> = {}
  for (const key of model.keys) {
    const facet = facetOf(key)
    counts[key] = products.filter((keys) => keys.has(key) && matches(keys, facet)).length
  }
  return { total: products.filter((keys) => matches(keys)).length, counts }
}

/** "Show 12 results" */
export const showResultsLabel = (total: number) => `Show ${total} ${total === 1 ? 'result' : 'results'}`
