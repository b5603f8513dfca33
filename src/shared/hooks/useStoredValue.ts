import { useCallback, useSyncExternalStore } from 'react'

import type { StoredValue } from '../storage/storedValue'

/**
 * A stored value (shared/storage/storedValue.ts) in a client component: `serverValue` on the server and
 * while hydrating, then what is stored, kept up to date; the setter takes a value or a function of the
 * current one.
 */
export function useStoredValue<T>(store: StoredValue<T>, serverValue: T): [T, (next: T | ((current: T) => T)) => void] {
  const value = useSyncExternalStore(store.subscribe, store.read, () => serverValue)
  const set = useCallback(
    (next: T | ((current: T) => T)) => store.write(typeof next === 'function' ? (next as (current: T) => T)(store.read()) : next),
    [store],
  )
  return [value, set]
}
