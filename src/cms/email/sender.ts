import { settings } from '../../shared/settings'

/** The sender of every email, from MAIL_FROM (`Name <address>` or an address), else the brand at the site's host. */
export function mailSender(): { name: string; address: string } {
  const { MAIL_FROM, BRAND_NAME, SITE_URL } = settings()
  const named = MAIL_FROM?.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  if (named) return { name: named[1]!.trim() || BRAND_NAME, address: named[2]!.trim() }
  if (MAIL_FROM) return { name: BRAND_NAME, address: MAIL_FROM }
  return { name: BRAND_NAME, address: `noreply@${new URL(SITE_URL).hostname}` }
}
