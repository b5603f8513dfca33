/**
 * The largest request body the site takes: a review's 25 MB video (features/reviews/api/upload.ts) with
 * its multipart form around it. Media uploads stop at 10 MB (Payload answers 413 itself); a body larger
 * than this is refused by the front before it is read (scripts/server/front.mjs), and Next hands its
 * proxy bodies up to this size whole (next.config.ts).
 */
export const MAX_REQUEST_BODY_BYTES = 26 * 1024 * 1024
