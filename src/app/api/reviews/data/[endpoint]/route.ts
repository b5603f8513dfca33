import { handleReviewsRequest } from '@/features/reviews/server'

/** The built-in reviews service (features/reviews/api): GET reads, POST submissions, all HTTP 200. */
type Context = { params: Promise<{ endpoint: string }> }

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: Context) {
  return handleReviewsRequest((await params).endpoint, request)
}

export async function POST(request: Request, { params }: Context) {
  return handleReviewsRequest((await params).endpoint, request)
}
