import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { isSignedRevalidation } from '@/cms/crossInstance'
import { REVALIDATE_SIGNATURE_HEADER } from '@/shared/serverContract.mjs'

/**
 * Another instance's change, revalidated in this instance's page cache (src/cms/crossInstance.ts): only
 * with the signature of the secret the instances share. Tags expire at once, as the CMS hooks do it.
 */
export const dynamic = 'force-dynamic'

const MAX_BODY = 64 * 1024
const body = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(1000) })

export async function POST(request: Request) {
  const text = await request.text()
  if (text.length > MAX_BODY) return Response.json({ message: 'The request is too large.' }, { status: 413 })
  if (!isSignedRevalidation(text, request.headers.get(REVALIDATE_SIGNATURE_HEADER))) return Response.json({ message: 'Not allowed.' }, { status: 401 })
  let parsed: z.infer<typeof body>
  try {
    parsed = body.parse(JSON.parse(text))
  } catch {
    return Response.json({ message: 'Expected { "tags": [ … ] }.' }, { status: 400 })
  }
  for (const tag of new Set(parsed.tags)) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
