import 'server-only'

import { sendSiteEmail, siteLink } from '@/features/mail/server'
import type { SubmissionOutcome } from '@/shared/forms/submission'
import { settings } from '@/shared/settings'

import { isUnderAge, type SamplingApplicationInput } from '../schemas'
import { confirmPending, createOnce, findByKey, newConfirmToken, payloadClient, sha256 } from '../server/records'
import { consentText, EMAIL_LINK_TEXTS, SAMPLING_TEXTS, TEXTS } from '../texts'
import { TOKEN_KEY } from '../tokenKey'
import { type CampaignState, campaignState, type CampaignWindow, sydneyDateTime } from './rules'

/** A campaign as its page and the form's server code read it (published product only). */
export interface SamplingCampaign extends CampaignWindow {
  id: number
  name: string
  slug: string
  description: string
  eligibility: string
  product?: { id: number; title: string; slug: string; brandId?: number }
  /** Places taken by the recipients chosen so far. */
  recipients: number
  state: CampaignState
}

type CampaignDoc = {
  id: number
  name: string
  slug: string
  status: CampaignWindow['status']
  opensAt: string
  closesAt: string
  places: number
  description?: string | null
  eligibility: string
  product: number | { id: number; title: string; slug: string; brand?: number | { id: number } | null } | null
  placesTaken?: number | null
}

function toCampaign(doc: CampaignDoc, recipients: number, now = new Date()): SamplingCampaign {
  const brand = doc.product && typeof doc.product === 'object' ? doc.product.brand : undefined
  const product =
    doc.product && typeof doc.product === 'object'
      ? { id: doc.product.id, title: doc.product.title, slug: doc.product.slug, brandId: typeof brand === 'object' && brand ? brand.id : (brand ?? undefined) }
      : undefined
  const window = { status: doc.status, opensAt: doc.opensAt, closesAt: doc.closesAt, places: doc.places }
  return {
    ...window,
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    description: doc.description ?? '',
    eligibility: doc.eligibility,
    product,
    recipients,
    // A campaign whose product is not published takes no applications.
    state: product ? campaignState(window, recipients, now) : 'closed',
  }
}

/** A public campaign (open or closed, never a draft) by its slug, with its state now. */
export async function findSamplingCampaign(slug: string): Promise<SamplingCampaign | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'sampling-campaigns', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: false })
  const doc = docs[0] as unknown as CampaignDoc | undefined
  return doc ? toCampaign(doc, doc.placesTaken ?? 0) : undefined
}

/** Every public campaign's slug: the site's list of addresses (`/en-au/sampling/{slug}`). */
export async function listSamplingCampaignSlugs(): Promise<string[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'sampling-campaigns', limit: 1000, depth: 0, overrideAccess: false, select: { slug: true } })
  return docs.map((doc) => doc.slug)
}

/** What the page says instead of the form when a campaign takes no applications. */
export function campaignNotice(campaign: SamplingCampaign): string | undefined {
  if (campaign.state === 'open') return undefined
  if (campaign.state === 'not-yet-open') return SAMPLING_TEXTS.opensOn(sydneyDateTime(campaign.opensAt))
  return campaign.state === 'full' ? SAMPLING_TEXTS.full : SAMPLING_TEXTS.closed
}

const ok = (message: string): SubmissionOutcome => ({ state: { status: 'success', message }, code: 200 })
const refuse = (code: number, message: string, title?: string): SubmissionOutcome => ({
  state: { status: 'error', message, ...(title ? { title } : {}), fieldErrors: {}, values: {} },
  code,
})

export const applicationKey = (campaign: number, email: string) => `sampling:${campaign}:${email}`

type Checked = { refusal: SubmissionOutcome } | { refusal?: undefined; campaign: SamplingCampaign & { product: NonNullable<SamplingCampaign['product']> } }

