import 'server-only'

import { payloadClient } from '@/cms/payload'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { settings } from '@/shared/settings'

import { API_VERSION } from '../texts'
import { ERRORS } from './envelope'
import { readParams } from './params'
import { answersJson, questionsJson } from './questions'
import { productsJson, reviewsJson } from './read'
import { authenticateUserJson } from './authenticate'
import { submitFeedbackJson, submitReviewJson } from './submit'
import { submitAnswerJson, submitQuestionJson } from './submitQuestions'
import { uploadJson } from './upload'

const READS = { 'reviews.json': reviewsJson, 'products.json': productsJson, 'questions.json': questionsJson, 'answers.json': answersJson } as const
const WRITES = {
  'submitreview.json': submitReviewJson,
  'submitquestion.json': submitQuestionJson,
  'submitanswer.json': submitAnswerJson,
  'submitfeedback.json': submitFeedbackJson,
  'authenticateuser.json': authenticateUserJson,
} as const
const UPLOADS = { 'uploadphoto.json': 'photo', 'uploadvideo.json': 'video' } as const

/**
 * The built-in reviews service (Conversations API 5.4 subset) at /api/reviews/data/{endpoint}: the
 * provider's parameter names (any case), envelope and error codes; every answer is HTTP 200.
 */
export async function handleReviewsRequest(endpoint: string, request: Request): Promise<Response> {
  try {
    const upload = endpoint.toLowerCase()
    // Uploads read their own (larger) multipart body, files included.
    if (Object.hasOwn(UPLOADS, upload)) return await uploadJson(UPLOADS[upload as keyof typeof UPLOADS], request)
    const params = await readParams(request)
    if (!params) return ERRORS.invalidValue('request body')
    if (params.get('apiversion') !== API_VERSION) return ERRORS.missingVersion()
    const passkey = settings().REVIEWS_PASSKEY
    if (passkey && params.get('passkey') !== passkey) return ERRORS.invalidKey()
    const key = endpoint.toLowerCase()
    if (Object.hasOwn(READS, key)) {
      return await READS[key as keyof typeof READS](await payloadClient(), params)
    }
    if (Object.hasOwn(WRITES, key)) {
      if (request.method !== 'POST') return ERRORS.method('POST')
      return await WRITES[key as keyof typeof WRITES](await payloadClient(), params, clientAddressOf(request.headers))
    }
    return ERRORS.unsupported(endpoint.slice(0, 60))
  } catch (error) {
    // The database is away or a write failed: the provider's envelope, never a stack; no personal data logged.
    console.error(`reviews API ${endpoint.slice(0, 40)}: ${error instanceof Error ? error.name : 'error'}`)
    return ERRORS.busy()
  }
}
