import { describe, expect, it } from 'vitest'

import { samplingApplicationSchema } from '../schemas'
import { campaignState, drawAtRandom, sydneyDateTime } from './rules'

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

const valid = {
  campaign: 'fusion5-free-trial',
  name: 'Sam Shaver',
  email: ' Sam@Example.com ',
  dateOfBirth: '1990-04-01',
  street: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  consent: 'on',
}

describe('the sampling application’s rules', () => {
  it('takes a valid application, with the email as every sign-up keeps it', () => {
    expect(samplingApplicationSchema.parse(valid)).toEqual({ ...valid, email: 'sam@example.com' })
  })

  it('answers missing fields with the sign-ups’ messages and the address’s own', () => {
    expect(errorsOf(samplingApplicationSchema.safeParse({ campaign: 'x' }))).toEqual({
      name: 'Please enter name',
      email: 'Please enter a valid email address',
      dateOfBirth: 'Please enter your date of birth.',
      street: 'Please enter your street address.',
      suburb: 'Please enter your suburb.',
      state: 'Please choose your state or territory.',
      postcode: 'Please enter your 4-digit postcode.',
      consent: 'Please accept the legal notice',
    })
  })

  it('wants an Australian address: a state from the list and a 4-digit postcode', () => {
    expect(errorsOf(samplingApplicationSchema.safeParse({ ...valid, state: 'CA' }))).toEqual({ state: 'Please choose your state or territory.' })
    for (const postcode of ['200', '20000', 'SW1A', '2 00'])
      expect(errorsOf(samplingApplicationSchema.safeParse({ ...valid, postcode }))).toEqual({ postcode: 'Please enter your 4-digit postcode.' })
    expect(samplingApplicationSchema.safeParse({ ...valid, state: 'WA', postcode: '6000' }).success).toBe(true)
  })

  it('refuses a date of birth that is no date or in the future, and an unticked consent', () => {
    expect(errorsOf(samplingApplicationSchema.safeParse({ ...valid, dateOfBirth: '2001-02-30' }))).toEqual({ dateOfBirth: 'Please enter your date of birth.' })
    expect(errorsOf(samplingApplicationSchema.safeParse({ ...valid, dateOfBirth: '2999-01-01' }))).toEqual({ dateOfBirth: 'Please enter your date of birth.' })
    expect(errorsOf(samplingApplicationSchema.safeParse({ ...valid, consent: undefined }))).toEqual({ consent: 'Please accept the legal notice' })
  })
})

describe('a campaign’s state', () => {
  const campaign = { status: 'open' as const, opensAt: '2026-12-01T00:00:00.000Z', closesAt: '2026-12-31T13:00:00.000Z', places: 2 }
  it('is open between its dates while places are left', () => {
    expect(campaignState(campaign, 0, new Date('2026-11-30T23:59:59Z'))).toBe('not-yet-open')
    expect(campaignState(campaign, 0, new Date('2026-12-01T00:00:00Z'))).toBe('open')
    expect(campaignState(campaign, 1, new Date('2026-12-15T00:00:00Z'))).toBe('open')
    expect(campaignState(campaign, 2, new Date('2026-12-15T00:00:00Z'))).toBe('full')
    expect(campaignState(campaign, 0, new Date('2026-12-31T13:00:00Z'))).toBe('closed')
    expect(campaignState({ ...campaign, status: 'closed' }, 0, new Date('2026-12-15T00:00:00Z'))).toBe('closed')
    expect(campaignState({ ...campaign, status: 'draft' }, 0, new Date('2026-12-15T00:00:00Z'))).toBe('closed')
  })
})

describe('a campaign’s dates on its page', () => {
  it('are Sydney time, named, summer and winter', () => {
    expect(sydneyDateTime('2026-12-01T00:00:00.000Z')).toMatch(/^1 December 2026.* 11:00 am AEDT$/)
    expect(sydneyDateTime('2026-07-01T00:00:00.000Z')).toMatch(/^1 July 2026.* 10:00 am AEST$/)
  })
})

describe('the draw', () => {
  const pool = Array.from({ length: 10 }, (_, index) => index + 1)

  it('picks at most the places, each at most once, only from the pool', () => {
    for (let run = 0; run < 200; run += 1) {
      const drawn = drawAtRandom(pool, 4)
      expect(drawn).toHaveLength(4)
      expect(new Set(drawn).size).toBe(4)
      for (const id of drawn) expect(pool).toContain(id)
    }
    expect(drawAtRandom(pool, 25).sort((a, b) => a - b)).toEqual(pool)
    expect(drawAtRandom(pool, 0)).toEqual([])
    expect(drawAtRandom(pool, -3)).toEqual([])
    expect(drawAtRandom([], 5)).toEqual([])
    expect(pool).toEqual(Array.from({ length: 10 }, (_, index) => index + 1))
  })

  it('asks the random source for a fair index each time (a partial Fisher-Yates shuffle)', () => {
    const asked: number[] = []
    const drawn = drawAtRandom(['a', 'b', 'c', 'd'], 2, (below) => {
      asked.push(below)
      return below - 1
    })
    expect(asked).toEqual([4, 3])
    expect(drawn).toEqual(['d', 'a'])
  })

  it('gives every candidate about the same chance (crypto random)', () => {
    const counts = new Map<number, number>()
    const runs = 6000
    for (let run = 0; run < runs; run += 1) for (const id of drawAtRandom(pool, 3)) counts.set(id, (counts.get(id) ?? 0) + 1)
    // Each is drawn with probability 3/10: 1800 expected, a spread of about ±35 (one standard deviation).
    for (const id of pool) expect(Math.abs((counts.get(id) ?? 0) - 1800)).toBeLessThan(200)
  })
})
