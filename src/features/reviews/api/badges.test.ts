import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { badgesOf } from './format'
import { Params } from './params'
import { badgeFilter, reviewFilters } from './query'

/** The provider's recorded Staff badge (its SDK's fixture): the form every badge takes. */
const recordedStaff = () => {
  const fixture = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/conversations/reviews_all_reviews_include_rev_stats.json'), 'utf8')) as {
    Results: { Badges: Record<string, Record<string, unknown>>; BadgesOrder: string[] }[]
  }
  const review = fixture.Results.find((result) => result.Badges.Staff)!
  return { badge: review.Badges.Staff!, order: review.BadgesOrder }
}

describe('review badges', () => {
  it('none for a review written without a request', () => {
    expect(badgesOf({ verifiedPurchaser: false, incentivizedReview: false })).toEqual({ Badges: {}, BadgesOrder: [] })
    expect(badgesOf({})).toEqual({ Badges: {}, BadgesOrder: [] })
  })

  it("the verified owner's and the incentivised review's, in the recorded Staff badge's form", () => {
    const { badge, order } = recordedStaff()
    const shaped = badgesOf({ verifiedPurchaser: true, incentivizedReview: true })
    expect(shaped.BadgesOrder).toEqual(['verifiedPurchaser', 'incentivizedReview'])
    expect(shaped.Badges.verifiedPurchaser).toEqual({ Id: 'verifiedPurchaser', BadgeType: 'Custom', ContentType: 'REVIEW' })
    expect(shaped.Badges.incentivizedReview).toEqual({ Id: 'incentivizedReview', BadgeType: 'Custom', ContentType: 'REVIEW' })
    for (const id of shaped.BadgesOrder) {
      expect(Object.keys(shaped.Badges[id]!).sort()).toEqual(Object.keys(badge).sort())
      expect(shaped.Badges[id]!.ContentType).toBe(badge.ContentType)
    }
    // As recorded: BadgesOrder lists the keys of Badges.
    expect(Object.keys(recordedStaff().badge)).toContain('Id')
    expect(order).toContain(badge.Id)
  })

  it('filters on badges with the Filter syntax, refusing an unknown badge', () => {
    expect(badgeFilter(['verifiedPurchaser'])).toEqual({ or: [{ verifiedPurchaser: { equals: true } }] })
    expect(badgeFilter(['VERIFIEDPURCHASER', 'incentivizedReview'])).toEqual({
      or: [{ verifiedPurchaser: { equals: true } }, { incentivizedReview: { equals: true } }],
    })
    expect(badgeFilter(['staffPick'])).toBeUndefined()
    const parsed = reviewFilters(new Params(new URLSearchParams('Filter=ProductId:mach3&Filter=Badges:verifiedPurchaser')))
    expect(parsed).toEqual({ ok: true, value: [{ or: [{ providerProductId: { equals: 'mach3' } }] }, { or: [{ verifiedPurchaser: { equals: true } }] }] })
    expect(reviewFilters(new Params(new URLSearchParams('Filter=Badges:neq:verifiedPurchaser'))).ok).toBe(false)
  })
})
