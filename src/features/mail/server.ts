import 'server-only'

import { sendSiteEmail as send, type SiteEmail, siteLink } from '@/cms/email/siteEmail'
import { emailOfUnsubscribeToken, unsubscribeToken } from '@/cms/email/unsubscribeToken'
import { payloadClient } from '@/cms/payload'

export { emailOfUnsubscribeToken, type SiteEmail, siteLink, unsubscribeToken }

/** Sends a site email (composed in cms/email/siteEmail.ts: sender, postal address, unsubscribe link). */
export async function sendSiteEmail(email: SiteEmail): Promise<void> {
  await send(await payloadClient(), email)
}
