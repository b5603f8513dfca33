import type { CheckboxField, CollectionAfterChangeHook } from 'payload'

import { documentPath } from './documentPath'
import { redirectTargetPath } from './redirects'

/**
 * A renamed product or article keeps its old links: when the address of a published document changes,
 * a permanent redirect from the old address to the document is added (the editor can untick the offer
 * before saving). The redirect names the document, not its address, so a later rename needs no chain.
 */
export const keepOldAddressField: CheckboxField = {
  name: 'redirectOldAddress',
  type: 'checkbox',
  virtual: true,
  defaultValue: true,
  label: 'Keep old links working',
  admin: {
    position: 'sidebar',
    description: 'When you change the slug of a published document, a redirect from its old address to it is added (Site → Redirects).',
  },
}

export const redirectRenamed =
  (collection: 'products' | 'articles'): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, data, operation, req }) => {
    if (operation !== 'update' || data?.redirectOldAddress === false) return doc
    if (previousDoc?._status !== 'published' || doc._status !== 'published') return doc
    // The address the published document had, from its previous fields.
    const before = await documentPath(collection, previousDoc, { payload: req.payload, req })
    const after = await redirectTargetPath({ type: 'reference', reference: { relationTo: collection, value: doc.id } }, { payload: req.payload, req })
    if (!after || before === after) return doc
    // A redirect from the new address (the document had it before) would shadow nothing and loop: gone.
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: after } }, overrideAccess: true, req })
    const existing = await req.payload.count({ collection: 'redirects', where: { from: { equals: before } }, overrideAccess: true, req })
    if (existing.totalDocs > 0) return doc
    try {
      await req.payload.create({
        collection: 'redirects',
        data: { from: before, to: { type: 'reference', reference: { relationTo: collection, value: doc.id } }, type: '301' },
        overrideAccess: true,
        req,
      })
    } catch (error) {
      req.payload.logger.warn({ msg: `no redirect added from ${before}: ${(error as Error).message}` })
    }
    return doc
  }
