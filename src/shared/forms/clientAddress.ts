/**
 * The visitor's address as the site's server (scripts/server.mjs) saw it: `x-client-address`, which it
 * sets on every request (a visitor cannot supply it). Falls back to the right-most forwarded entry.
 */
export function clientAddressOf(headers: Headers): string {
  const own = headers.get('x-client-address')?.trim()
  if (own) return own
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? 'unknown'
}
