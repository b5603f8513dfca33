/** The web contact form's choices, texts and limits: no imports, so the form's script stays light. */
export const CONTACT_TOPICS = [
  { value: 'product-question', label: 'A question about a product' },
  { value: 'where-to-buy', label: 'Where to buy' },
  { value: 'feedback', label: 'Feedback or a complaint' },
  { value: 'privacy', label: 'My personal data' },
  { value: 'other', label: 'Something else' },
] as const

export const CONTACT_TEXTS = {
  name: 'Please enter name',
  email: 'Please enter a valid email address',
  topic: 'Please choose a topic.',
  product: 'Please choose a product from the list.',
  message: 'Please enter a message of 10 to 2000 characters.',
  consent: 'Please accept the legal notice',
  success: 'Thank you for your message. Our care team will reply by email within two working days.',
  consentText: 'I agree that {brand} uses my details to answer this message. I have read the Privacy policy.',
} as const

export const MESSAGE_LIMITS = { min: 10, max: 2000 } as const
