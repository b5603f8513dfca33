import { REVIEW_LABELS } from './reviewLabels'
import { LIMITS, REVIEW_MESSAGES as M } from './texts'

/**
 * The review form's rules, once, for the write-review page and the reviews API: each answer carries the
 * provider's field name and error code (Conversations API) and SPEC.md §5's message.
 */
export interface ReviewFieldError {
  Field: string
  Code: string
  Message: string
}

export type ReviewInput = Record<string, string | undefined>

const NICKNAME = /^[A-Za-z0-9]+$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const isRating = (value: string | undefined) => value !== undefined && /^[1-5]$/.test(value.trim())

/** Whole years between a birth month/year and today (counted from the first of that month). */
export function ageFromMonthYear(month: number, year: number, today = new Date()): number {
  let age = today.getUTCFullYear() - year
  if (today.getUTCMonth() + 1 < month) age -= 1
  return age
}

/** The form's fields in the order the page shows them (./reviewLabels lists them so). */
const FORM_ORDER = Object.keys(REVIEW_LABELS)
const place = (error: ReviewFieldError) => {
  const index = FORM_ORDER.indexOf(error.Field.toLowerCase())
  return index === -1 ? FORM_ORDER.length : index
}
/** Errors in the order of the form's fields, so a summary reads top to bottom like the form (stable within a field). */
export const inFormOrder = <T extends ReviewFieldError>(errors: T[]): T[] => [...errors].sort((a, b) => place(a) - place(b))

/**
 * The youngest a writer born in `year` can be today: 18 is the minimum age (SPEC.md §9), and a birth year
 * alone can already tell that a writer is under it, whatever the month.
 */
const oldestPossibleAge = (year: number, today: Date) => today.getUTCFullYear() - year

export function validateReview(input: ReviewInput, today = new Date()): ReviewFieldError[] {
  return inFormOrder(reviewErrors(input, today))
}

function reviewErrors(input: ReviewInput, today: Date): ReviewFieldError[] {
  const errors: ReviewFieldError[] = []
  const add = (Field: string, Code: string, Message: string) => errors.push({ Field, Code, Message })
  const text = (name: string) => (input[name] ?? '').trim()

  if (!isRating(input.rating)) add('rating', 'ERROR_FORM_REQUIRED', M.rating)
  const title = text('title')
  if (!title) add('title', 'ERROR_FORM_REQUIRED', M.title)
  else if (title.length > LIMITS.title) add('title', 'ERROR_FORM_TOO_LONG', M.title)
  const review = text('reviewtext')
  if (!review) add('reviewtext', 'ERROR_FORM_REQUIRED', M.reviewText)
  else if (review.length < LIMITS.reviewTextMin) add('reviewtext', 'ERROR_FORM_TOO_SHORT', M.reviewText)
  else if (review.length > LIMITS.reviewTextMax) add('reviewtext', 'ERROR_FORM_TOO_LONG', M.reviewText)
  errors.push(...authorErrors(input))
  const month = text('contextdatavalue_agemonth')
  const year = text('contextdatavalue_ageyear')
  const monthOk = /^(0?[1-9]|1[0-2])$/.test(month)
  const yearOk = /^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= today.getUTCFullYear()
  if (!monthOk) add('contextdatavalue_Agemonth', 'ERROR_FORM_REQUIRED', M.birthMonth)
  if (!yearOk) add('contextdatavalue_Ageyear', 'ERROR_FORM_REQUIRED', M.birthYear)
  const underAge = yearOk && (monthOk ? ageFromMonthYear(Number(month), Number(year), today) : oldestPossibleAge(Number(year), today)) < LIMITS.minimumAge
  if (underAge) {
    add('contextdatavalue_Ageyear', 'ERROR_FORM_REJECTED', M.rejected)
  }
  if (!isRating(input.rating_value)) add('rating_Value', 'ERROR_FORM_REQUIRED', M.value)
  if (!isRating(input.rating_quality)) add('rating_Quality', 'ERROR_FORM_REQUIRED', M.quality)
  if (!['true', 'false'].includes(text('isrecommended').toLowerCase())) add('isrecommended', 'ERROR_FORM_REQUIRED', M.recommend)
  errors.push(...termsErrors(input))
  return errors
}

const textOf = (input: ReviewInput, name: string) => (input[name] ?? '').trim()

/** Who wrote it (nickname, email, location): the same rules for reviews, questions and answers. */
export function authorErrors(input: ReviewInput): ReviewFieldError[] {
  const errors: ReviewFieldError[] = []
  const add = (Field: string, Code: string, Message: string) => errors.push({ Field, Code, Message })
  const nickname = textOf(input, 'usernickname')
  if (!nickname) add('usernickname', 'ERROR_FORM_REQUIRED', M.nicknameLength)
  else if (nickname.length < LIMITS.nicknameMin) add('usernickname', 'ERROR_FORM_TOO_SHORT', M.nicknameLength)
  else if (nickname.length > LIMITS.nicknameMax) add('usernickname', 'ERROR_FORM_TOO_LONG', M.nicknameLength)
  else if (!NICKNAME.test(nickname)) add('usernickname', 'ERROR_FORM_PATTERN_MISMATCH', M.nicknamePattern)
  const email = textOf(input, 'useremail')
  if (!email) add('useremail', 'ERROR_FORM_REQUIRED', M.email)
  else if (email.length > LIMITS.email || !EMAIL.test(email)) add('useremail', 'ERROR_FORM_INVALID_EMAILADDRESS', M.emailInvalid)
  if (textOf(input, 'userlocation').length > LIMITS.location) add('userlocation', 'ERROR_FORM_TOO_LONG', M.location)
  return errors
}

/** The terms, which every submission must accept. */
export const termsErrors = (input: ReviewInput): ReviewFieldError[] =>
  textOf(input, 'agreedtotermsandconditions').toLowerCase() === 'true'
    ? []
    : [{ Field: 'agreedtotermsandconditions', Code: 'ERROR_FORM_REQUIRES_TRUE', Message: M.terms }]
