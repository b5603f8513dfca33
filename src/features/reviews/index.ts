// Reviews: the write-review form (a client component). What reads through the one reviews client (the
// product page's reviews and questions sections, the questions page, the review confirmation) and the
// built-in reviews service (api/, mounted by app/api/reviews/data) are in ./server.
export { WriteReviewForm } from './WriteReviewForm'
