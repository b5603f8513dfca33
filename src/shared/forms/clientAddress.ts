/**
 * The visitor's address as the site's server (scripts/server.mjs) saw it: `x-client-address`, which it
 * sets on every request, trusted only beside the server's own key (`x-site-server`, equal to this
 * process's SITE_SERVER_KEY), so a visitor cannot choose it when the app runs without that server. Falls
 * back to the right-most forwarded entry (what the nearest proxy saw).
 */
export function clientAddressOf(headers: Headers): string {
  const key = process.env.SITE_SERVER_KEY
  const own = key && headers.get('x-site-server') === key ? headers.get('x-client-address')?.trim() : undefined
  if (own) return own
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? 'unknown'
}
