import { randomInt } from 'node:crypto'

/**
 * A sampling campaign's rules that need no database: whether it takes applications now, and the draw.
 * Pure, so the unit tests pin them; the server code (./server.ts) feeds them what it read.
 */
export interface CampaignWindow {
  status: 'draft' | 'open' | 'closed'
  opensAt: string
  closesAt: string
  places: number
}

export type CampaignState = 'open' | 'not-yet-open' | 'closed' | 'full'

/**
 * Open while its status is open, between its dates (opening included, closing excluded) and while fewer
 * recipients are chosen than there are places. A draft is never public; it reads as closed here.
 */
export function campaignState(campaign: CampaignWindow, recipients: number, now: Date = new Date()): CampaignState {
  if (campaign.status !== 'open' || now.getTime() >= new Date(campaign.closesAt).getTime()) return 'closed'
  if (recipients >= campaign.places) return 'full'
  if (now.getTime() < new Date(campaign.opensAt).getTime()) return 'not-yet-open'
  return 'open'
}

/** A campaign's dates as the page shows them: Sydney time, named. */
export const sydneyDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))

/**
 * Up to `places` entries drawn at random from `candidates`, each with the same chance: a partial
 * Fisher-Yates shuffle on the operating system's cryptographic random numbers (node:crypto `randomInt`),
 * so no one can predict or steer the draw. The input is not changed.
 */
export function drawAtRandom<T>(candidates: readonly T[], places: number, pick: (below: number) => number = randomInt): T[] {
  const pool = [...candidates]
  const count = Math.max(0, Math.min(Math.floor(places), pool.length))
  for (let index = 0; index < count; index += 1) {
    const chosen = index + pick(pool.length - index)
    ;[pool[index], pool[chosen]] = [pool[chosen]!, pool[index]!]
  }
  return pool.slice(0, count)
}
