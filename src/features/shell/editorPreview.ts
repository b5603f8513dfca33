import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/cms/payload'

/**
 * Whether this request is an editor's preview: Next's draft mode (turned on by /api/preview after it
 * checked the back office's session) and that session still open. Only then do pages read drafts,
 * uncached. Outside draft mode nothing here reads the request, so cached pages stay cached. Once per
 * request: a route's metadata and its page both ask.
 */
export const editorPreview = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return Boolean(user)
})
