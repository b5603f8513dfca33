import { LIMITS } from './limits'
import { QA_LABELS, QA_LIMITS } from './questionLabels'
import type { ReviewFormField } from './reviewForm'
import { authorErrors, type ReviewFieldError, type ReviewInput, termsErrors } from './rules'

/**
 * The question and answer forms, once: their fields (what the questions page draws and the API's Preview
 * describes) and their rules (what the page checks before sending and the reviews API applies), with the
 * provider's field names and error codes. Who wrote it follows the review form's rules.
 */
export { QA_LABELS, QA_LIMITS } from './questionLabels'

export const QA_MESSAGES = {
  question: `Enter your question in at most ${QA_LIMITS.questionSummary} characters.`,
  details: `You can add at most ${QA_LIMITS.questionDetails} characters of detail.`,
  answer: `Enter an answer of ${QA_LIMITS.answerMin} to ${QA_LIMITS.answer} characters.`,
  duplicateQuestion: 'You have already asked this question about this product.',
  duplicateAnswer: 'You have already given this answer.',
  unknownQuestion: 'This question cannot be answered: it does not exist or is not published.',
} as const

const author: ReviewFormField[] = [
  { id: 'usernickname', type: 'TextInput', required: true, label: QA_LABELS.usernickname!, minLength: LIMITS.nicknameMin, maxLength: LIMITS.nicknameMax },
  { id: 'userlocation', type: 'TextInput', required: false, label: QA_LABELS.userlocation!, maxLength: LIMITS.location },
  { id: 'useremail', type: 'TextInput', required: true, label: QA_LABELS.useremail!, maxLength: LIMITS.email },
  { id: 'agreedtotermsandconditions', type: 'BooleanInput', required: true, label: QA_LABELS.agreedtotermsandconditions! },
]

export const QUESTION_FORM_FIELDS: readonly ReviewFormField[] = [
  { id: 'questionsummary', type: 'TextInput', required: true, label: QA_LABELS.questionsummary!, maxLength: QA_LIMITS.questionSummary },
  { id: 'questiondetails', type: 'TextAreaInput', required: false, label: QA_LABELS.questiondetails!, maxLength: QA_LIMITS.questionDetails },
  ...author,
]

export const ANSWER_FORM_FIELDS: readonly ReviewFormField[] = [
  { id: 'answertext', type: 'TextAreaInput', required: true, label: QA_LABELS.answertext!, minLength: QA_LIMITS.answerMin, maxLength: QA_LIMITS.answer },
  ...author,
]

const text = (input: ReviewInput, name: string) => (input[name] ?? '').trim()

export function validateQuestion(input: ReviewInput): ReviewFieldError[] {
  const errors: ReviewFieldError[] = []
  const summary = text(input, 'questionsummary')
  if (!summary) errors.push({ Field: 'questionsummary', Code: 'ERROR_FORM_REQUIRED', Message: QA_MESSAGES.question })
  else if (summary.length > QA_LIMITS.questionSummary) errors.push({ Field: 'questionsummary', Code: 'ERROR_FORM_TOO_LONG', Message: QA_MESSAGES.question })
  if (text(input, 'questiondetails').length > QA_LIMITS.questionDetails)
    errors.push({ Field: 'questiondetails', Code: 'ERROR_FORM_TOO_LONG', Message: QA_MESSAGES.details })
  return [...errors, ...authorErrors(input), ...termsErrors(input)]
}

export function validateAnswer(input: ReviewInput): ReviewFieldError[] {
  const errors: ReviewFieldError[] = []
  const answer = text(input, 'answertext')
  if (!answer) errors.push({ Field: 'answertext', Code: 'ERROR_FORM_REQUIRED', Message: QA_MESSAGES.answer })
  else if (answer.length < QA_LIMITS.answerMin) errors.push({ Field: 'answertext', Code: 'ERROR_FORM_TOO_SHORT', Message: QA_MESSAGES.answer })
  else if (answer.length > QA_LIMITS.answer) errors.push({ Field: 'answertext', Code: 'ERROR_FORM_TOO_LONG', Message: QA_MESSAGES.answer })
  return [...errors, ...authorErrors(input), ...termsErrors(input)]
}
