import 'server-only'

import type { Payload } from 'payload'

import { changed, rowsOf, sql } from '@/cms/intake'
import { sendSiteEmail } from '@/features/mail/server'
import { scheduleReviewRequest } from '@/features/reviewRequests/server'
import { settings } from '@/shared/settings'

import { isUnderAge } from '../schemas'
import { payloadClient } from '../server/records'
import { drawAtRandom } from './rules'

/**
 * Choosing a campaign's recipients, from the back office (/api/sampling/recipients): an editor picks
 * ticked applications, or the site draws at random among the eligible ones. Eligible: confirmed (the
 * emailed link was followed), not chosen yet, still 18 or over. Never more recipients than places: each
 * takes a place with one conditional update of the campaign (`places_taken < places`), which the database
 * applies one at a time even for two editors at once, then is marked with one conditional update of the
 * application (not chosen yet); only the update that marked it asks for its review request, so a
 * recipient picked twice, or by two editors at once, gets one request.
 */
export interface ChoiceOutcome {
  /** Newly chosen now (each asked for a review request). */
  chosen: number
  /** Ticked but not eligible (pending, already chosen, another campaign's full places). */
  skipped: number
  /** Places still free afterwards. */
  placesLeft: number
  /** Chosen, but the review request was not scheduled (already reviewed, unsubscribed...). */
  notRequested: number
}

interface CampaignRow {
  id: number
  name: string
  places: number
  product: number
  productTitle: string
}

