import type { ApiReview } from './api/format'

/**
 * What the product page shows of a review (ReviewItem, the helpful vote): the provider's record carries
 * much more (moderation, secondary ratings, media, every context value twice), and the page hands its
 * first reviews and every later page to the browser, so they are cut here, at the feature's boundary.
 * The reviewer's gender is not shown on the page (the other context values are).
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
    Context: Object.values(review.ContextDataValues)
      .filter((value) => value.Id !== 'Gender')
      .map(({ Id, DimensionLabel, ValueLabel }) => ({ Id, DimensionLabel, ValueLabel })),
    TotalFeedbackCount: review.TotalFeedbackCount,
    TotalPositiveFeedbackCount: review.TotalPositiveFeedbackCount,
    TotalNegativeFeedbackCount: review.TotalNegativeFeedbackCount,
  }
}

export type ShownReview = ReturnType<typeof shownReview>
