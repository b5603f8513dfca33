/**
 * The origins the back office accepts changes from: the site's own (SITE_URL) and, when that is a
 * loopback address, its other loopback names (an editor who opens http://127.0.0.1:3000/admin while
 * SITE_URL says http://localhost:3000 is on the same machine and the same site). Any other origin is
 * refused, by Payload's CSRF check (cms/payload.config.ts) and first by the server's front, with a
 * message that names the address to use (scripts/server/front.mjs).
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/** @param {string} siteUrl @returns {string[]} */
export function backOfficeOrigins(siteUrl) {
  const site = new URL(siteUrl)
  if (!LOOPBACK_NAMES.includes(site.hostname)) return [site.origin]
  return LOOPBACK_NAMES.map((name) => `${site.protocol}//${name}${site.port ? `:${site.port}` : ''}`)
}
