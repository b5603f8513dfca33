import { CLIENT_ADDRESS_HEADER, SERVER_KEY_ENV, SERVER_KEY_HEADER } from '../serverContract.mjs'

/**
 * The visitor's address as the site's server (scripts/server.mjs) saw it: `x-client-address`, which it
 * sets on every request, trusted only beside the server's own key (`x-site-server`, equal to this
 * process's SITE_SERVER_KEY), so a visitor cannot choose it when the app runs without that server. Falls
 * back to the right-most forwarded entry (what the nearest proxy saw). The names are the server
 * contract's (shared/serverContract.mjs).
 */
export function clientAddressOf(headers: Headers): string {
  const key = process.env[SERVER_KEY_ENV]
  const own = key && headers.get(SERVER_KEY_HEADER) === key ? headers.get(CLIENT_ADDRESS_HEADER)?.trim() : undefined
  if (own) return own
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded?.at(-1) ?? 'unknown'
}

/**
 * Headers that hand the visitor's address to a handler in this same process (the built-in reviews
 * service, called without HTTP), which reads it with `clientAddressOf` as if the server had set it. The
 * key never leaves the process: never send these to another host.
 */
export function inProcessClientAddress(address: string): Record<string, string> {
  const key = process.env[SERVER_KEY_ENV]
  return key ? { [CLIENT_ADDRESS_HEADER]: address, [SERVER_KEY_HEADER]: key } : {}
}
