import { LIMITS } from './limits'
import { CONTEXT_FIELDS, CONTEXT_OPTIONS, INCENTIVE_FIELD, INCENTIVE_OPTIONS, MONTHS, REVIEW_LABELS } from './reviewLabels'
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

export { CONTEXT_FIELDS, CONTEXT_OPTIONS, type ContextField, INCENTIVE_FIELD, INCENTIVE_OPTIONS, MONTHS, REVIEW_LABELS } from './reviewLabels'

/** A field's label (./reviewLabels). */
const label = (id: string) => REVIEW_LABELS[id.toLowerCase()]!

const rating = (id: string): ReviewFormField => ({
  id,
  type: 'IntegerInput',
  required: true,
  label: label(id),
  options: [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` })),
})
const media = (kind: 'photo' | 'video', urlLength: number): ReviewFormField[] => [
  { id: `${kind}url_1`, type: 'TextInput', required: false, label: label(`${kind}url_1`), maxLength: urlLength },
  { id: `${kind}caption_1`, type: 'TextInput', required: false, label: label(`${kind}caption_1`), maxLength: LIMITS.caption },
]

/** In the order the page shows them. */
export const REVIEW_FORM_FIELDS: readonly ReviewFormField[] = [
  rating('rating'),
  { id: 'title', type: 'TextInput', required: true, label: label('title'), maxLength: LIMITS.title },
  { id: 'reviewtext', type: 'TextAreaInput', required: true, label: label('reviewtext'), minLength: LIMITS.reviewTextMin, maxLength: LIMITS.reviewTextMax },
  rating('rating_Value'),
  rating('rating_Quality'),
  { id: 'isrecommended', type: 'BooleanInput', required: true, label: label('isrecommended') },
  { id: 'usernickname', type: 'TextInput', required: true, label: label('usernickname'), minLength: LIMITS.nicknameMin, maxLength: LIMITS.nicknameMax },
  { id: 'userlocation', type: 'TextInput', required: false, label: label('userlocation'), maxLength: LIMITS.location },
  { id: 'useremail', type: 'TextInput', required: true, label: label('useremail'), maxLength: LIMITS.email },
  {
    id: 'contextdatavalue_Agemonth',
    type: 'SelectInput',
    required: true,
    label: label('contextdatavalue_Agemonth'),
    options: MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
  },
  { id: 'contextdatavalue_Ageyear', type: 'TextInput', required: true, label: label('contextdatavalue_Ageyear'), minLength: 4, maxLength: 4 },
  ...CONTEXT_FIELDS.map((name): ReviewFormField => ({
    id: `contextdatavalue_${name}`,
    type: 'SelectInput',
    required: false,
    label: label(`contextdatavalue_${name}`),
    options: CONTEXT_OPTIONS[name].map((value) => ({ value, label: words(value) })),
  })),
  {
    id: `contextdatavalue_${INCENTIVE_FIELD}`,
    type: 'SelectInput',
    required: false,
    label: label(`contextdatavalue_${INCENTIVE_FIELD}`),
    options: INCENTIVE_OPTIONS,
  },
  ...media('photo', 2048),
  ...media('video', 1024),
  { id: 'agreedtotermsandconditions', type: 'BooleanInput', required: true, label: label('agreedtotermsandconditions') },
]

/** The fields the page draws together (the provider's `Data.Groups`), each named by its group id. */
export const REVIEW_FORM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  rating: ['rating_Value', 'rating_Quality'],
  contextdatavalue: [
    'contextdatavalue_Agemonth',
    'contextdatavalue_Ageyear',
    ...CONTEXT_FIELDS.map((name) => `contextdatavalue_${name}`),
    `contextdatavalue_${INCENTIVE_FIELD}`,
  ],
  photo: ['photourl_1', 'photocaption_1'],
  video: ['videourl_1', 'videocaption_1'],
}
