import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../secret'

/**
 * The unsubscribe link of every email: the address, signed with the site's secret, so it needs no login,
 * no stored state, and works for any message we ever sent to that address (Spam Act 2003). It only ever
 * travels inside an email to that same address.
 */
const sign = (email: string) => createHmac('sha256', payloadSecret()).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)

export function unsubscribeToken(email: string): string {
  const normalised = email.trim().toLowerCase()
  return `${Buffer.from(normalised).toString('base64url')}.${sign(normalised)}`
}

/** The address a token stands for, or undefined when it is malformed or forged. */
export function emailOfUnsubscribeToken(token: string | undefined | null): string | undefined {
  if (!token || token.length > 600) return undefined
  const [encoded, signature] = token.split('.')
  if (!encoded || !signature) return undefined
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(sign(email))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return email
}
