import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { unsubscribe } from '@/features/subscriptions/server'

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link of the
 * List-Unsubscribe header. Immediate, no login, idempotent. A GET (someone opening the link) leads to
 * the unsubscribe page, which does the same and says what was stopped.
 */
const noStore = { 'cache-control': 'no-store' }

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const email = emailOfUnsubscribeToken(token)
  if (!email) return Response.json({ status: 'error', message: 'This unsubscribe link is not valid.' }, { status: 400, headers: noStore })
  try {
    const outcome = await unsubscribe(email)
    return Response.json({ status: 'success', message: 'You are unsubscribed.', stopped: outcome.stopped }, { headers: noStore })
  } catch {
    return Response.json({ status: 'error', message: 'Please try submitting the form again' }, { status: 503, headers: noStore })
  }
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return Response.redirect(new URL(`/en-au/unsubscribe?token=${encodeURIComponent(token)}`, request.url), 303)
}
