import { APIError, type CollectionAfterOperationHook, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { settings } from '../../shared/settings'
import { enrolmentView, newEnrolment, openEnrolment } from './enrolment'
import { TWO_FACTOR_MESSAGES, type TwoFactorStepKind } from './messages'
import { checkTotp, hashRecoveryCode, newRecoveryCodes, spendRecoveryCode } from './totp'

/** The second-factor fields of a stored account (hidden from the API: only these hooks read them). */
export interface TwoFactorAccount {
  id: number | string
  email?: string | null
  role?: string | null
  twoFactorEnabled?: boolean | null
  twoFactorSecret?: string | null
  twoFactorLastStep?: number | null
  twoFactorRecoveryCodes?: unknown
}

/** Whether BACK_OFFICE_TWO_FACTOR makes this account set up a second factor (one that has set it up always uses it). */
export const twoFactorRequiredFor = (account: { role?: string | null }): boolean => {
  const policy = settings().BACK_OFFICE_TWO_FACTOR
  return policy === 'required' || (policy === 'admins' && account.role === 'admin')
}

export const recoveryHashesOf = (account: TwoFactorAccount): string[] =>
  Array.isArray(account.twoFactorRecoveryCodes) ? account.twoFactorRecoveryCodes.filter((hash): hash is string => typeof hash === 'string') : []

/**
 * A sign-in refused at the second factor. Its own name so that the log records only its message (the
 * enrolment step carries a new secret to the browser: it must not reach the log), see loggingLevels in
 * payload.config.ts.
 */
export class TwoFactorStep extends APIError {
  constructor(message: string, status: number, data: { twoFactor: TwoFactorStepKind } & Record<string, unknown>) {
    super(message, status, data, true)
    this.name = 'TwoFactorStep'
  }
}

const CONTEXT = {
  newCodes: 'twoFactorNewRecoveryCodes',
  codesLeft: 'twoFactorRecoveryCodesLeft',
  passwordReset: 'twoFactorPasswordReset',
  withhold: 'twoFactorWithholdSession',
} as const

/** The code (and the sealed set-up) a sign-in sent along with the password: REST's JSON or form body. */
function secondFactorOf(req: PayloadRequest): { code: string; enrolment: string } {
  const data = req.data as Record<string, unknown> | undefined
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value.trim() : '')
  return { code: text(data?.code, 64), enrolment: text(data?.enrolment, 1000) }
}

const save = (req: PayloadRequest, id: number | string, data: Record<string, unknown>) =>
  req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })

/** Turns on the second factor with a confirmed secret; returns the new recovery codes (shown once). */
export async function enableTwoFactor(req: PayloadRequest, id: number | string, secret: string, step: number): Promise<string[]> {
  const codes = newRecoveryCodes()
  await save(req, id, { twoFactorSecret: secret, twoFactorEnabled: true, twoFactorLastStep: step, twoFactorRecoveryCodes: codes.map(hashRecoveryCode) })
  return codes
}

export async function replaceRecoveryCodes(req: PayloadRequest, id: number | string): Promise<string[]> {
  const codes = newRecoveryCodes()
  await save(req, id, { twoFactorRecoveryCodes: codes.map(hashRecoveryCode) })
  return codes
}

export const resetTwoFactor = (req: PayloadRequest, id: number | string) =>
  save(req, id, { twoFactorSecret: null, twoFactorEnabled: false, twoFactorLastStep: null, twoFactorRecoveryCodes: null })

/**
 * Payload signs the account in only after its password is right (this hook runs then, and a throw here
 * revokes the session it was about to give): an account with a second factor must also send a current code
 * or an unused recovery code; one that must set it up gets a new secret to scan and signs in with its first
 * code. Every refused attempt counts towards the sign-in throttle (hooks/throttleSignIn.ts), wrong codes
 * included. Sign-ins of the server's own code (Payload's local API) are trusted: it holds the signing key.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  const account = user as TwoFactorAccount
  const { code, enrolment } = secondFactorOf(req)
  const passwordReset = Boolean(req.context[CONTEXT.passwordReset])

  if (account.twoFactorEnabled && account.twoFactorSecret) {
    if (passwordReset) {
      // A new password from an emailed link is kept, but it does not sign in: the code is asked next time.
      req.context[CONTEXT.withhold] = true
      return user
    }
    if (!code) throw new TwoFactorStep(TWO_FACTOR_MESSAGES.codeNeeded, 401, { twoFactor: 'code' })
    const step = checkTotp(account.twoFactorSecret, code, account.twoFactorLastStep)
    if (step !== undefined) {
      await save(req, account.id, { twoFactorLastStep: step })
      return user
    }
    const remaining = spendRecoveryCode(recoveryHashesOf(account), code)
    if (remaining) {
      await save(req, account.id, { twoFactorRecoveryCodes: remaining })
      req.context[CONTEXT.codesLeft] = remaining.length
      return user
    }
    throw new TwoFactorStep(TWO_FACTOR_MESSAGES.wrongCode, 401, { twoFactor: 'code' })
  }

  if (!twoFactorRequiredFor(account)) return user
  if (passwordReset) {
    req.context[CONTEXT.withhold] = true
    return user
  }
  const pending = enrolment ? openEnrolment(enrolment, account.id) : undefined
  if (pending && code) {
    const step = checkTotp(pending.secret, code, null)
    if (step !== undefined) {
      req.context[CONTEXT.newCodes] = await enableTwoFactor(req, account.id, pending.secret, step)
      return user
    }
  }
  const message = pending
    ? code
      ? TWO_FACTOR_MESSAGES.wrongCode
      : TWO_FACTOR_MESSAGES.enrol
    : enrolment
      ? TWO_FACTOR_MESSAGES.enrolmentExpired
      : TWO_FACTOR_MESSAGES.enrol
  const view = await enrolmentView(pending ?? newEnrolment(account.id), account.email ?? String(account.id))
  throw new TwoFactorStep(message, 403, { twoFactor: 'enrol', ...view })
}

/** Marks a password reset, whose sign-in requireSecondFactor treats apart. */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context[CONTEXT.passwordReset] = true
  return args
}

/**
 * After sign-in: the recovery codes of a set-up just finished (shown once) or how many remain after one was
 * used. After a password reset of an account that needs a code: no session (Payload made one; it is ended).
 */
export const reportSecondFactor: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'login') {
    const extra: Record<string, unknown> = {}
    if (req.context[CONTEXT.newCodes]) extra.recoveryCodes = req.context[CONTEXT.newCodes]
    if (typeof req.context[CONTEXT.codesLeft] === 'number') extra.recoveryCodesLeft = req.context[CONTEXT.codesLeft]
    return Object.keys(extra).length ? { ...(result as object), ...extra } : result
  }
  if (operation === 'resetPassword' && req.context[CONTEXT.withhold]) {
    const { user } = result as { user?: { id?: number | string } }
    if (user?.id !== undefined) await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: [] }, returning: false })
    return { ...(result as object), token: undefined, message: TWO_FACTOR_MESSAGES.passwordChangedSignIn }
  }
  return result
}
