import { LIMITS } from './limits'
import { words } from './words'

/**
 * What the write-review page's own script needs of the review form: its labels and choices (small, in the
 * page's first load). The whole definition, rules included, is ./reviewForm (built from these).
 */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** What reviewers may say of themselves (SPEC.md §3's review filter fields, and gender): the provider's values. */
export const CONTEXT_OPTIONS = {
  Gender: ['Male', 'Female', 'Other'],
  HairType: ['Fine', 'NormalThick', 'Curly', 'Straight', 'Relaxed', 'Natural'],
  HairLength: ['Short', 'Medium', 'Long'],
  HairNeed: ['Dry', 'Oily', 'ColorTreated', 'AgingHair'],
} as const

export type ContextField = keyof typeof CONTEXT_OPTIONS
export const CONTEXT_FIELDS = Object.keys(CONTEXT_OPTIONS) as ContextField[]

/**
 * The provider's context-data field for an incentive ("Did you receive an incentive for this review?",
 * `contextdatavalue_IncentivizedReview`, True or False): offered to every writer, answered True for them
 * by a sampling campaign's review request (ACCC: a review written for an incentive says so).
 */
export const INCENTIVE_FIELD = 'IncentivizedReview'
export const INCENTIVE_OPTIONS = [
  { value: 'True', label: 'Yes' },
  { value: 'False', label: 'No' },
] as const

/** Each field's label, by its name in lower case (how the page's error summary and the API's params name it). */
export const REVIEW_LABELS: Readonly<Record<string, string>> = {
  rating: 'Overall rating',
  title: 'Review summary',
  reviewtext: 'Detailed review',
  rating_value: 'Value',
  rating_quality: 'Quality',
  isrecommended: 'Would you recommend this product?',
  usernickname: 'Nickname',
  userlocation: 'Location',
  useremail: 'Email address',
  contextdatavalue_agemonth: 'Birth month',
  contextdatavalue_ageyear: 'Birth year',
  ...Object.fromEntries(CONTEXT_FIELDS.map((name) => [`contextdatavalue_${name.toLowerCase()}`, words(name)])),
  contextdatavalue_incentivizedreview: 'Did you receive an incentive for this review?',
  photourl_1: 'Photo',
  photocaption_1: 'Caption',
  videourl_1: 'Video',
  videocaption_1: 'Caption',
  agreedtotermsandconditions: 'Terms and conditions',
}

/** The age rule (SPEC.md §5, §9), told beside the birth fields; a writer under it gets the rejection text. */
export const AGE_RULE = `You must be ${LIMITS.minimumAge} or over to write a review.`
