import { describe, expect, it } from 'vitest'

import { consentFromCookieHeader, consentModeState, formatConsentCookie, parseConsentCookie } from './consent'

const id = '0b0e3c4d-1111-4222-8333-444455556666'

describe('the consent cookie', () => {
  it('round-trips a choice', () => {
    const choice = { version: 3, analytics: true, marketing: false, id }
    expect(formatConsentCookie(choice)).toBe(`3.10.${id}`)
    expect(parseConsentCookie(formatConsentCookie(choice))).toEqual(choice)
    expect(consentFromCookieHeader(`a=b; site_consent=3.10.${id}; c=d`)).toEqual(choice)
  })

  it('refuses anything else', () => {
    for (const value of ['', '3.1.x', `3.12.${id}`, `x.10.${id}`, `3.10.${id}z`]) expect(parseConsentCookie(value), value).toBeNull()
  })

  it('maps purposes onto Consent Mode v2: analytics storage, and the three ad signals for marketing', () => {
    expect(consentModeState(null)).toEqual({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeState({ analytics: false, marketing: true }).ad_user_data).toBe('granted')
  })
})
