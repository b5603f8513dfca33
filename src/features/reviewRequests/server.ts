import 'server-only'

export { scheduleReviewRequest, type ReviewRequestInput, type ReviewRequestOutcome, type ReviewRequestSource } from './schedule'
