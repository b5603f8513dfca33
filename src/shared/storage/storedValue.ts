/**
 * A value kept in the browser's local or session storage, read and written through one place: parsed
 * (anything unreadable — blocked storage, bad JSON — counts as the fallback), shared by every component
 * that uses it, and updated in this tab and in others (the `storage` event). Client components read it
 * with `useStoredValue` (shared/hooks). No React here: server components may import a store.
 */
export interface StoredValue<T> {
  key: string
  /** What `read` returns (this very object) while nothing readable is stored. */
  fallback: T
  read(): T
  write(value: T): void
  subscribe(onChange: () => void): () => void
}

export interface StoredValueOptions<T> {
  key: string
  storage: 'local' | 'session'
  /** The value when nothing (or nothing readable) is stored. */
  fallback: T
  /** Checks what was stored; return undefined to use the fallback. */
  parse: (stored: unknown) => T | undefined
  /** A value written as this is removed instead (e.g. an empty list). */
  isEmpty?: (value: T) => boolean
}

const CHANGED = 'stored-value-changed'

export function storedValue<T>({ key, storage, fallback, parse, isEmpty }: StoredValueOptions<T>): StoredValue<T> {
  const area = () => (storage === 'local' ? window.localStorage : window.sessionStorage)
  // useSyncExternalStore needs the same object back while the stored text is the same.
  let last: { raw: string | null; value: T } | undefined
  return {
    key,
    fallback,
    read() {
      let raw: string | null = null
      try {
        raw = area().getItem(key)
      } catch {
        return fallback // storage blocked
      }
      if (last && last.raw === raw) return last.value
      let value = fallback
      try {
        value = raw === null ? fallback : (parse(JSON.parse(raw)) ?? fallback)
      } catch {
        // not JSON: the fallback
      }
      last = { raw, value }
      return value
    },
    write(value) {
      try {
        if (isEmpty?.(value)) area().removeItem(key)
        else area().setItem(key, JSON.stringify(value))
      } catch {
        // storage full or blocked: the choice lasts as long as the page
      }
      window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }))
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => (event.key === key || event.key === null) && onChange()
      const onChanged = (event: Event) => (event as CustomEvent<string>).detail === key && onChange()
      window.addEventListener('storage', onStorage)
      window.addEventListener(CHANGED, onChanged)
      return () => {
        window.removeEventListener('storage', onStorage)
        window.removeEventListener(CHANGED, onChanged)
      }
    },
  }
}
