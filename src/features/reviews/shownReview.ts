import type { ApiReview } from './api/format'

/**
 * What the product page shows of a review (ReviewItem, the helpful vote): the provider's record carries
 * much more (moderation, secondary ratings, media, every context value twice), and the page hands its
 * first reviews and every later page to the browser, so they are cut here, at the feature's boundary.
 * The reviewer's gender is not shown on the page (the other context values are); of the badges only their ids.
 */
export function shownReview(review: ApiReview) {
  return {
    Id: review.Id,
    Rating: review.Rating,
    Title: review.Title,
    ReviewText: review.ReviewText,
    UserNickname: review.UserNickname,
    UserLocation: review.UserLocation,
    SubmissionTime: review.SubmissionTime,
    IsRecommended: review.IsRecommended,
    Badges: (Array.isArray(review.BadgesOrder) ? review.BadgesOrder : []) as string[],
    // The incentive answer shows as its badge's words ("Received this product free"), not as a context value.
    Context: Object.values(review.ContextDataValues)
      .filter((value) => value.Id !== 'Gender' && value.Id !== 'IncentivizedReview')
      .map(({ Id, DimensionLabel, ValueLabel }) => ({ Id, DimensionLabel, ValueLabel })),
    TotalFeedbackCount: review.TotalFeedbackCount,
    TotalPositiveFeedbackCount: review.TotalPositiveFeedbackCount,
    TotalNegativeFeedbackCount: review.TotalNegativeFeedbackCount,
  }
}

export type ShownReview = ReturnType<typeof shownReview>
