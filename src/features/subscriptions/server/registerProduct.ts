import 'server-only'

import { scheduleReviewRequestIn } from '@/cms/reviewRequests'
import { sendSiteEmail } from '@/features/mail/server'
import type { SubmissionOutcome } from '@/shared/forms/submission'
import { settings } from '@/shared/settings'

import type { ProductRegistrationInput } from '../schemas'
import { consentText, REVIEW_REQUEST_CONSENT, TEXTS } from '../texts'
import { createOnce, payloadClient, sha256 } from './records'

/** A product registration, stored once per person, product, date and retailer, confirmed by email. */
export async function registerProduct(input: ProductRegistrationInput): Promise<SubmissionOutcome> {
  const payload = await payloadClient()
  const [product, retailer] = await Promise.all([
    payload.find({ collection: 'products', where: { slug: { equals: input.product } }, limit: 1, depth: 0, overrideAccess: false }),
    payload.find({ collection: 'retailers', where: { slug: { equals: input.retailer } }, limit: 1, depth: 0, overrideAccess: false }),
  ])
  const productDoc = product.docs[0]
  const retailerDoc = retailer.docs[0]
  if (!productDoc || !retailerDoc) {
    return {
      state: {
        status: 'error',
        fieldErrors: { ...(productDoc ? {} : { product: TEXTS.product }), ...(retailerDoc ? {} : { retailer: TEXTS.retailer }) },
        values: {},
      },
      code: 400,
    }
  }
  const brand = settings().BRAND_NAME
  const result = await createOnce(payload, 'product-registrations', {
    dedupeKey: sha256(`${input.email}|${input.product}|${input.purchaseDate}|${input.retailer}`),
    product: productDoc.id,
    retailer: retailerDoc.id,
    purchaseDate: input.purchaseDate,
    name: input.name,
    email: input.email,
    consentText: input.reviewRequest ? `${consentText('productRegistration', brand)} ${REVIEW_REQUEST_CONSENT}` : consentText('productRegistration', brand),
    consentAt: new Date().toISOString(),
    reviewRequestConsent: input.reviewRequest,
  })
  if (result.created) {
    await sendSiteEmail({
      to: input.email,
      subject: `Your ${productDoc.title} is registered`,
      greeting: `Hi ${input.name},`,
      paragraphs: [
        `Thank you for registering your ${productDoc.title}, bought on ${input.purchaseDate} from ${retailerDoc.name}.`,
        'Keep this email with your receipt.',
      ],
      reason: `You receive this email because you registered a product on the ${brand} website.`,
    })
  }
  // Asked for whether or not this submit stored the record (a retry after a failure here asks again);
  // the request's own key keeps it to one per address and product, so a twin or a second registration of
  // the same product gets none.
  if (input.reviewRequest) {
    await scheduleReviewRequestIn(payload, {
      email: input.email,
      name: input.name,
      product: Number(productDoc.id),
      source: { kind: 'registration', registration: Number(result.id) },
    })
  }
  return { state: { status: 'success', message: TEXTS.registrationSuccess }, code: 200 }
}
