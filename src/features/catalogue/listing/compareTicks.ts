import { storedValue } from '@/shared/storage/storedValue'

import { MAX_COMPARED } from '../compare/compareQuery'

/** The products ticked for comparing (slugs), kept for the visit so a choice survives paging and filtering. */
export const compareSelection = storedValue<string[]>({
  key: 'compare_products',
  storage: 'session',
  fallback: [],
  parse: (stored) => (Array.isArray(stored) ? stored.filter((slug): slug is string => typeof slug === 'string').slice(0, MAX_COMPARED) : undefined),
})