/** `accepted`: the visitor was told it succeeded while the campaign was open (stored from the intake). */
async function checkApplication(input: SamplingApplicationInput, { accepted = false } = {}): Promise<Checked> {
  if (isUnderAge(input.dateOfBirth)) return { refusal: refuse(422, TEXTS.underAge) }
  const campaign = await findSamplingCampaign(input.campaign)
  if (!campaign?.product) return { refusal: refuse(422, SAMPLING_TEXTS.notOpen) }
  const notice = accepted ? undefined : campaignNotice(campaign)
  if (notice) return { refusal: refuse(422, notice) }
  const existing = await findByKey(await payloadClient(), 'sampling-applications', applicationKey(campaign.id, input.email))
  if (existing?.status === 'confirmed') return { refusal: refuse(409, TEXTS.duplicate, TEXTS.duplicateTitle) }
  return { campaign: { ...campaign, product: campaign.product } }
}

/**
 * The refusals a visitor must hear before anything is stored or queued: under 18 (the eligibility text,
 * as the gaming form), a campaign not taking applications (not open yet, closed, full, unknown), an
 * address already confirmed for this campaign (SPEC.md §8's duplicate).
 */
export async function samplingRefusal(input: SamplingApplicationInput): Promise<SubmissionOutcome | undefined> {
  return (await checkApplication(input)).refusal
}

/**
 * A sampling application, double opt-in as the waitlist and gaming sign-ups: stored once per person and
 * campaign as pending with a hashed single-use token, the link emailed (to /en-au/double-optin, the one
 * confirmation page). A second application while pending replaces the details and sends a new link;
 * once confirmed, the duplicate answer. One accepted under a crowd (`accepted`) is stored even if the
 * campaign closed or filled before the intake reached it: it came in time, and its visitor was told so.
 */
export async function applyForSample(input: SamplingApplicationInput, { accepted = false } = {}): Promise<SubmissionOutcome> {
  const checked = await checkApplication(input, { accepted })
  if (checked.refusal) return checked.refusal
  const { campaign } = checked
  const payload = await payloadClient()
  const brand = settings().BRAND_NAME
  const dedupeKey = applicationKey(campaign.id, input.email)
  const { token, hash, expiresAt } = newConfirmToken()
  const record = {
    campaign: campaign.id,
    status: 'pending',
    name: input.name,
    email: input.email,
    dateOfBirth: input.dateOfBirth,
    address: { street: input.street, suburb: input.suburb, state: input.state, postcode: input.postcode },
    consentText: consentText('sampling', brand),
    consentAt: new Date().toISOString(),
    confirmTokenHash: hash,
    confirmTokenExpiresAt: expiresAt,
  }
  const existing = await findByKey(payload, 'sampling-applications', dedupeKey)
  if (existing) {
    await payload.update({ collection: 'sampling-applications', id: existing.id, data: record as never, overrideAccess: true })
  } else {
    const result = await createOnce(payload, 'sampling-applications', { dedupeKey, ...record })
    // A racing twin stored it first and sends its own link.
    if (!result.created) return ok(SAMPLING_TEXTS.success)
  }
  await sendSiteEmail({
    to: input.email,
    subject: `Please confirm your application for ${campaign.name}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Thank you for applying for ${campaign.name} (${campaign.product.title}).`,
      'Please confirm your email address with the link below. The link works for 7 days. Only confirmed applications can be chosen.',
    ],
    action: { label: EMAIL_LINK_TEXTS.confirmButton, url: siteLink(`/en-au/double-optin?${TOKEN_KEY}=${token}`) },
    reason: `You receive this email because this address applied for a ${brand} sampling campaign on our website. If that was not you, ignore this email.`,
  })
  return ok(SAMPLING_TEXTS.success)
}

/** The pending application a double opt-in token is for (well formed, known, not expired), with its campaign's name. Reads only. */
export async function pendingApplication(token: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'sampling-applications',
    where: {
      and: [
        { confirmTokenHash: { equals: sha256(token) } },
        { status: { equals: 'pending' } },
        { confirmTokenExpiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return undefined
  const name = typeof doc.campaign === 'object' && doc.campaign ? doc.campaign.name : 'a sampling campaign'
  return { id: doc.id, hash: doc.confirmTokenHash!, list: `the ${name} sampling campaign` }
}

/**
 * Confirms an application (the double opt-in page's button): the token is claimed with one conditional
 * update, so two presses at once confirm once; a failure after the claim gives the link back.
 */
export async function confirmApplication(application: { id: number; hash: string }): Promise<boolean> {
  return confirmPending(await payloadClient(), 'sampling-applications', application.id, application.hash)
}
