import { describe, expect, it } from 'vitest'

import { isRequestToken, optOutKey, reviewRequestDecision, reviewRequestKey, starLink } from './rules'

describe('review request rules', () => {
  it('keys a request by address and product only: one per registration, none for a second registration or a sampling place of the same product', () => {
    const first = reviewRequestKey('Sam@Example.com ', 12)
    expect(reviewRequestKey('sam@example.com', 12)).toBe(first)
    expect(reviewRequestKey('sam@example.com', 13)).not.toBe(first)
    expect(reviewRequestKey('kim@example.com', 12)).not.toBe(first)
    // The key says nothing of the address it stands for.
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(optOutKey('Sam@Example.com')).toBe(optOutKey('sam@example.com'))
    expect(optOutKey('sam@example.com')).not.toBe(first)
  })

  it('never writes to an address that unsubscribed, nor asks again for a reviewed or requested product', () => {
    expect(reviewRequestDecision({ unsubscribed: false, reviewed: false, requested: false })).toEqual({ scheduled: true })
    expect(reviewRequestDecision({ unsubscribed: true, reviewed: true, requested: true })).toEqual({ scheduled: false, reason: 'unsubscribed' })
    expect(reviewRequestDecision({ unsubscribed: false, reviewed: true, requested: true })).toEqual({ scheduled: false, reason: 'already-reviewed' })
    expect(reviewRequestDecision({ unsubscribed: false, reviewed: false, requested: true })).toEqual({ scheduled: false, reason: 'already-requested' })
  })

  it('builds star links to the write-review page with the rating and the token', () => {
    const token = 'a'.repeat(43)
    expect(starLink('/en-au/write-review/mach3', 4, token)).toBe(`/en-au/write-review/mach3?rating=4&hostedauthentication_authtoken=${token}`)
    expect(isRequestToken(token)).toBe(true)
    for (const bad of [undefined, '', 'short', `${token}!`, 'a'.repeat(200)]) expect(isRequestToken(bad)).toBe(false)
  })
})

describe("the star link's secret", () => {
  it('is one the tag manager keeps away from (no third-party tag on the page it opens)', async () => {
    const { EMAILED_SECRET_PARAMS } = await import('@/shared/security/emailedSecrets')
    const { REQUEST_TOKEN_PARAM } = await import('./links')
    expect(EMAILED_SECRET_PARAMS).toContain(REQUEST_TOKEN_PARAM)
  })
})
