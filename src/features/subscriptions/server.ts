import 'server-only'

// The subscriptions' server entry: each form's submit and unsubscribing (for route handlers), the
// sign-up sections, the content blocks and the page types' views.
export { FORM_HANDLERS, type SubscriptionForm } from './server/forms'
export { unsubscribe } from './server/confirm'
export { EMAIL_LINK_TEXTS } from './texts'
export { subscriptionBlocks } from './blocks/SignupBlocks'
export { subscriptionPageViews } from './pageViews'
export { FooterNewsletterSignup, NewsletterSignup, WaitlistSignup } from './Signups'
export { findSamplingCampaign, listSamplingCampaignSlugs, type SamplingCampaign } from './sampling/server'
export { SamplingCampaignView } from './sampling/SamplingCampaignView'
export { drawRecipients, pickRecipients, type ChoiceOutcome } from './sampling/recipients'
