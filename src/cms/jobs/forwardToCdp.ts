import type { TaskConfig } from 'payload'

import { settings } from '../../shared/settings'

/**
 * Sends a confirmed sign-up to the consumer-data platform (SPEC.md §7: JSON, a channel id header and an
 * access token), retried with back-off. Without CDP_URL the task is never queued.
 */
export const forwardToCdp: TaskConfig<'forwardToCdp'> = {
  slug: 'forwardToCdp',
  label: 'Forward a sign-up to the consumer-data platform',
  inputSchema: [{ name: 'subscriberId', type: 'text', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { CDP_URL, CDP_TOKEN } = settings()
    if (!CDP_URL) return { output: {} }
    const doc = await req.payload.findByID({ collection: 'subscribers', id: input.subscriberId, overrideAccess: true, depth: 0 }).catch(() => null)
    if (!doc || doc.status !== 'confirmed' || doc.forwardedAt) return { output: {} }
    const response = await fetch(CDP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channelId: doc.channelId ?? '1010', ...(CDP_TOKEN ? { access_token: CDP_TOKEN } : {}) },
      body: JSON.stringify({
        list: doc.list,
        email: doc.email,
        name: doc.name ?? undefined,
        dateOfBirth: doc.dateOfBirth ?? undefined,
        optinId: doc.optinId ?? undefined,
        optins: doc.optins ?? undefined,
        campaignId: doc.campaignId ?? undefined,
        surveyId: doc.surveyId ?? undefined,
        countryCode: doc.countryCode ?? undefined,
        locale: doc.locale ?? undefined,
        consentText: doc.consentText,
        consentAt: doc.consentAt,
        confirmedAt: doc.confirmedAt,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`the platform answered ${response.status}`)
    await req.payload.update({ collection: 'subscribers', id: doc.id, overrideAccess: true, data: { forwardedAt: new Date().toISOString() } })
    return { output: {} }
  },
}
