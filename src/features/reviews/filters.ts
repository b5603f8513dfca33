import 'server-only'

import { settings } from '@/shared/settings'

import { CONTEXT_OPTIONS } from './reviewForm'

/** What reviewers say of themselves, with its values (the review form's); REVIEWS_FILTER_FIELDS picks which the product page offers. */
const KNOWN_VALUES: Record<string, readonly string[]> = CONTEXT_OPTIONS

export interface ReviewFilterField {
  name: string
  values: { value: string; count?: number }[]
}

/**
 * The fields the product page offers, each value with its count when the statistics carry a distribution
 * (values no review carries are left out then: choosing one would show nothing).
 */
export function reviewFilterFields(distribution?: Record<string, { Values?: { Value: string; Count: number }[] }>): ReviewFilterField[] {
  return settings()
    .REVIEWS_FILTER_FIELDS.split(',')
    .map((name) => name.trim())
    .filter((name) => Object.hasOwn(KNOWN_VALUES, name))
    .map((name) => {
      const counted = distribution?.[name]?.Values
      if (!distribution) return { name, values: KNOWN_VALUES[name]!.map((value) => ({ value })) }
      const values = KNOWN_VALUES[name]!.map((value) => ({ value, count: counted?.find((entry) => entry.Value === value)?.Count ?? 0 })).filter(
        (entry) => entry.count > 0,
      )
      return { name, values }
    })
    .filter((field) => field.values.length > 0)
}
