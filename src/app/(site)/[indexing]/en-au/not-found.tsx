import { notFoundMetadata } from '@/features/seo'
import { NotFoundPage } from '@/features/shell'

// Reached on the client only (the routes render the 404 page on the server themselves:
// features/shell notFoundResponse); the same page, so nothing changes when it takes over.
export const metadata = notFoundMetadata

export default NotFoundPage
