import { describe, expect, it } from 'vitest'

import type { Review } from '@/payload-types'

import { toApiReview } from './api/format'
import { shownReview } from './shownReview'

const stored = {
  id: 7,
  status: 'approved',
  product: 1,
  providerProductId: 'fusion5',
  rating: 4,
  title: 'Close and quick',
  reviewText: 'Glides over my jawline without tugging and leaves my skin calm after every shave.',
  userNickname: 'Mason1020',
  userLocation: 'Sydney, NSW',
  userEmail: 'mason@example.com',
  isRecommended: true,
  ratingValue: 4,
  ratingQuality: 5,
  contextData: { Gender: 'Male', HairType: 'NormalThick', HairLength: 'Medium', IncentivizedReview: 'True' },
  verifiedPurchaser: true,
  incentivizedReview: true,
  photos: [{ url: '/api/reviews/media/a.jpg', caption: 'After' }],
  totalPositiveFeedbackCount: 3,
  totalNegativeFeedbackCount: 1,
  submissionTime: '2026-01-07T00:00:00.000Z',
  updatedAt: '2026-11-25T01:51:28.102Z',
  createdAt: '2026-01-07T00:00:00.000Z',
} as unknown as Review

describe('shownReview', () => {
  it('keeps what the product page shows of a review, context values in their order without the gender, the incentive as its badge', () => {
    expect(shownReview(toApiReview(stored))).toEqual({
      Id: '7',
      Rating: 4,
      Title: 'Close and quick',
      ReviewText: 'Glides over my jawline without tugging and leaves my skin calm after every shave.',
      UserNickname: 'Mason1020',
      UserLocation: 'Sydney, NSW',
      SubmissionTime: '2026-01-07T00:00:00.000Z',
      IsRecommended: true,
      Badges: ['verifiedPurchaser', 'incentivizedReview'],
      Context: [
        { Id: 'HairType', DimensionLabel: 'HairType', ValueLabel: 'NormalThick' },
        { Id: 'HairLength', DimensionLabel: 'HairLength', ValueLabel: 'Medium' },
      ],
      TotalFeedbackCount: 4,
      TotalPositiveFeedbackCount: 3,
      TotalNegativeFeedbackCount: 1,
    })
  })

  it('hands the browser less than half of the provider record', () => {
    const api = toApiReview(stored)
    expect(JSON.stringify(shownReview(api)).length).toBeLessThan(JSON.stringify(api).length / 2)
  })
})
