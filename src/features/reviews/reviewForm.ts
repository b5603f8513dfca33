import { LIMITS } from './limits'
import { words } from './words'

/**
 * The review form's fields, once: what the write-review page draws, what its action forwards, and the form
 * definition the reviews API answers a Preview with (the provider's `Data.Fields`, `Data.Groups` and `Form`).
 * Which fields are required and how long each may be are the rules' (./rules: `validateReview`, with
 * ./limits); a test holds the two together.
 */
export interface ReviewFormField {
  /** The submission parameter, as the provider names it (matched without regard to case). */
  id: string
  type: 'TextInput' | 'TextAreaInput' | 'IntegerInput' | 'BooleanInput' | 'SelectInput'
  required: boolean
  label: string
  minLength?: number
  maxLength?: number
  options?: readonly { value: string; label: string }[]
}

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

const rating = (id: string, label: string): ReviewFormField => ({ id, type: 'IntegerInput', required: true, label, options: [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` })) })
const media = (kind: 'photo' | 'video', urlLength: number): ReviewFormField[] => [
  { id: `${kind}url_1`, type: 'TextInput', required: false, label: kind === 'photo' ? 'Photo' : 'Video', maxLength: urlLength },
  { id: `${kind}caption_1`, type: 'TextInput', required: false, label: 'Caption', maxLength: LIMITS.caption },
]

/** In the order the page shows them. */
export const REVIEW_FORM_FIELDS: readonly ReviewFormField[] = [
  rating('rating', 'Overall rating'),
  { id: 'title', type: 'TextInput', required: true, label: 'Review summary', maxLength: LIMITS.title },
  { id: 'reviewtext', type: 'TextAreaInput', required: true, label: 'Detailed review', minLength: LIMITS.reviewTextMin, maxLength: LIMITS.reviewTextMax },
  rating('rating_Value', 'Value'),
  rating('rating_Quality', 'Quality'),
  { id: 'isrecommended', type: 'BooleanInput', required: true, label: 'Would you recommend this product?' },
  { id: 'usernickname', type: 'TextInput', required: true, label: 'Nickname', minLength: LIMITS.nicknameMin, maxLength: LIMITS.nicknameMax },
  { id: 'userlocation', type: 'TextInput', required: false, label: 'Location', maxLength: LIMITS.location },
  { id: 'useremail', type: 'TextInput', required: true, label: 'Email address', maxLength: LIMITS.email },
  { id: 'contextdatavalue_Agemonth', type: 'SelectInput', required: true, label: 'Birth month', options: MONTHS.map((month, index) => ({ value: String(index + 1), label: month })) },
  { id: 'contextdatavalue_Ageyear', type: 'TextInput', required: true, label: 'Birth year', minLength: 4, maxLength: 4 },
  ...CONTEXT_FIELDS.map((name): ReviewFormField => ({ id: `contextdatavalue_${name}`, type: 'SelectInput', required: false, label: words(name), options: CONTEXT_OPTIONS[name].map((value) => ({ value, label: words(value) })) })),
  ...media('photo', 2048),
  ...media('video', 1024),
  { id: 'agreedtotermsandconditions', type: 'BooleanInput', required: true, label: 'Terms and conditions' },
]

/** The fields the page draws together (the provider's `Data.Groups`), each named by its group id. */
export const REVIEW_FORM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  rating: ['rating_Value', 'rating_Quality'],
  contextdatavalue: ['contextdatavalue_Agemonth', 'contextdatavalue_Ageyear', ...CONTEXT_FIELDS.map((name) => `contextdatavalue_${name}`)],
  photo: ['photourl_1', 'photocaption_1'],
  video: ['videourl_1', 'videocaption_1'],
}

/** Each field's label, by its name in lower case (how the page's error summary and the API's params name it). */
export const REVIEW_LABELS: Readonly<Record<string, string>> = Object.fromEntries(REVIEW_FORM_FIELDS.map((field) => [field.id.toLowerCase(), field.label]))
