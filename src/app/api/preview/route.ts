import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { draftAddress, isPreviewCollection, PREVIEW_COLLECTIONS } from '@/cms/editing/preview'
import { payloadClient } from '@/cms/payload'

import { redirectOnSite } from './redirectOnSite'

/**
 * Editors' preview: GET /api/preview?collection={pages|products|articles}&id={id} (the back office's live
 * preview frame and Preview button) checks that the caller is signed in to the back office, turns on
 * Next's draft mode (a cookie signed with the build's preview key, so it cannot be forged) and opens the
 * document's page, which then shows its newest saved version, draft or not, rendered per request and
 * never cached. /api/preview/exit turns it off.
 */
const answer = (status: number, message: string) => NextResponse.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } })

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const collection = query.get('collection')
  const id = Number(query.get('id'))
  if (!isPreviewCollection(collection) || !Number.isSafeInteger(id) || id <= 0)
    return answer(400, `collection must be one of ${PREVIEW_COLLECTIONS.join(', ')} and id a document id`)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!user) return answer(401, 'Sign in to the back office to preview drafts.')
  const path = await draftAddress(payload, collection, id)
  if (!path) return answer(404, 'No such document.')
  ;(await draftMode()).enable()
  return redirectOnSite(path)
}
