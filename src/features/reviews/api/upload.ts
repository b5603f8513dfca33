import 'server-only'

import { randomUUID } from 'node:crypto'

import { clientAddressOf } from '@/shared/forms/clientAddress'
import { consumeFormLimit } from '@/shared/forms/rateLimit'
import { settings } from '@/shared/settings'
import { fileStore } from '@/shared/storage/fileStore'

import { API_VERSION } from '../texts'
import { ERRORS, failure, json } from './envelope'

/** What the upload endpoints accept, told apart by the file's first bytes, never by its name or declared type. */
const KINDS = {
  photo: { maxBytes: 5 * 1024 * 1024, label: 'JPEG, PNG, WebP or GIF image up to 5 MB' },
  video: { maxBytes: 25 * 1024 * 1024, label: 'MP4, WebM or MOV video up to 25 MB' },
} as const
export type UploadKind = keyof typeof KINDS
const UPLOAD_LIMITS = { perAddress: { points: 30, duration: 600 }, perEmail: { points: 30, duration: 600 } }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The file's type from its content: a known image or video signature, or undefined. */
export function sniff(bytes: Uint8Array): { kind: UploadKind; ext: string; type: string } | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'photo', ext: 'jpg', type: 'image/jpeg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'photo', ext: 'png', type: 'image/png' }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'photo', ext: 'gif', type: 'image/gif' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'photo', ext: 'webp', type: 'image/webp' }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', ext: 'webm', type: 'video/webm' }
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    return brand === 'qt  ' ? { kind: 'video', ext: 'mov', type: 'video/quicktime' } : { kind: 'video', ext: 'mp4', type: 'video/mp4' }
  }
  return undefined
}

export const MEDIA_PATH = '/api/reviews/media/'
/** Where uploads are kept: DATA_DIR/reviews-media, or `reviews-media/` in the S3 bucket (every instance's). */
const uploads = () => fileStore('reviews-media')
const NAME = /^[0-9a-f-]{36}\.(?:jpg|png|gif|webp|webm|mp4|mov)$/

/** uploadphoto.json / uploadvideo.json: multipart with ContentType=review and one file; answers the stored file's URL. */
export async function uploadJson(kind: UploadKind, request: Request): Promise<Response> {
  if (request.method !== 'POST') return ERRORS.method('POST')
  const limit = KINDS[kind]
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit.maxBytes + 64 * 1024) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `The file is too large: upload a ${limit.label}.`)
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `Send the file as multipart/form-data: a ${limit.label}.`)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return ERRORS.invalidValue('request body')
  }
  const url = new URL(request.url)
  const value = (name: string) => {
    for (const [key, entry] of [...url.searchParams.entries(), ...form.entries()]) if (key.toLowerCase() === name && typeof entry === 'string') return entry
    return undefined
  }
  if (value('apiversion') !== API_VERSION) return ERRORS.missingVersion()
  const passkey = settings().REVIEWS_PASSKEY
  if (passkey && value('passkey') !== passkey) return ERRORS.invalidKey()
  if ((value('contenttype') ?? '').toLowerCase() !== 'review') return ERRORS.invalidValue('ContentType')
  // Like every submission: limited per address (30 files in 10 minutes), nothing stored beyond it.
  const wait = await consumeFormLimit('review-uploads', UPLOAD_LIMITS, clientAddressOf(request.headers))
  if (wait > 0) return ERRORS.tooMany(wait)
  const file = [...form.values()].find((entry): entry is File => typeof entry !== 'string')
  if (!file || file.size === 0) return failure('ERROR_PARAM_MISSING_DATA', `No file: upload a ${limit.label}.`)
  if (file.size > limit.maxBytes) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `The file is too large: upload a ${limit.label}.`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const found = sniff(bytes)
  if (!found || found.kind !== kind) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `This file type is not accepted: upload a ${limit.label}.`)
  const name = `${randomUUID()}.${found.ext}`
  await uploads().put(name, bytes, found.type)
  const stored = `${MEDIA_PATH}${name}`
  const caption = (value('caption') ?? '').slice(0, 150)
  if (kind === 'photo') {
    return json({
      HasErrors: false,
      Errors: [],
      Form: [],
      FormErrors: {},
      Photo: {
        Id: name,
        ContentType: 'review',
        Caption: caption,
        Sizes: { normal: { Id: 'normal', Url: stored }, thumbnail: { Id: 'thumbnail', Url: stored } },
      },
    })
  }
  return json({ HasErrors: false, Errors: [], Form: [], FormErrors: {}, Video: { Id: name, ContentType: 'review', Caption: caption, VideoUrl: stored } })
}

/** The stored upload by its generated name (nothing else under DATA_DIR can be named). */
export async function serveUpload(name: string): Promise<Response> {
  if (!NAME.test(name)) return new Response('Not found', { status: 404 })
  const bytes = await uploads().get(name)
  const found = bytes && sniff(bytes)
  if (!bytes || !found) return new Response('Not found', { status: 404 })
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': found.type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  })
}
