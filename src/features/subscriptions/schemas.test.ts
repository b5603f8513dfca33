import { describe, expect, it } from 'vitest'

import { ageOn, gamingSchema, isUnderAge, newsletterSchema, productRegistrationSchema } from './schemas'

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('the forms’ rules', () => {
  it('answers a missing or bad newsletter field with the texts of SPEC.md §5 and §8, absent keys included', () => {
    expect(errorsOf(newsletterSchema.safeParse({}))).toEqual({
      name: 'Please enter name',
      email: 'Please enter a valid email address',
      consent: 'Please accept the legal notice',
    })
    expect(errorsOf(newsletterSchema.safeParse({ name: ' ', email: 'a@b', consent: 'off' }))).toMatchObject({
      name: 'Please enter name',
      email: 'Please enter a valid email address',
    })
    expect(newsletterSchema.parse({ name: ' Sam ', email: ' Sam@Example.COM ', consent: 'on' })).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      consent: 'on',
    })
  })

  it('counts an age in whole years, birthday included', () => {
    const today = new Date('2026-11-22T10:00:00Z')
    expect(ageOn(new Date('2008-11-22T00:00:00Z'), today)).toBe(18)
    expect(ageOn(new Date('2008-11-23T00:00:00Z'), today)).toBe(17)
    expect(isUnderAge('1990-01-01')).toBe(false)
    expect(isUnderAge(`${new Date().getUTCFullYear() - 10}-06-01`)).toBe(true)
  })

  it('refuses impossible and future dates of birth', () => {
    for (const dateOfBirth of ['2001-02-30', '1990-13-01', 'yesterday', '3000-01-01', '1850-01-01']) {
      expect(errorsOf(gamingSchema.safeParse({ email: 'a@example.com', dateOfBirth, consent: 'on' })).dateOfBirth, dateOfBirth).toBe(
        'Please enter your date of birth.',
      )
    }
  })

  it('refuses a purchase date in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const input = { product: 'fusion5', retailer: 'big-w', name: 'Pat', email: 'pat@example.com', consent: 'on' }
    expect(errorsOf(productRegistrationSchema.safeParse({ ...input, purchaseDate: tomorrow })).purchaseDate).toBe('The purchase date cannot be in the future.')
    expect(productRegistrationSchema.safeParse({ ...input, purchaseDate: '2026-01-15' }).success).toBe(true)
  })
})

describe("the emailed links' token", () => {
  it('is one the tag manager keeps away from (double opt-in and unsubscribe pages load no third-party tag)', async () => {
    const { EMAILED_SECRET_PARAMS } = await import('@/shared/security/emailedSecrets')
    const { TOKEN_KEY } = await import('./tokenKey')
    expect(EMAILED_SECRET_PARAMS).toContain(TOKEN_KEY)
  })
})
