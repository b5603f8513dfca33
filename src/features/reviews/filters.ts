import 'server-only'

import { settings } from '@/shared/settings'

/** SPEC.md §3's review filter fields and their values; REVIEWS_FILTER_FIELDS picks which the product page offers. */
const KNOWN_VALUES: Record<string, readonly string[]> = {
  HairType: ['Fine', 'NormalThick', 'Curly', 'Straight', 'Relaxed', 'Natural'],
  HairLength: ['Short', 'Medium', 'Long'],
  HairNeed: ['Dry', 'Oily', 'ColorTreated', 'AgingHair'],
}

export interface ReviewFilterField {
  name: string
  values: string[]
}

export function reviewFilterFields(): ReviewFilterField[] {
  return settings()
    .REVIEWS_FILTER_FIELDS.split(',')
    .map((name) => name.trim())
    .filter((name) => Object.hasOwn(KNOWN_VALUES, name))
    .map((name) => ({ name, values: [...KNOWN_VALUES[name]!] }))
}
