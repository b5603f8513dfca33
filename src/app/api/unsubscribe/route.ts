import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { EMAIL_LINK_TEXTS, unsubscribe } from '@/features/subscriptions/server'
import { SERVER_ERROR } from '@/shared/forms/formState'

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link of the
 * List-Unsubscribe header. Immediate, no login, idempotent. A GET or HEAD (someone, or a mail gateway's
 * scanner, opening the link) changes nothing: it leads to the unsubscribe page, whose button does it.
 */
const noStore = { 'cache-control': 'no-store' }

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const email = emailOfUnsubscribeToken(token)
  if (!email) return Response.json({ status: 'error', message: EMAIL_LINK_TEXTS.unsubscribeInvalidTitle }, { status: 400, headers: noStore })
  try {
    const outcome = await unsubscribe(email)
    return Response.json({ status: 'success', message: EMAIL_LINK_TEXTS.unsubscribedTitle, stopped: outcome.stopped }, { headers: noStore })
  } catch {
    return Response.json({ status: 'error', message: SERVER_ERROR }, { status: 503, headers: noStore })
  }
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return Response.redirect(new URL(`/en-au/unsubscribe?token=${encodeURIComponent(token)}`, request.url), 303)
}
