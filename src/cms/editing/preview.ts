import type { Payload } from 'payload'

import { pageUrl } from '../../shared/routing/urls'
import { type AddressFields, documentPath } from './documentPath'

/**
 * Editors' preview: what can be previewed (a brand on its home page) and the site route that opens it (/api/preview checks the
 * back-office session, turns on draft mode and opens the document's page at its newest saved version).
 * Used by the live preview's frame, the Preview button and the route itself.
 */
export const PREVIEW_COLLECTIONS = ['pages', 'products', 'articles', 'brands'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection => (PREVIEW_COLLECTIONS as readonly unknown[]).includes(value)

export const previewPath = (collection: string, id: number | string) =>
  `/api/preview?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id))}`

/** The public address of the document's newest saved version (a renamed draft previews at its new address). */
export async function draftAddress(payload: Payload, collection: PreviewCollection, id: number): Promise<string | null> {
  const doc = await payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  const draft = doc as AddressFields & { homePath?: string }
  if (collection === 'brands') return draft.homePath?.startsWith('/en-au/') ? draft.homePath : pageUrl('')
  return documentPath(collection, draft, { payload })
}
