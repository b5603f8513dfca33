/** SPEC.md §8's texts, word for word (typos included), and the few the spec leaves to us. */
export const TEXTS = {
  invalidEmail: 'Please enter a valid email address',
  missingName: 'Please enter name',
  consentRequired: 'Please accept the legal notice',
  alreadySubscribed: (email: string) => `Your email address ${email} is already subscribed to our newsletter.`,
  duplicateTitle: 'Already submitted',
  duplicate: 'Our records show that this entry exists in our system.Thank you for your participation!',
  serverError: 'Please try submitting the form again',
  underAge: "We're sorry, but we cannot accept your messages or personal information because they do not meet our eligibility criteria.",
  newsletterSuccess: 'Thank you for joining our mailing list. You will receive the next issue of our newsletter shortly.',
  waitlistSuccess: 'Thank you for registering! We have just sent you an email with an activation link. Clicking the link completes your registration.',
  gamingSuccessTitle: 'Thank you!',
  gamingSuccess: 'We have received your data. Processing time is up to 48 hours.',
  doubleOptinThanks: (brand: string) => `Thank you for your interest in ${brand}.`,
  doubleOptinFailure: 'Your email address cannot be confirmed at this time. Please try again later.',
  // Ours (the spec shows none for these):
  dateOfBirth: 'Please enter your date of birth.',
  product: 'Please choose a product.',
  retailer: 'Please choose where you bought it.',
  purchaseDate: 'Please enter the purchase date.',
  purchaseDateFuture: 'The purchase date cannot be in the future.',
  registrationSuccess: 'Thank you for registering your product. We have sent you a confirmation email.',
} as const

/**
 * The pages emailed links open (double opt-in, unsubscribe). Opening one changes nothing (mail gateways
 * open every link); each says what its one button will do. Our wording: SPEC.md shows none for these.
 */
export const EMAIL_LINK_TEXTS = {
  confirmIntro: (list: string) => `Press the button to confirm your email address for ${list}. Nothing is confirmed until you do.`,
  confirmButton: 'Confirm my email address',
  confirmPending: 'Confirming…',
  unsubscribeNoToken: 'To stop our emails, follow the unsubscribe link at the bottom of any email we sent you.',
  unsubscribeInvalidTitle: 'This unsubscribe link is not valid',
  unsubscribeInvalid: 'Please use the link in the latest email you received from us.',
  unsubscribeIntro: (email: string) =>
    `Press Unsubscribe to stop every marketing email we send to ${email}: the newsletter, waitlist emails and Gaming promotion emails.`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribePending: 'Unsubscribing…',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: (stopped: readonly string[]) =>
    `${stopped.length ? `We have stopped ${stopped.join(', ')} for this address.` : 'This address is not on any of our lists.'} You will not receive marketing emails from us any more. You can sign up again at any time.`,
} as const

/** Where a confirmed double opt-in lands (DECISIONS.md §2). */
export const DOUBLE_OPTIN_THANKS_PATH = '/en-au/double-optin/thanks'

/** What each sign-up agrees to: the text shown beside the box is the text kept with the record. */
export const CONSENT_TEXTS = {
  newsletter:
    'Yes, I would like to receive emails with news, offers and tips from {brand}. I can unsubscribe at any time with the link in every email. I have read the Privacy policy.',
  waitlist: 'Yes, email me when this product is available, and with news and offers from {brand}. I can unsubscribe at any time.',
  gaming: 'I agree to the terms of the {brand} Gaming promotion and to receive emails about it. I can unsubscribe at any time. I have read the Privacy policy.',
  productRegistration: 'I agree that {brand} stores this registration to handle my warranty and product questions. I have read the Privacy policy.',
} as const

/** The registration's own box for one review request (not ticked unless the owner ticks it). */
export const REVIEW_REQUEST_CONSENT = 'Email me once, in a few weeks, to ask for my review of this product.'

export const consentText = (kind: keyof typeof CONSENT_TEXTS, brand: string) => CONSENT_TEXTS[kind].replaceAll('{brand}', brand)

/** SPEC.md §9's ids, kept with each record and sent on to the consumer-data platform. */
export const CAMPAIGNS = {
  newsletter: { optinId: '331_03', channelId: '1010', campaignId: '20006', surveyId: '160', countryCode: 'AU', locale: 'en-AU' },
  waitlist: { optinId: '21', optins: '400:1|401:1|402:1', campaignId: '295', countryCode: 'AU', locale: 'en-AU' },
  gaming: { optinId: '331_13', channelId: '1010', campaignId: '30270', countryCode: 'AU', locale: 'en-AU' },
} as const

export const MINIMUM_AGE = 18
/** Double opt-in links work for 7 days (DECISIONS.md §5). */
export const CONFIRM_TOKEN_DAYS = 7
