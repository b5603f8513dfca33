import { type Access, type CollectionConfig, type FieldAccess, ValidationError } from 'payload'

import { adminsOnly } from '../access'
import { moderationViews, STATUS_BY_ACTION } from '../admin/moderationViews'
import { customerWords } from '../fields/customerWords'
import { updateProductReviewStatistics } from '../reviewStatistics'
import { siteHealthAdmin } from '../admin/siteHealth'

/**
 * Reviews as visitors submit them through the reviews API (/api/reviews/data/submitreview.json), moderated
 * here. The public never reads this collection (it sees approved reviews through the reviews API only);
 * moderators and administrators read and moderate; editors read reviews but never reviewers' emails.
 */
const moderates = (role: unknown) => role === 'admin' || role === 'moderator'
const moderatorsOnly: Access = ({ req }) => moderates(req.user?.role)
const signedInOnly: Access = ({ req }) => Boolean(req.user)
const moderatorsField: FieldAccess = ({ req }) => moderates(req.user?.role)

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const

export const AWAITING_CONFIRMATION = 'The reviewer has not yet confirmed this review from the emailed link: it can be approved once confirmed.'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Reviews',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'awaitingConfirmation', 'rating', 'product', 'userNickname', 'submissionTime'],
    listSearchableFields: ['title', 'userNickname', 'providerProductId'],
    description: 'The moderation queue, oldest first: approve or reject each (or tick several). Only approved reviews are shown and counted.',
    components: moderationViews('reviews'),
  },
  defaultSort: 'submissionTime',
  // A product's approved reviews, in the list's usual orders: found and counted from the index alone
  // (bench:reviews, 100,000 reviews).
  indexes: [{ fields: ['providerProductId', 'status', 'rating'] }, { fields: ['providerProductId', 'status', 'submissionTime'] }],
  access: { read: signedInOnly, create: () => false, update: moderatorsOnly, delete: adminsOnly },
  hooks: {
    beforeChange: [
      // A review sent with hosted authentication waits for its reviewer's email confirmation first.
      ({ data, originalDoc }) => {
        const awaiting = data.awaitingConfirmation ?? originalDoc?.awaitingConfirmation
        if (data.status === 'approved' && awaiting)
          throw new ValidationError({ collection: 'reviews', errors: [{ path: 'status', message: AWAITING_CONFIRMATION }] })
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        if (context.skipReviewStatistics) return doc
        const touched = doc.status === 'approved' || previousDoc?.status === 'approved'
        if (touched) await updateProductReviewStatistics(req.payload, doc.providerProductId, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (doc.status === 'approved') await updateProductReviewStatistics(req.payload, doc.providerProductId, req)
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...REVIEW_STATUSES], admin: STATUS_BY_ACTION },
        {
          name: 'rejectionReason',
          type: 'text',
          admin: { readOnly: true, condition: (data) => data?.status === 'rejected', description: 'Why it was rejected (kept for the record).' },
        },
      ],
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    // The provider's ProductId (the product's reviewsId or slug): what API filters use. Not `productId`:
    // its column would be `product_id`, the relationship's own.
    { name: 'providerProductId', type: 'text', required: true, index: true, admin: { readOnly: true } },
    customerWords({ name: 'rating', type: 'number', required: true, min: 1, max: 5, index: true }),
    customerWords({ name: 'title', type: 'text', required: true }),
    customerWords({ name: 'reviewText', type: 'textarea', required: true }),
    customerWords({ name: 'userNickname', type: 'text', required: true, index: true }),
    customerWords({ name: 'userLocation', type: 'text' }),
    { name: 'userEmail', type: 'email', required: true, index: true, access: { read: moderatorsField, update: moderatorsField } },
    customerWords({ name: 'isRecommended', type: 'checkbox' }),
    {
      type: 'row',
      fields: [
        customerWords({ name: 'ratingValue', type: 'number', min: 1, max: 5 }),
        customerWords({ name: 'ratingQuality', type: 'number', min: 1, max: 5 }),
      ],
    },
    // Context data as the provider names it ({ Gender: 'Male', HairType: 'Curly', … }), and the same as
    // '|Name:Value|' text the API's ContextDataValue filters search on both databases. The back office
    // shows these JSON fields as labelled values, pictures and players (admin/ReviewDetails.tsx).
    customerWords({ name: 'contextData', type: 'json', admin: { components: { Field: '/cms/admin/ReviewDetails#ContextDataField' } } }),
    { name: 'contextTags', type: 'text', index: true, admin: { hidden: true } },
    customerWords({ name: 'photos', type: 'json', admin: { components: { Field: '/cms/admin/ReviewDetails#PhotosField' } } }),
    customerWords({ name: 'videos', type: 'json', admin: { components: { Field: '/cms/admin/ReviewDetails#VideosField' } } }),
    {
      type: 'row',
      fields: [
        { name: 'totalPositiveFeedbackCount', type: 'number', defaultValue: 0, index: true, admin: { readOnly: true } },
        { name: 'totalNegativeFeedbackCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
      ],
    },
    { name: 'submissionTime', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'fingerprint', type: 'text', admin: { hidden: true }, access: { read: moderatorsField } },
    // Hosted authentication (Conversations API): held until the reviewer follows the emailed link, which
    // carries a token whose hash only is kept here; authenticateuser.json clears it.
    {
      name: 'awaitingConfirmation',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Waiting for the reviewer to confirm from the emailed link; cannot be approved before.' },
    },
    { name: 'confirmationTokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
    { name: 'confirmationExpiresAt', type: 'date', admin: { hidden: true }, access: { read: moderatorsField, update: () => false } },
    // Through a review request (src/cms/reviewRequests): the writer followed the emailed link, so the
    // address is the owner's of a registration or a sampling place. The provider's badges come from these.
    {
      type: 'row',
      fields: [
        {
          name: 'verifiedPurchaser',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { readOnly: true, description: 'Written through a review request: shown as "Verified owner".' },
        },
        {
          name: 'incentivizedReview',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { readOnly: true, description: 'The writer received the product free (a sampling campaign): shown as "Received this product free".' },
        },
      ],
    },
    // One review per email and product: unique, so a double submit or a race stores it once.
    { name: 'submissionKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true }, access: { read: moderatorsField } },
  ],
}

/** Helpful votes: one per review and device (the unique key), counted on the review. Administrators read them. */
export const ReviewVotes: CollectionConfig = {
  slug: 'review-votes',
  admin: { ...siteHealthAdmin, useAsTitle: 'key', defaultColumns: ['review', 'vote', 'createdAt'] },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true },
    { name: 'vote', type: 'select', required: true, options: ['Positive', 'Negative'] },
  ],
}
