import { settings } from '@/shared/settings'

import type { SearchClientConfig } from '../client'

/**
 * What the browser needs to search Algolia — the app id and the search-only key, both public — or
 * undefined to use the built-in endpoint. The admin key never leaves the server.
 */
export function searchClientConfig(): SearchClientConfig | undefined {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey } = settings()
  return appId && searchKey ? { appId, searchKey } : undefined
}
