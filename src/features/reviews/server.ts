// The reviews feature's server entry: the built-in reviews service for its route.
export { handleReviewsRequest } from './api/handler'
export { serveUpload } from './api/upload'
export { uploadQuery } from './client'
