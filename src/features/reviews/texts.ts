/** SPEC.md §5's review-form messages word for word, §8's texts, and the provider's error codes. */
export const REVIEW_MESSAGES = {
  title: 'Enter a review summary with a maximum of 50 characters.',
  reviewText: 'Enter at least 50 characters but no more than 200 characters in this field.',
  nicknameLength: 'Enter a nickname between 4 and 20 characters',
  nicknamePattern: 'Your nickname can only contain letters and numbers. Please enter a valid nickname.',
  nicknameTaken: 'This nickname is already in use. Select another nickname',
  birthMonth: 'Please enter your month of birth.',
  birthYear: 'Year of birth.',
  email: 'Please enter your email address.',
  // SPEC.md §8's text for an address that is not one.
  emailInvalid: 'Please enter a valid email address',
  location: 'You must enter a location with a maximum of 60 characters.',
  rating: 'Please select rating.',
  value: 'Please select a value.',
  quality: 'Please select a quality.',
  recommend: 'Please recommend this product.',
  terms: 'Please read the General Terms and Conditions.',
  rejected: "We're sorry! We cannot accept your messages or personal information because they do not meet our eligibility requirements.",
  duplicate: 'You have already submitted a review for this product.',
  success: 'REVIEW SUCCESSFULLY SUBMITTED',
  // Hosted authentication (our wording: SPEC.md has none).
  confirmByEmail: 'We have sent you an email: follow its link to confirm your review. It is published after review.',
  confirmed: 'Thank you: your email address is confirmed. Your review will be published after review.',
  // A review through a review request's star link: the link confirmed the address already.
  confirmedByRequest: 'Your email address was confirmed by the link in our email. Your review will be published after review.',
  requestLinkInvalid: 'This link from our email is not valid any more. You can still write your review with this form.',
  confirmFailed: 'This confirmation link is not valid, has expired or has already been used.',
} as const

/** How long an emailed review-confirmation link works. */
export const CONFIRMATION_DAYS = 7

export { LIMITS } from './limits'

/** The reviews API version the site speaks and serves (SPEC.md §7, §9). */
export const API_VERSION = '5.4'
