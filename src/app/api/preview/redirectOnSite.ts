/**
 * A redirect to a path of this site, relative (RFC 9110 allows it): behind a proxy the route's own URL
 * names the internal host, and the draft-mode cookie belongs to the host the editor uses.
 */
export const redirectOnSite = (path: string) => new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
