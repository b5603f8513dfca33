/** How the questions page orders questions (the provider's Sort), by the `sort` of its address. */
export const QUESTION_SORTS = [
  { value: 'answered', label: 'Most answered', sort: 'TotalAnswerCount:desc,SubmissionTime:desc' },
  { value: 'newest', label: 'Newest', sort: 'SubmissionTime:desc' },
  { value: 'recent', label: 'Recently answered', sort: 'LastApprovedAnswerSubmissionTime:desc,SubmissionTime:desc' },
] as const

export type QuestionSort = (typeof QUESTION_SORTS)[number]['value']

export const QUESTIONS_PAGE_SIZE = 10
/** How many the product page shows before "See all questions". */
export const QUESTIONS_ON_PRODUCT_PAGE = 3
/** The cookie that remembers a visitor's vote on an answer, so the page shows it as given. */
export const ANSWER_VOTE_COOKIE_PREFIX = 'qa_voted_'
/** The visitor's device id for votes on answers (one vote per answer and device). */
export const QA_DEVICE_COOKIE = 'qa_device'

export const sortOption = (value: string | undefined) => QUESTION_SORTS.find((option) => option.value === value) ?? QUESTION_SORTS[0]
