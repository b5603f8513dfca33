import { randomUUID } from 'node:crypto'

import { NextResponse } from 'next/server'

import { HELPFUL_MESSAGES, helpfulVoteInput, storeHelpfulVote, VOTER_COOKIE } from '@/features/articles/server'
import { siteCookieAttributes, siteCookieName } from '@/shared/security/siteCookies'

/**
 * 'Was this article helpful?': POST { article, helpful: 'Yes' | 'No' } (JSON or a form). One vote per
 * browser and article (a random id cookie): 201 stored, 400 bad input, 404 no such article, 409 repeated.
 */
export async function POST(request: Request) {
  let raw: unknown
  try {
    const type = request.headers.get('content-type') ?? ''
    raw = type.includes('application/json') ? await request.json() : Object.fromEntries(await request.formData())
  } catch {
    raw = null
  }
  const parsed = helpfulVoteInput.safeParse(raw)
  if (!parsed.success) return NextResponse.json({ error: HELPFUL_MESSAGES.invalid }, { status: 400 })
  const voterCookie = siteCookieName(VOTER_COOKIE)
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${voterCookie}=([0-9a-f-]{36})`))?.[1]
  const voter = cookie ?? randomUUID()
  try {
    const result = await storeHelpfulVote({ ...parsed.data, voter })
    const response =
      result === 'stored'
        ? NextResponse.json({ message: HELPFUL_MESSAGES.thanks, helpful: parsed.data.helpful }, { status: 201 })
        : result === 'repeated'
          ? NextResponse.json({ error: HELPFUL_MESSAGES.repeated }, { status: 409 })
          : NextResponse.json({ error: HELPFUL_MESSAGES.unknown }, { status: 404 })
    if (!cookie) response.cookies.set(voterCookie, voter, { ...siteCookieAttributes(), httpOnly: true, maxAge: 60 * 60 * 24 * 365 * 2 })
    return response
  } catch {
    return NextResponse.json({ error: 'Your vote could not be saved just now. Please try again later.' }, { status: 503 })
  }
}
