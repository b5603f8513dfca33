import { payloadClient } from '@/cms/payload'
import { drawRecipients, pickRecipients } from '@/features/subscriptions/server'
import { backOfficeOrigins } from '@/shared/routing/siteOrigins.mjs'
import { settings } from '@/shared/settings'

/**
 * The back office's Pick and Draw (cms/admin/SamplingTools.tsx): POST a JSON body
 * `{ "draw": <campaign id> }` or `{ "pick": [<application id>, …] }`. Editors and administrators only,
 * signed in (the back office's session cookie, from the site's own origin) or with a token. Answers the
 * counts: chosen now (each asked for its review request once), skipped, places left.
 */
const answer = (body: object, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const MAX_PICK = 500

export async function POST(request: Request) {
  // A browser's session cookie counts only from the back office's own origin (as Payload's CSRF rule).
  if (!request.headers.has('authorization')) {
    const origin = request.headers.get('origin')
    if (!origin || !backOfficeOrigins(settings().SITE_URL).includes(origin)) return answer({ message: 'Send this from the back office.' }, 403)
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!user) return answer({ message: 'Sign in to the back office.' }, 401)
  const role = (user as { role?: string }).role
  if (role !== 'admin' && role !== 'editor') return answer({ message: 'Only editors choose sampling recipients.' }, 403)
  let body: unknown
  try {
    body = JSON.parse((await request.text()).slice(0, 64 * 1024))
  } catch {
    return answer({ message: 'Send a JSON object.' }, 400)
  }
  const { draw, pick } = (body ?? {}) as { draw?: unknown; pick?: unknown }
  const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0
  try {
    if (isId(draw)) {
      const outcome = await drawRecipients(draw)
      return outcome ? answer(outcome) : answer({ message: 'No such campaign.' }, 404)
    }
    if (Array.isArray(pick) && pick.length > 0 && pick.length <= MAX_PICK && pick.every(isId)) return answer(await pickRecipients([...new Set(pick)]))
  } catch (error) {
    console.error(`sampling: recipients not chosen (${error instanceof Error ? error.name : 'error'})`)
    return answer({ message: 'The recipients could not be chosen: nothing was sent. Please try again.' }, 503)
  }
  return answer({ message: `Send { "draw": campaign id } or { "pick": [application ids, at most ${MAX_PICK}] }.` }, 400)
}
