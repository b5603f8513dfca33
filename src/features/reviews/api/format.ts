import type { Review } from '@/payload-types'
import type { ReviewStatisticsSummary } from '@/cms/reviewStatistics'

type Media = { url: string; caption?: string }

const mediaList = (value: unknown): Media[] =>
  Array.isArray(value) ? value.filter((item): item is Media => Boolean(item) && typeof (item as Media).url === 'string') : []

/** A stored review as the provider's Results entry (reviewers' emails never leave the server). */
export function toApiReview(doc: Review) {
  const context = (doc.contextData ?? {}) as Record<string, string>
  return {
    Id: String(doc.id),
    ProductId: doc.providerProductId,
    Rating: doc.rating,
    RatingRange: 5,
    Title: doc.title,
    ReviewText: doc.reviewText,
    UserNickname: doc.userNickname,
    UserLocation: doc.userLocation ?? null,
    SubmissionTime: doc.submissionTime,
    LastModificationTime: doc.updatedAt,
    IsRecommended: doc.isRecommended ?? null,
    IsRatingsOnly: false,
    ModerationStatus: doc.status.toUpperCase(),
    ContextDataValues: Object.fromEntries(
      Object.entries(context).map(([id, value]) => [id, { Id: id, Value: value, ValueLabel: value, DimensionLabel: id }]),
    ),
    ContextDataValuesOrder: Object.keys(context),
    SecondaryRatings: Object.fromEntries(
      (
        [
          ['Value', doc.ratingValue],
          ['Quality', doc.ratingQuality],
        ] as const
      )
        .filter(([, value]) => typeof value === 'number')
        .map(([id, value]) => [id, { Id: id, Value: value, ValueRange: 5, MinLabel: null, MaxLabel: null, DisplayType: 'NORMAL', Label: id }]),
    ),
    SecondaryRatingsOrder: ['Value', 'Quality'].filter((id) => typeof (id === 'Value' ? doc.ratingValue : doc.ratingQuality) === 'number'),
    Photos: mediaList(doc.photos).map((photo, index) => ({
      Id: `${doc.id}-photo-${index + 1}`,
      Caption: photo.caption ?? null,
      Sizes: { normal: { Id: 'normal', Url: photo.url }, thumbnail: { Id: 'thumbnail', Url: photo.url } },
    })),
    Videos: mediaList(doc.videos).map((video, index) => ({ VideoId: `${doc.id}-video-${index + 1}`, VideoUrl: video.url, Caption: video.caption ?? null })),
    TotalFeedbackCount: (doc.totalPositiveFeedbackCount ?? 0) + (doc.totalNegativeFeedbackCount ?? 0),
    TotalPositiveFeedbackCount: doc.totalPositiveFeedbackCount ?? 0,
    TotalNegativeFeedbackCount: doc.totalNegativeFeedbackCount ?? 0,
  }
}

export type ApiReview = ReturnType<typeof toApiReview>

/** The provider's ReviewStatistics block. */
export function toApiStatistics(stats: ReviewStatisticsSummary) {
  return {
    AverageOverallRating: stats.averageOverallRating,
    TotalReviewCount: stats.totalReviewCount,
    OverallRatingRange: 5,
    RatingDistribution: stats.ratingDistribution,
    RecommendedCount: stats.recommendedCount,
    NotRecommendedCount: stats.notRecommendedCount,
    SecondaryRatingsAverages: stats.secondaryRatingsAverages,
    SecondaryRatingsAveragesOrder: Object.keys(stats.secondaryRatingsAverages),
  }
}
