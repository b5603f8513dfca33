import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import QRCode from 'qrcode'

import { settings } from '../../shared/settings'
import { payloadSecret } from '../secret'
import { newTotpSecret, totpUri } from './totp'

/**
 * An account setting up its authenticator: the new secret travels to the browser sealed (AES-256-GCM under a
 * key from the site's secret) with the account and a deadline, and comes back with the first code. Nothing
 * is stored before that code is right, so an abandoned set-up leaves no half-enrolled account.
 */
const ENROLMENT_MINUTES = 15

interface Pending {
  user: number | string
  secret: string
  expires: number
}

const key = () => createHash('sha256').update(`two-factor-enrolment:${payloadSecret()}`).digest()

function seal(pending: Pending): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The pending secret of this account, or undefined when the token is forged, another account's or too old. */
export function openEnrolment(token: string, user: number | string, now = Date.now()): Pending | undefined {
  if (token.length > 1000) return undefined
  try {
    const raw = Buffer.from(token, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const pending = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Pending
    return String(pending.user) === String(user) && pending.expires > now && typeof pending.secret === 'string' ? pending : undefined
  } catch {
    return undefined
  }
}

export const newEnrolment = (user: number | string, now = Date.now()): Pending => ({ user, secret: newTotpSecret(), expires: now + ENROLMENT_MINUTES * 60_000 })

/** What the browser shows to set up the app: the secret as a QR code (an SVG data URL, drawn here) and as text. */
export interface EnrolmentView {
  enrolment: string
  secret: string
  uri: string
  qr: string
}

export async function enrolmentView(pending: Pending, account: string): Promise<EnrolmentView> {
  const uri = totpUri(pending.secret, account, `${settings().BRAND_NAME} back office`)
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { enrolment: seal(pending), secret: pending.secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
