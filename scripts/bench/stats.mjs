/** The numbers the benchmarks print: medians of runs, percentiles of response times. */

/** The median of the finite numbers among `values`, or null when there are none. */
export function median(values) {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

/** The p-th percentile (nearest rank) of `values`, or undefined when there are none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
