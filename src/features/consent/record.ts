import 'server-only'

import { randomUUID } from 'node:crypto'

import { payloadClient } from '@/cms/payload'
import { CONSENT_COOKIE, type ConsentChoice, consentFromCookieHeader, formatConsentCookie } from '@/shared/consent/consent'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { consumeFormLimit, DEFAULT_FORM_LIMITS, TOO_MANY } from '@/shared/forms/rateLimit'
import { settings } from '@/shared/settings'

import { CHOICE_SAVED_ANCHOR } from './constants'
import { findConsentTexts } from './data'
import { CONSENT_MESSAGES } from './texts'

const CHOICES = ['accept', 'reject', 'custom'] as const
type Choice = (typeof CHOICES)[number]
const RECORDED: Record<Choice, 'accept-all' | 'reject-all' | 'custom'> = { accept: 'accept-all', reject: 'reject-all', custom: 'custom' }
const MAX_BODY = 4096

/** The choice in a posted form: Accept all, Reject all, or the ticked purposes; the text version it answered. */
export function readChoice(fields: URLSearchParams, currentVersion: number): Omit<ConsentChoice, 'id'> | null {
  const choice = fields.get('choice')
  const version = Number(fields.get('version'))
  if (!CHOICES.includes(choice as Choice) || !Number.isInteger(version) || version < 1 || version > currentVersion) return null
  const ticked = (name: string) => choice === 'accept' || (choice === 'custom' && fields.get(name) === 'on')
  return { version, analytics: ticked('analytics'), marketing: ticked('marketing') }
}

/** Back to the page the visitor chose on (its Referer, this site only), at the anchor that hides the banner. */
function pageBack(request: Request): string {
  const site = new URL(settings().SITE_URL)
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    if (referer.origin === site.origin && referer.pathname.startsWith('/en-au/')) return `${referer.pathname}${referer.search}#${CHOICE_SAVED_ANCHOR}`
  } catch {
    // no or a foreign Referer: the home page
  }
  return `/en-au/#${CHOICE_SAVED_ANCHOR}`
}

/**
 * POST /api/consent (the banner's form): sets the `site_consent` cookie for CONSENT_MAX_AGE_DAYS, records
 * the choice (no personal data: the browser's random id, the purposes, the version, the time), then sends a
 * browser without scripts back to its page (303) or answers the banner's script with JSON (200).
 */
export async function handleConsentPost(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const fail = (status: number, message: string) =>
    wantsJson
      ? Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } })
      : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  // A form posted from another site must not choose for the visitor.
  const origin = request.headers.get('origin')
  if (origin && origin !== new URL(settings().SITE_URL).origin) return fail(403, CONSENT_MESSAGES.invalid)
  const text = await request.text()
  if (text.length > MAX_BODY) return fail(413, CONSENT_MESSAGES.invalid)
  const { version: current } = await findConsentTexts()
  const parsed = readChoice(new URLSearchParams(text), current)
  if (!parsed) return fail(400, CONSENT_MESSAGES.invalid)
  const wait = await consumeFormLimit('consent', DEFAULT_FORM_LIMITS, clientAddressOf(request.headers))
  if (wait) return fail(429, TOO_MANY(wait))
  const choice: ConsentChoice = { ...parsed, id: consentFromCookieHeader(request.headers.get('cookie'))?.id ?? randomUUID() }
  try {
    const payload = await payloadClient()
    await payload.create({
      collection: 'consent-records',
      overrideAccess: true,
      data: {
        visitorId: choice.id,
        choice: RECORDED[new URLSearchParams(text).get('choice') as Choice],
        analytics: choice.analytics,
        marketing: choice.marketing,
        version: choice.version,
        chosenAt: new Date().toISOString(),
      },
    })
  } catch {
    return fail(503, CONSENT_MESSAGES.unavailable)
  }
  const cookie = [
    `${CONSENT_COOKIE}=${formatConsentCookie(choice)}`,
    'Path=/',
    `Max-Age=${settings().CONSENT_MAX_AGE_DAYS * 86_400}`,
    'SameSite=Lax',
    ...(settings().SITE_URL.startsWith('https://') ? ['Secure'] : []),
  ].join('; ')
  const headers = new Headers({ 'set-cookie': cookie, 'cache-control': 'no-store' })
  if (wantsJson) return Response.json({ analytics: choice.analytics, marketing: choice.marketing, version: choice.version }, { status: 200, headers })
  headers.set('location', pageBack(request))
  return new Response(null, { status: 303, headers })
}
