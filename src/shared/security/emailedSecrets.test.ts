import { describe, expect, it } from 'vitest'

import { carriesEmailedSecret } from './emailedSecrets'

describe('carriesEmailedSecret', () => {
  // The links' own names are checked beside them (cms/reviewRequests, features/subscriptions).
  it("finds every emailed link's secret", () => {
    expect(carriesEmailedSecret('?token=abc')).toBe(true)
    expect(carriesEmailedSecret('?bv_authtoken=abc')).toBe(true)
    expect(carriesEmailedSecret('?rating=4&hostedauthentication_authtoken=abc')).toBe(true)
  })

  it('leaves ordinary queries alone', () => {
    expect(carriesEmailedSecret('')).toBe(false)
    expect(carriesEmailedSecret('?q=razor&sort=price-asc')).toBe(false)
    expect(carriesEmailedSecret('?tokens=1')).toBe(false)
  })
})
