import { z } from 'zod'

/** The helpful vote's body, for the route and the form: `{ article: <id>, helpful: 'Yes' | 'No' }`. */
export const helpfulVoteInput = z.object({
  article: z.coerce.number().int().positive(),
  helpful: z.enum(['Yes', 'No']),
})

export const HELPFUL_MESSAGES = {
  invalid: 'Send the article id and helpful as Yes or No.',
  unknown: 'There is no such article.',
  repeated: 'You have already voted on this article.',
  thanks: 'Thank you for your feedback.',
} as const

/** The browser's vote id cookie (random, no personal data). */
export const VOTER_COOKIE = 'article_voter'
