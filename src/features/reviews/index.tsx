// Reviews: the product page's reviews section (through the one reviews client). The built-in reviews
// service lives in api/ (mounted by app/api/reviews/data through server.ts).
export { ReviewsSection } from './ReviewsSection'
export { WriteReviewForm } from './WriteReviewForm'
export { ReviewConfirmation } from './ReviewConfirmation'
export { QuestionsSection } from './QuestionsSection'
export { ProductQuestions } from './ProductQuestions'