async function campaignRow(payload: Payload, id: number): Promise<CampaignRow | undefined> {
  const doc = await payload.findByID({ collection: 'sampling-campaigns', id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc) return undefined
  const product = typeof doc.product === 'object' && doc.product ? doc.product : undefined
  return { id: doc.id, name: doc.name, places: doc.places, product: Number(product?.id ?? doc.product), productTitle: product?.title ?? 'product' }
}

/** Places left: the campaign's places less those taken. */
async function placesLeft(payload: Payload, campaign: CampaignRow): Promise<number> {
  const [row] = await rowsOf(payload, sql`select places, places_taken from sampling_campaigns where id = ${campaign.id}`)
  return Math.max(0, Number(row?.places ?? campaign.places) - Number(row?.places_taken ?? 0))
}

const takePlace = (payload: Payload, campaign: number) =>
  changed(
    payload,
    sql`update sampling_campaigns set places_taken = coalesce(places_taken, 0) + 1 where id = ${campaign} and coalesce(places_taken, 0) < places`,
  )

const givePlaceBack = (payload: Payload, campaign: number) =>
  changed(payload, sql`update sampling_campaigns set places_taken = places_taken - 1 where id = ${campaign} and places_taken > 0`)

/** The campaign's confirmed applications not chosen yet, 18 or over today: the draw's pool. */
async function eligibleApplications(payload: Payload, campaign: number) {
  const found = await payload.find({
    collection: 'sampling-applications',
    where: { and: [{ campaign: { equals: campaign } }, { status: { equals: 'confirmed' } }, { selected: { not_equals: true } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { id: true, dateOfBirth: true },
  })
  return found.docs.filter((doc) => !isUnderAge(String(doc.dateOfBirth).slice(0, 10))).map((doc) => doc.id)
}

/**
 * Makes one application a recipient and asks for its review request, exactly once: a place is taken,
 * then the application marked (confirmed, not chosen yet); an application that cannot be marked gives
 * its place back. Should the request fail, both are taken back, so the editor can try again.
 */
async function choose(payload: Payload, campaign: CampaignRow, applicationId: number, by: 'picked' | 'drawn'): Promise<'chosen' | 'not-requested' | 'skipped'> {
  if ((await takePlace(payload, campaign.id)) !== 1) return 'skipped'
  const marked = await changed(
    payload,
    sql`update sampling_applications set selected = ${true}, selected_at = ${new Date().toISOString()}, selected_by = ${by}
        where id = ${applicationId} and campaign_id = ${campaign.id} and status = 'confirmed' and (selected is null or selected = ${false})`,
  )
  if (marked !== 1) {
    await givePlaceBack(payload, campaign.id)
    return 'skipped'
  }
  const application = await payload.findByID({ collection: 'sampling-applications', id: applicationId, depth: 0, overrideAccess: true })
  try {
    const outcome = await scheduleReviewRequest({
      email: application.email,
      name: application.name,
      product: campaign.product,
      source: { kind: 'sampling', campaign: campaign.id, application: applicationId },
    })
    await tellRecipient(campaign, application)
    return outcome.scheduled ? 'chosen' : 'not-requested'
  } catch (error) {
    await changed(payload, sql`update sampling_applications set selected = ${false}, selected_at = null, selected_by = null where id = ${applicationId}`)
    await givePlaceBack(payload, campaign.id)
    throw error
  }
}

/**
 * The recipient hears at once that they have a place and where it goes (the review request follows
 * later). Sent once: only the update that marked the application gets here. The choice stands if the
 * email cannot be queued; the editor sees the recipient in the shipping list either way.
 */
async function tellRecipient(
  campaign: CampaignRow,
  application: {
    id: number
    name: string
    email: string
    address?: { street?: string | null; suburb?: string | null; state?: string | null; postcode?: string | null } | null
  },
) {
  const address = application.address
  const where = [address?.street, [address?.suburb, address?.state, address?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  try {
    await sendSiteEmail({
      to: application.email,
      subject: `You have a place: ${campaign.name}`,
      greeting: `Hi ${application.name},`,
      paragraphs: [
        `Good news: you have a place in ${campaign.name}. We will send your ${campaign.productTitle} free to the address you gave${where ? `: ${where}` : ''}.`,
        'A few weeks after it arrives we will ask what you think of it. Your review will say that you received the product free.',
      ],
      reason: `You receive this email because this address applied for a ${settings().BRAND_NAME} sampling campaign on our website and was chosen.`,
    })
  } catch (error) {
    // The error's name only: a failed query's message lists its values, the address among them.
    console.error(
      `sampling: the chosen recipient's email (application ${application.id}) could not be queued (${error instanceof Error ? error.name : 'error'})`,
    )
  }
}

async function chooseAll(payload: Payload, campaign: CampaignRow, ids: number[], by: 'picked' | 'drawn', ticked = ids.length): Promise<ChoiceOutcome> {
  const outcome: ChoiceOutcome = { chosen: 0, skipped: ticked - ids.length, placesLeft: 0, notRequested: 0 }
  for (const id of ids) {
    const result = await choose(payload, campaign, id, by)
    if (result === 'skipped') outcome.skipped += 1
    else {
      outcome.chosen += 1
      if (result === 'not-requested') outcome.notRequested += 1
    }
  }
  outcome.placesLeft = await placesLeft(payload, campaign)
  return outcome
}

/** Draws the campaign's free places at random among its eligible applications. */
export async function drawRecipients(campaignId: number): Promise<ChoiceOutcome | undefined> {
  const payload = await payloadClient()
  const campaign = await campaignRow(payload, campaignId)
  if (!campaign) return undefined
  const drawn = drawAtRandom(await eligibleApplications(payload, campaign.id), await placesLeft(payload, campaign))
  return chooseAll(payload, campaign, drawn, 'drawn')
}

/** Makes the ticked applications recipients of their campaigns (those eligible, while places last). */
export async function pickRecipients(applicationIds: number[]): Promise<ChoiceOutcome> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'sampling-applications',
    where: { id: { in: applicationIds } },
    limit: applicationIds.length,
    depth: 0,
    overrideAccess: true,
    select: { id: true, campaign: true },
  })
  const byCampaign = new Map<number, number[]>()
  for (const doc of docs) {
    const campaign = Number(typeof doc.campaign === 'object' && doc.campaign ? doc.campaign.id : doc.campaign)
    byCampaign.set(campaign, [...(byCampaign.get(campaign) ?? []), doc.id])
  }
  const total: ChoiceOutcome = { chosen: 0, skipped: applicationIds.length - docs.length, placesLeft: 0, notRequested: 0 }
  for (const [campaignId, ids] of byCampaign) {
    const campaign = await campaignRow(payload, campaignId)
    if (!campaign) {
      total.skipped += ids.length
      continue
    }
    const outcome = await chooseAll(payload, campaign, ids, 'picked')
    total.chosen += outcome.chosen
    total.skipped += outcome.skipped
    total.notRequested += outcome.notRequested
    total.placesLeft = outcome.placesLeft
  }
  return total
}
