/** The numbers the benchmarks print (medians of runs, percentiles of response times), and visitors' addresses. */

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

/**
 * A loopback source address of its own for visitor `number` (127.1.0.1 onwards): behind a balancer the site
 * counts the address the balancer saw, not the X-Forwarded-For a benchmark sends, so each visitor connects
 * from its own (Linux answers on all of 127.0.0.0/8).
 */
export const visitorAddress = (number) => `127.${1 + ((number >> 16) & 127)}.${(number >> 8) & 255}.${1 + (number % 254)}`
