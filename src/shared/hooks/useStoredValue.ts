import { useCallback, useSyncExternalStore } from 'react'

import type { StoredValue } from '../storage/storedValue'

/**
 * A stored value (shared/storage/storedValue.ts) in a client component: the store's fallback on the server
 * and while hydrating, then what is stored, kept up to date; the setter takes a value or a function of the
 * current one. The fallback is the very object `read` returns while nothing is stored, so a visitor with
 * nothing stored costs no second render: React re-renders, synchronously, just after hydrating, when
 * what the browser reads is not the object the server drew with.
 */
export function useStoredValue<T>(store: StoredValue<T>): [T, (next: T | ((current: T) => T)) => void] {
  const value = useSyncExternalStore(store.subscribe, store.read, () => store.fallback)
  const set = useCallback(
    (next: T | ((current: T) => T)) => store.write(typeof next === 'function' ? (next as (current: T) => T)(store.read()) : next),
    [store],
  )
  return [value, set]
}
