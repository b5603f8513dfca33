import type { Endpoint, PayloadRequest } from 'payload'

import { enrolmentView, newEnrolment, openEnrolment } from './enrolment'
import { enableTwoFactor, replaceRecoveryCodes, resetTwoFactor, type TwoFactorAccount } from './hooks'
import { TWO_FACTOR_MESSAGES } from './messages'
import { checkTotp } from './totp'

/**
 * The second factor from inside the back office (endpoints of the users collection, /cms-api/users/…):
 * set it up while signed in (accounts BACK_OFFICE_TWO_FACTOR leaves free to), new recovery codes for
 * oneself, and an administrator's reset of someone's.
 */
const json = (body: unknown, status = 200) => Response.json(body, { status })
const refuse = (message: string, status: number) => json({ errors: [{ message }] }, status)

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The signed-in account with its hidden second-factor fields, or undefined. */
async function signedInAccount(req: PayloadRequest): Promise<TwoFactorAccount | undefined> {
  if (!req.user || req.user.collection !== 'users') return undefined
  return (await req.payload.findByID({ collection: 'users', id: req.user.id, showHiddenFields: true, depth: 0, req })) as unknown as TwoFactorAccount
}

export const twoFactorEndpoints: Endpoint[] = [
  {
    path: '/two-factor/set-up',
    method: 'post',
    handler: async (req) => {
      const account = await signedInAccount(req)
      if (!account) return refuse('Sign in first.', 401)
      if (account.twoFactorEnabled) return refuse('Two-factor sign-in is already on for this account.', 409)
      const body = await bodyOf(req)
      const pending = typeof body.enrolment === 'string' ? openEnrolment(body.enrolment, account.id) : undefined
      const code = typeof body.code === 'string' ? body.code : ''
      if (!pending) return json({ message: TWO_FACTOR_MESSAGES.enrol, ...(await enrolmentView(newEnrolment(account.id), account.email ?? String(account.id))) })
      const step = checkTotp(pending.secret, code, null)
      if (step === undefined) return refuse(TWO_FACTOR_MESSAGES.wrongCode, 400)
      return json({ message: 'Two-factor sign-in is on.', recoveryCodes: await enableTwoFactor(req, account.id, pending.secret, step) })
    },
  },
  {
    path: '/two-factor/recovery-codes',
    method: 'post',
    handler: async (req) => {
      const account = await signedInAccount(req)
      if (!account) return refuse('Sign in first.', 401)
      if (!account.twoFactorEnabled) return refuse('Set up two-factor sign-in first.', 409)
      return json({ message: 'New recovery codes: the old ones no longer work.', recoveryCodes: await replaceRecoveryCodes(req, account.id) })
    },
  },
  {
    path: '/:id/two-factor/reset',
    method: 'post',
    handler: async (req) => {
      if (req.user?.collection !== 'users' || req.user.role !== 'admin') return refuse('Only administrators reset two-factor sign-in.', 403)
      const id = Number(req.routeParams?.id)
      if (!Number.isSafeInteger(id) || id <= 0) return refuse('Not found.', 404)
      const found = await req.payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 0, req })
      if (!found.docs[0]) return refuse('Not found.', 404)
      await resetTwoFactor(req, id)
      req.payload.logger.info({ msg: 'two-factor: reset', admin: req.user.id, account: id })
      return json({ message: TWO_FACTOR_MESSAGES.resetDone })
    },
  },
]
