import 'server-only'

import { payloadClient } from '@/cms/payload'
import { globalTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'

import { CONSENT_DEFAULTS } from '@/cms/globals/ConsentSettings'

/** The cookie choice's words as the banner draws them (the consent-settings global, with its defaults). */
export interface ConsentTexts {
  version: number
  heading: string
  intro: string
  purposes: Record<'necessary' | 'analytics' | 'marketing', { label: string; description: string }>
}

type Purpose = { label?: string | null; description?: string | null } | null | undefined
const purposeOf = (stored: Purpose, fallback: { label: string; description: string }) => ({
  label: stored?.label || fallback.label,
  description: stored?.description || fallback.description,
})

export const findConsentTexts = cachedRead(
  'consent.texts',
  async (): Promise<ConsentTexts> => {
    const payload = await payloadClient()
    const stored = await payload.findGlobal({ slug: 'consent-settings', depth: 0, overrideAccess: false })
    return {
      version: stored.version || CONSENT_DEFAULTS.version,
      heading: stored.heading || CONSENT_DEFAULTS.heading,
      intro: stored.intro || CONSENT_DEFAULTS.intro,
      purposes: {
        necessary: purposeOf(stored.necessary, CONSENT_DEFAULTS.purposes.necessary),
        analytics: purposeOf(stored.analytics, CONSENT_DEFAULTS.purposes.analytics),
        marketing: purposeOf(stored.marketing, CONSENT_DEFAULTS.purposes.marketing),
      },
    }
  },
  () => [globalTag('consent-settings')],
)
