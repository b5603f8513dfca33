import type { Payload } from 'payload'

import { mulberry32 } from '../../shared/random/mulberry32.mjs'
import { updateProductReviewStatistics } from '../reviewStatistics'

/**
 * Demo reviews: deterministic (a seeded generator, the same on every machine), spread over the catalogue
 * with about one product in seven left without reviews, approved, with context data and some photos. The
 * products' rating figures are then computed from them, as moderation keeps them afterwards.
 */
const TITLES = {
  5: ['Best shave I have had', 'Smooth and comfortable', 'Worth every cent', 'My new favourite', 'No more razor burn'],
  4: ['Very good overall', 'Close shave, nice grip', 'Does the job well', 'Happy with it', 'Solid choice'],
  3: ['Decent but not perfect', 'Okay for the price', 'Average experience', 'Mixed feelings'],
  2: ['Not for my skin', 'Expected more', 'Wears out quickly'],
  1: ['Did not work for me', 'Disappointed'],
} as const

/** Each review's text: an opening and a detail for its rating, picked apart, so no two read word for word alike. */
const OPENINGS = {
  5: [
    'Glides over my jawline without tugging.',
    'The closest shave I have had in years.',
    'Smooth from the first stroke to the last.',
    'My skin stays calm, even shaving daily.',
    'Easily the best razor I have owned.',
  ],
  4: [
    'A close, comfortable shave most days.',
    'Shaves well and feels solid in the hand.',
    'Good results with very little effort.',
    'Comfortable, with the odd second pass.',
    'A reliable shave before work.',
  ],
  3: ['It shaves well enough.', 'Decent, though not remarkable.', 'Does the job, with some compromises.', 'Fine on my cheeks, harder on my neck.'],
  2: ['The first few shaves were fine.', 'I expected more for the price.', 'It started well but faded quickly.'],
  1: ['It irritated my skin from the first shave.', 'It did not suit me at all.', 'Patchy results every time I used it.'],
} as const

const DETAILS = {
  5: [
    'Leaves no redness, even on my neck.',
    'The blades last me about three weeks.',
    'Rinses clean under the tap in seconds.',
    'Worth every cent for the comfort alone.',
    'I would not go back to my old razor.',
  ],
  4: [
    'It needs a second pass on my neck.',
    'The handle could grip a little better when wet.',
    'I would buy it again.',
    'The cartridges are a bit pricey.',
    'Great with a good gel.',
  ],
  3: ['I noticed some irritation after a few uses.', 'The blades dull sooner than I hoped.', 'It is fine for a quick tidy-up.', 'Not bad for the price.'],
  2: ['It dulled fast and began to pull on thick stubble.', 'I had a few nicks along my jaw.', 'It clogs easily with longer growth.'],
  1: ['I went back to my old routine.', 'Left patches behind and a rash.', 'Would not recommend it for sensitive skin.'],
} as const

/** A closing line that says how the reviewer uses it. */
const CLOSINGS = [
  'I shave every morning.',
  'I shave every second day.',
  'I use it on weekends only.',
  'I pair it with a shave gel.',
  'I have used it for a month.',
  'I have used it for six months.',
  'I bought it on a friend’s advice.',
  'I switched from a cheaper razor.',
  'I shave in the shower.',
  'I shave before the gym.',
  'I have a thick, dark beard.',
  'My skin is on the sensitive side.',
  'I bought it on special.',
  'My partner picked it up for me.',
  'I have used it for about a year.',
  'I keep one in my travel bag.',
]

const HAIR_TYPE = ['Fine', 'NormalThick', 'Curly', 'Straight', 'Relaxed', 'Natural']
const HAIR_LENGTH = ['Short', 'Medium', 'Long']
const HAIR_NEED = ['Dry', 'Oily', 'ColorTreated', 'AgingHair']
const LOCATIONS = ['Sydney, NSW', 'Melbourne, VIC', 'Brisbane, QLD', 'Perth, WA', 'Adelaide, SA', 'Hobart, TAS', 'Darwin, NT', 'Canberra, ACT']
const NAMES = ['Shaver', 'Jack', 'Liam', 'Noah', 'Oliver', 'William', 'Ethan', 'Lucas', 'Mason', 'Leo', 'Henry', 'Max']

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 0)

export async function seedReviews(payload: Payload, log: (line: string) => void = () => {}): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'reviews', overrideAccess: true })
  if (totalDocs > 0) return 0
  const { docs: products } = await payload.find({
    collection: 'products',
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'slug',
    overrideAccess: true,
    draft: true,
    select: { slug: true, reviewsId: true, heroImage: true },
  })
  const random = mulberry32(20261122)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  // The texts from a generator of their own: the ratings, names and dates stay as they were seeded before.
  const wording = mulberry32(20261126)
  const say = <T>(list: readonly T[]) => list[Math.floor(wording() * list.length)]!
  let created = 0
  const now = Date.parse('2026-11-01T00:00:00Z')
  // A text no other seeded review has, in any product (400 combinations for five stars, about 160 five-star reviews).
  const used = new Set<string>()
  for (const product of products) {
    const hash = hashOf(product.slug)
    const count = hash % 7 === 0 ? 0 : 5 + (hash % 7)
    const productId = product.reviewsId || product.slug
    const textFor = (rating: keyof typeof OPENINGS) => {
      let text = ''
      do text = `${say(OPENINGS[rating])} ${say(DETAILS[rating])} ${say(CLOSINGS)}`
      while (used.has(text))
      used.add(text)
      return text
    }
    for (let i = 0; i < count; i += 1) {
      const roll = random()
      const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1
      const nickname = `${pick(NAMES)}${1000 + created}`
      const clamp = (value: number) => Math.min(5, Math.max(1, value))
      const context = { Gender: 'Male', HairType: pick(HAIR_TYPE), HairLength: pick(HAIR_LENGTH), HairNeed: pick(HAIR_NEED) }
      await payload.create({
        collection: 'reviews',
        overrideAccess: true,
        context: { skipReviewStatistics: true },
        data: {
          status: 'approved',
          product: product.id,
          providerProductId: productId,
          rating,
          ratingValue: clamp(rating + (random() < 0.3 ? -1 : 0)),
          ratingQuality: clamp(rating + (random() < 0.2 ? -1 : 0)),
          title: pick(TITLES[rating as keyof typeof TITLES]),
          reviewText: textFor(rating as keyof typeof OPENINGS),
          userNickname: nickname,
          userLocation: pick(LOCATIONS),
          userEmail: `${nickname.toLowerCase()}@reviews.example`,
          isRecommended: rating >= 3,
          contextData: context,
          contextTags: `|${Object.entries(context)
            .map(([name, value]) => `${name}:${value}`)
            .join('|')}|`,
          photos: created % 9 === 0 && product.heroImage ? [{ url: product.heroImage, caption: 'After a week of use' }] : [],
          videos: [],
          // Helpful counts are counted from stored votes (review-votes), so seeded reviews start at none.
          totalPositiveFeedbackCount: 0,
          totalNegativeFeedbackCount: 0,
          submissionTime: new Date(now - Math.floor(random() * 700) * 86_400_000 - i * 3_600_000).toISOString(),
          submissionKey: `${productId}:${nickname.toLowerCase()}@reviews.example`,
        },
      })
      created += 1
    }
  }
  for (const product of products) await updateProductReviewStatistics(payload, product.reviewsId || product.slug)
  log(`seed: ${created} reviews`)
  return created
}
