import type { Payload } from 'payload'

import { settings } from '../../shared/settings'

/**
 * Demo questions and answers: a few approved questions on the best-known razors, one answered by the brand
 * and one by a shopper, one still unanswered. Created without the moderation hooks' email (no asker to tell).
 */
const QUESTIONS: { product: string; summary: string; details?: string; nickname: string; answers: { text: string; brand?: boolean; nickname?: string }[] }[] = [
  {
    product: 'fusion5',
    summary: 'Do the cartridges fit the older Fusion handle?',
    details: 'I have a Fusion handle from a few years ago and want to know if the new blades click on.',
    nickname: 'Callum2041',
    answers: [{ text: 'Yes: every Fusion5 cartridge fits every Fusion5 handle made since the range launched, including the Power handles.', brand: true }],
  },
  {
    product: 'fusion5',
    summary: 'Is it good for a thick beard after a week of growth?',
    nickname: 'Harrison88',
    answers: [{ text: 'I shave once a week and it copes fine if you trim first and use plenty of gel. Rinse the blades often.', nickname: 'Mateo1204' }],
  },
  {
    product: 'proglide',
    summary: 'How often should I change the blade?',
    nickname: 'Sienna77',
    answers: [{ text: 'We suggest a new cartridge when the shave stops feeling smooth: for most people that is after 5 to 10 shaves.', brand: true }],
  },
  { product: 'mach3', summary: 'Can I use it in the shower?', nickname: 'Archie303', answers: [] },
]

export async function seedQuestions(payload: Payload, log: (line: string) => void = () => {}): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'questions', overrideAccess: true })
  if (totalDocs > 0) return 0
  const now = Date.parse('2026-11-01T00:00:00Z')
  let created = 0
  for (const [index, entry] of QUESTIONS.entries()) {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: entry.product } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      draft: true,
      select: { slug: true, reviewsId: true },
    })
    const product = docs[0]
    if (!product) continue
    const productId = product.reviewsId || product.slug
    const asked = new Date(now - (index + 2) * 9 * 86_400_000).toISOString()
    const question = await payload.create({
      collection: 'questions',
      overrideAccess: true,
      context: { skipQuestionRefresh: true },
      data: {
        status: 'approved',
        product: product.id,
        providerProductId: productId,
        questionSummary: entry.summary,
        questionDetails: entry.details ?? null,
        userNickname: entry.nickname,
        userEmail: `${entry.nickname.toLowerCase()}@questions.example`,
        submissionTime: asked,
        submissionKey: `seed:${productId}:${index}`,
      },
    })
    created += 1
    for (const [answerIndex, answer] of entry.answers.entries()) {
      await payload.create({
        collection: 'answers',
        overrideAccess: true,
        data: {
          status: 'approved',
          question: question.id,
          answerText: answer.text,
          isBrandAnswer: Boolean(answer.brand),
          userNickname: answer.brand ? settings().BRAND_NAME : answer.nickname,
          submissionTime: new Date(Date.parse(asked) + (answerIndex + 1) * 86_400_000).toISOString(),
          // Seeded as already told: the demo's askers are not real addresses.
          askerNotified: true,
          submissionKey: `seed:${question.id}:${answerIndex}`,
        },
      })
      created += 1
    }
  }
  log(`seed: ${created} questions and answers`)
  return created
}
