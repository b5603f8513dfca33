import { stringify } from 'qs-esm'

import { AWAITING_CONFIRMATION_NOTE } from './moderationRules'

/**
 * One moderation change to one or more records through the CMS API (as the signed-in moderator, with
 * the back office's own session and access rules). Returns the refusal's message, or null when done.
 */
export async function moderate(collection: string, ids: (number | string)[], data: { status: string; rejectionReason?: string }): Promise<string | null> {
  const query = stringify({ where: { id: { in: ids.map(String) } }, depth: 0 }, { addQueryPrefix: true })
  try {
    const response = await fetch(`/cms-api/${collection}${query}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    })
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }
    const error = body.errors?.[0]
    if (response.ok && !error) return null
    const message = error?.data?.errors?.[0]?.message ?? error?.message
    // An update by query reports each refused record as "The following field is invalid: status" only:
    // the one status rule a moderator's action can break is approving before the author's confirmation.
    if (message && /invalid: status$/.test(message)) return AWAITING_CONFIRMATION_NOTE
    return message ?? `The change was not saved (${response.status}).`
  } catch {
    return 'The change was not saved: the back office could not be reached.'
  }
}
