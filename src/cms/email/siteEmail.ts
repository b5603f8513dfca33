import type { Payload } from 'payload'

import { settings } from '../../shared/settings'
import { unsubscribeToken } from './unsubscribeToken'

export interface SiteEmail {
  to: string
  subject: string
  /** The greeting line, e.g. 'Hi Sam,'. */
  greeting?: string
  paragraphs: string[]
  /** The one thing to do (confirm, read more): a button in HTML, a line in text. */
  action?: { label: string; url: string }
  /** A picture after the paragraphs (an absolute URL on SITE_URL); its alt text stands in a text-only client. */
  image?: { url: string; alt: string }
  /** A row of choices (a review request's stars): links side by side in HTML, one a line in text. */
  links?: { label: string; items: { label: string; url: string }[] }
  /** Why the reader gets this email (shown above the unsubscribe link). */
  reason: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

async function postalAddress(payload: Payload): Promise<string> {
  try {
    const contact = await payload.findGlobal({ slug: 'contact-details', depth: 0, overrideAccess: true })
    return contact.postalAddress?.trim() ?? ''
  } catch {
    return ''
  }
}

/** Absolute links in emails are built on SITE_URL (DECISIONS.md §5). */
export const siteLink = (path: string) => new URL(path, settings().SITE_URL).toString()

/**
 * Composes an email with the sender's identity, the postal address of the contact-details global, an
 * unsubscribe link that needs no login and RFC 8058 one-click headers, in plain text and HTML, and
 * hands it to Payload's sender (the outbox and its delivery job, ./outboxAdapter). Here, in cms, so the
 * collections' hooks send the site's emails too (an answer published to its asker).
 */
export async function sendSiteEmail(payload: Payload, email: SiteEmail): Promise<void> {
  const { BRAND_NAME } = settings()
  const token = unsubscribeToken(email.to)
  const unsubscribePage = siteLink(`/en-au/unsubscribe?token=${token}`)
  const oneClick = siteLink(`/api/unsubscribe?token=${token}`)
  const address = await postalAddress(payload)
  const home = siteLink('/en-au/')
  const footer = [`${BRAND_NAME} · ${home}`, ...(address ? [address.replace(/\s*\n\s*/g, ', ')] : []), email.reason, `Unsubscribe: ${unsubscribePage}`]
  const text = [
    ...(email.greeting ? [email.greeting, ''] : []),
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(email.links ? [email.links.label, ...email.links.items.map((item) => `${item.label}: ${item.url}`), ''] : []),
    ...(email.action ? [`${email.action.label}: ${email.action.url}`, ''] : []),
    '--',
    ...footer,
  ].join('\n')
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f1a2a;background:#ffffff">
<p style="font-weight:700;font-size:20px;margin:0 0 16px">${escapeHtml(BRAND_NAME)}</p>
${email.greeting ? `<p>${escapeHtml(email.greeting)}</p>` : ''}
${email.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${email.image ? `<p><img src="${escapeHtml(email.image.url)}" alt="${escapeHtml(email.image.alt)}" width="240" style="display:block;max-width:100%;height:auto"></p>` : ''}
${
  email.links
    ? `<p style="margin:16px 0 8px;font-weight:700">${escapeHtml(email.links.label)}</p><p>${email.links.items
        .map(
          (item) =>
            `<a href="${escapeHtml(item.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 14px;border:2px solid #0b2a5b;color:#0b2a5b;text-decoration:none;border-radius:6px;font-weight:700">${escapeHtml(item.label)}</a>`,
        )
        .join('')}</p>`
    : ''
}
${email.action ? `<p><a href="${escapeHtml(email.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b2a5b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700">${escapeHtml(email.action.label)}</a></p>` : ''}
<hr style="border:0;border-top:1px solid #d0d7e2;margin:24px 0">
<p style="font-size:13px;color:#4a5568">${escapeHtml(BRAND_NAME)} · <a href="${escapeHtml(home)}">${escapeHtml(home)}</a>${address ? `<br>${escapeHtml(address).replace(/\n/g, '<br>')}` : ''}<br>${escapeHtml(email.reason)}<br><a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>
</body></html>`
  await payload.sendEmail({
    to: email.to,
    subject: email.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
