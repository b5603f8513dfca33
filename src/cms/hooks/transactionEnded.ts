import type { PayloadRequest } from 'payload'

const LOOK_EVERY_MS = 20
const GIVE_UP_AFTER_MS = 30_000

/**
 * Resolves once the database transaction a request writes in has ended (committed or rolled back): true,
 * or false at once when there is none; never rejects (its callers do not wait for it). Payload runs
 * afterChange hooks inside the operation's transaction and has no hook after its commit; it deletes
 * `req.transactionID` as the transaction ends (and leaves the promise it began with when the adapter opened
 * none), so that is looked at until it goes. Never awaited inside the transaction's own hooks: it ends only
 * after they return.
 */
export async function transactionEnded(req: Pick<PayloadRequest, 'transactionID'>): Promise<boolean> {
  let id = req.transactionID
  try {
    if (id instanceof Promise) id = await id
  } catch {
    return false // the transaction could not begin: the change failed with it
  }
  if (!id) return false
  const started = Date.now()
  while (req.transactionID === id && Date.now() - started < GIVE_UP_AFTER_MS) await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS).unref?.())
  return true
}
