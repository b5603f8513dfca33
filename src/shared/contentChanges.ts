/**
 * A process-wide count of content changes (publish, unpublish, delete), bumped by the CMS hooks and read
 * by caches built from content (the built-in search index) to tell that they are out of date.
 * Kept on globalThis: Next bundles route handlers and the Payload admin separately, so a module-level
 * variable would exist once per bundle and the admin's changes would never reach the site's routes.
 */
const key = Symbol.for('ashford.contentChanges')

type Store = typeof globalThis & { [key]?: number }

export function noteContentChange(): void {
  const store = globalThis as Store
  store[key] = (store[key] ?? 0) + 1
}

export const contentChangeCount = (): number => (globalThis as Store)[key] ?? 0
