import type { Review } from '@/payload-types'
import type { ReviewStatisticsSummary } from '@/cms/reviewStatistics'

type Media = { url: string; caption?: string }

const mediaList = (value: unknown): Media[] =>
  Array.isArray(value) ? value.filter((item): item is Media => Boolean(item) && typeof (item as Media).url === 'string') : []

/**
 * Keys the provider sends with every review, question and answer that the site keeps nothing for: its
 * author and campaign ids, moderation and syndication details, badges and additional fields (empty).
 */
export const UNKEPT_CONTENT_KEYS = {
  AuthorId: null,
  SubmissionId: null,
  CampaignId: null,
  ContentLocale: 'en_AU',
  IPAddress: null,
  IsFeatured: false,
  IsSyndicated: false,
  LastModeratedTime: null,
  ProductRecommendationIds: [],
  Badges: {},
  BadgesOrder: [],
  AdditionalFields: {},
  AdditionalFieldsOrder: [],
}

/** The provider's badges the site gives (its Conversations shape, as the recorded `Staff` badge). */
export const BADGES = { verifiedPurchaser: 'verifiedPurchaser', incentivizedReview: 'incentivizedReview' } as const
export type BadgeId = (typeof BADGES)[keyof typeof BADGES]

/**
 * A review's `Badges` and `BadgesOrder` as the provider sends them: each badge
 * `{ Id, BadgeType, ContentType: 'REVIEW' }` (the recorded `Staff` badge's form; the provider's verified
 * purchaser and incentivised badges are of type `Custom`), keyed by its id, in the order the page shows them.
 */
export function badgesOf(flags: { verifiedPurchaser?: boolean | null; incentivizedReview?: boolean | null }) {
  const order: BadgeId[] = [...(flags.verifiedPurchaser ? [BADGES.verifiedPurchaser] : []), ...(flags.incentivizedReview ? [BADGES.incentivizedReview] : [])]
  return {
    Badges: Object.fromEntries(order.map((id) => [id, { Id: id, BadgeType: 'Custom', ContentType: 'REVIEW' }])) as Partial<
      Record<BadgeId, { Id: BadgeId; BadgeType: 'Custom'; ContentType: 'REVIEW' }>
    >,
    BadgesOrder: order,
  }
}

/** A stored review as the provider's Results entry (reviewers' emails never leave the server). */
export function toApiReview(doc: Review) {
  const context = (doc.contextData ?? {}) as Record<string, string>
  const positive = doc.totalPositiveFeedbackCount ?? 0
  const negative = doc.totalNegativeFeedbackCount ?? 0
  const feedback = positive + negative
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
    ContextDataValues: Object.fromEntries(Object.entries(context).map(([id, value]) => [id, { Id: id, Value: value, ValueLabel: value, DimensionLabel: id }])),
    ContextDataValuesOrder: Object.keys(context),
    SecondaryRatings: Object.fromEntries(
      (
        [
          ['Value', doc.ratingValue],
          ['Quality', doc.ratingQuality],
        ] as const
      )
        .filter(([, value]) => typeof value === 'number')
        .map(([id, value]) => [
          id,
          { Id: id, Value: value, ValueRange: 5, ValueLabel: null, MinLabel: null, MaxLabel: null, DisplayType: 'NORMAL', Label: id },
        ]),
    ),
    SecondaryRatingsOrder: ['Value', 'Quality'].filter((id) => typeof (id === 'Value' ? doc.ratingValue : doc.ratingQuality) === 'number'),
    Photos: mediaList(doc.photos).map((photo, index) => ({
      Id: `${doc.id}-photo-${index + 1}`,
      Caption: photo.caption ?? null,
      Sizes: { normal: { Id: 'normal', Url: photo.url }, thumbnail: { Id: 'thumbnail', Url: photo.url } },
    })),
    Videos: mediaList(doc.videos).map((video, index) => ({ VideoId: `${doc.id}-video-${index + 1}`, VideoUrl: video.url, Caption: video.caption ?? null })),
    TotalFeedbackCount: feedback,
    TotalPositiveFeedbackCount: positive,
    TotalNegativeFeedbackCount: negative,
    // The rest of the provider's keys, empty where the site keeps nothing of the kind.
    Helpfulness: feedback ? Math.round((positive / feedback) * 1e6) / 1e6 : null,
    ...UNKEPT_CONTENT_KEYS,
    ...badgesOf(doc),
    Pros: null,
    Cons: null,
    TotalCommentCount: 0,
    CommentIds: [],
    ClientResponses: [],
    TagDimensions: {},
    TagDimensionsOrder: [],
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
    // What reviewers said of themselves (age, hair type …), counted per value: the review filters' counts.
    ContextDataDistribution: Object.fromEntries(
      Object.entries(stats.contextDataDistribution).map(([id, values]) => [
        id,
        { Id: id, Label: id, Values: Object.entries(values).map(([value, count]) => ({ Value: value, Count: count })) },
      ]),
    ),
    ContextDataDistributionOrder: Object.keys(stats.contextDataDistribution),
    TagDistribution: {},
    TagDistributionOrder: [],
    FirstSubmissionTime: stats.firstSubmissionTime,
    LastSubmissionTime: stats.lastSubmissionTime,
    HelpfulVoteCount: stats.helpfulVoteCount,
    NotHelpfulVoteCount: stats.notHelpfulVoteCount,
    FeaturedReviewCount: 0,
    RatingsOnlyReviewCount: 0,
  }
}

/** What the service knows of a product beyond its document: its image's full address, its brand's name, its statistics. */
export interface ProductExtras {
  imageUrl: string | null
  pageUrl: string
  brand: { Id: string; Name: string } | null
}

/** A product as the provider describes one (products.json's Results, reviews.json's Includes.Products). */
export function toApiProduct(product: { productId: string; title: string; shortDescription?: string | null; family?: unknown }, extras: ProductExtras) {
  const family = typeof product.family === 'number' || typeof product.family === 'string' ? [String(product.family)] : []
  return {
    Id: product.productId,
    Name: product.title,
    Description: product.shortDescription ?? null,
    // Full addresses, as the provider sends them: a client elsewhere can follow them.
    ImageUrl: extras.imageUrl,
    ProductPageUrl: extras.pageUrl,
    Brand: extras.brand,
    BrandExternalId: extras.brand?.Id ?? null,
    CategoryId: null,
    FamilyIds: family,
    Attributes: {},
    AttributesOrder: [],
    EANs: [],
    UPCs: [],
    ISBNs: [],
    ManufacturerPartNumbers: [],
    ModelNumbers: [],
    ReviewIds: [] as string[],
    QuestionIds: [],
    StoryIds: [],
  }
}
