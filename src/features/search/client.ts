import { type LiteClient, liteClient } from 'algoliasearch/lite'

/** Hosted search settings a page passes to the browser (see searchClientConfig()): public values only. */
export interface SearchClientConfig {
  appId: string
  searchKey: string
}

/** The app id and key the built-in endpoint is called with: it checks neither. */
export const BUILT_IN_CREDENTIALS = 'builtin'

/** The site's own endpoint: the client appends its request path (`/1/indexes/{name}/queries`) to url. */
export const builtInSearchHost = ({ host, protocol }: Pick<Location, 'host' | 'protocol'>) => ({
  url: `${host}/api/search`,
  accept: 'read' as const,
  protocol: protocol === 'http:' ? ('http' as const) : ('https' as const),
})

/**
 * The official Algolia lite client: talking to Algolia with hosted settings, else to the site's
 * built-in endpoint on the page's own origin (the same wire format, so one client serves both).
 */
export function createSearchClient(config?: SearchClientConfig, location: Pick<Location, 'host' | 'protocol'> = window.location): LiteClient {
  if (config) return liteClient(config.appId, config.searchKey)
  return liteClient(BUILT_IN_CREDENTIALS, BUILT_IN_CREDENTIALS, {
    hosts: [builtInSearchHost(location)],
    // The first search after a start or a publish builds the index; Algolia's 2-second read timeout
    // (then "unreachable host", with one host to try) is too short for that one request.
    timeouts: { connect: 2_000, read: 10_000, write: 30_000 },
  })
}
