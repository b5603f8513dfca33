import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * reads) and one-time recovery codes. Pure functions: the hooks keep the state.
 */
export const TOTP_PERIOD_SECONDS = 30
/** Codes of the step before and after are accepted too: a phone's clock a little off, a code typed as it turns. */
const WINDOW = 1
export const RECOVERY_CODE_COUNT = 10

const totp = (secret: string, label = 'account', issuer = 'Back office') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })

/** A new random secret (160 bits, RFC 4226's recommendation), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// address an authenticator app scans. */
export const totpUri = (secret: string, account: string, issuer: string): string => totp(secret, account, issuer).toString()

/** The time step a moment falls in. */
export const totpStep = (at = Date.now()): number => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS)

/** The code for a time step (tests and the enrolment check). */
export const totpCode = (secret: string, step = totpStep()): string => totp(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 })

/**
 * The step a code belongs to when it is valid now and newer than `lastStep` (a code once used is not taken
 * again, RFC 6238 §5.2), else undefined.
 */
export function checkTotp(secret: string, code: string, lastStep: number | null | undefined, at = Date.now()): number | undefined {
  const digits = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(digits)) return undefined
  const delta = totp(secret).validate({ token: digits, timestamp: at, window: WINDOW })
  if (delta === null) return undefined
  const step = totpStep(at) + delta
  return lastStep != null && step <= lastStep ? undefined : step
}

// Recovery codes: 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Stored form of a recovery code: random enough (about 50 bits) that a plain hash is not guessable. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex')

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** Whether the code is a recovery code: yes, the stored hashes without it (it is used up); no, undefined. */
export function spendRecoveryCode(hashes: readonly string[], code: string): string[] | undefined {
  if (normaliseRecoveryCode(code).length !== 10) return undefined
  const given = Buffer.from(hashRecoveryCode(code))
  const index = hashes.findIndex((hash) => hash.length === given.length && timingSafeEqual(Buffer.from(hash), given))
  return index === -1 ? undefined : hashes.filter((_, i) => i !== index)
}
