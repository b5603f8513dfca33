import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { transactionEnded } from './transactionEnded'

describe('transactionEnded', () => {
  it('resolves false at once without a transaction, or when the adapter opened none', async () => {
    expect(await transactionEnded({})).toBe(false)
    // (An adapter with transactions turned off begins none: its promise resolves to null.)
    expect(await transactionEnded({ transactionID: Promise.resolve(null) as unknown as Promise<string> })).toBe(false)
    // Nor does it reject when the transaction could not begin (nobody waits for it to catch that).
    expect(await transactionEnded({ transactionID: Promise.reject(new Error('no connection')) })).toBe(false)
  })

  it('resolves true only once Payload has taken the transaction off the request (commit or rollback)', async () => {
    const req: Pick<PayloadRequest, 'transactionID'> = { transactionID: 'tx-1' }
    let ended = false
    const waiting = transactionEnded(req).then((hadOne) => {
      ended = true
      return hadOne
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ended).toBe(false)
    delete req.transactionID
    expect(await waiting).toBe(true)
  })

  it('waits for a transaction still being begun, then for its end', async () => {
    const req: Pick<PayloadRequest, 'transactionID'> = {}
    req.transactionID = Promise.resolve('tx-2').then((id) => (req.transactionID = id))
    const waiting = transactionEnded(req)
    await new Promise((resolve) => setTimeout(resolve, 60))
    req.transactionID = undefined
    expect(await waiting).toBe(true)
  })
})
