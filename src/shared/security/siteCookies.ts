import { settings } from '../settings'

/**
 * The names and attributes of the cookies the site names itself (a browser's vote id, a device id, an
 * answer's vote remembered; SPEC.md's own cookie names stay as SPEC.md gives them).
 *
 * Served over https they carry the `__Host-` prefix (ASVS 3.3.1): the browser keeps such a cookie only if it
 * is Secure, Path=/ and bound to this host (no Domain), so neither a subdomain nor a plain-http page can
 * set or shadow it. Over plain http (a machine of one's own) the prefix would make the browser drop the
 * cookie, so the bare name serves there.
 *
 * Payload's session cookie keeps Payload's name: Payload also prefixes its theme and language cookies with
 * the same setting and writes the theme one from the browser without Secure, which `__Host-` would drop.
 */
export const servedOverHttps = (siteUrl = settings().SITE_URL) => siteUrl.startsWith('https://')

export function siteCookieName(name: string, https = servedOverHttps()): string {
  return https ? `__Host-${name}` : name
}

export function siteCookieAttributes(https = servedOverHttps()) {
  return { path: '/', secure: https, sameSite: 'lax' as const }
}
