import { APIError, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddressOf } from '../../shared/forms/clientAddress'
import { redisClient } from '../../shared/redis'
import { type SharedLoginThrottle, sharedLoginThrottle } from '../../shared/security/loginThrottle'

// One throttle per process, on globalThis: the admin and the REST/GraphQL routes are bundled apart. With
// REDIS_URL its counters are shared by every instance.
const key = Symbol.for('ashford.loginThrottle')
const throttle = (): SharedLoginThrottle => ((globalThis as Record<symbol, SharedLoginThrottle>)[key] ??= sharedLoginThrottle(redisClient()))

const keysOf = (req: { headers: Headers }, email: unknown) => ({
  // The address the site's server saw (a visitor's own X-Forwarded-For is not believed), as for the forms.
  address: clientAddressOf(req.headers),
  account: typeof email === 'string' ? email.trim().toLowerCase() : undefined,
})

/** Sign-in (REST, GraphQL and /admin alike) waits out the growing delay of its address and account. */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const keys = keysOf(req, (args as { data?: { email?: unknown } }).data?.email)
  const wait = await throttle().waitFor(keys)
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw new APIError(`Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`, 429, { retryAfter: seconds }, true)
  }
  await throttle().attempt(keys)
  return args
}

export const clearSignInThrottle: CollectionAfterOperationHook = async ({ operation, req, args, result }) => {
  if (operation === 'login') await throttle().succeeded(keysOf(req, (args as { data?: { email?: unknown } }).data?.email))
  return result
}
