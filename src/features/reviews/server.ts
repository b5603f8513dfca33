import 'server-only'

// The reviews feature's server entry: what reads through the reviews client (the product page's reviews
// and questions sections, the questions page, the review confirmation) and the built-in reviews service
// for its route.
export { handleReviewsRequest } from './api/handler'
export { serveUpload } from './api/upload'
export { uploadQuery } from './client'
export { ProductQuestions } from './ProductQuestions'
export { QuestionsSection } from './QuestionsSection'
export { ReviewConfirmation } from './ReviewConfirmation'
export { requestedReview, type RequestedReview } from './requestLink'
export { ReviewsSection } from './ReviewsSection'
