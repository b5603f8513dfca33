'use client'

import dynamic from 'next/dynamic'

/**
 * The footer's newsletter form, in a chunk of its own: the footer renders only once a visitor scrolls
 * near it (shell/LazyFooter), so no page pays for this form's script on its first load.
 */
const NewsletterForm = dynamic(() => import('./NewsletterForm'))

export default function FooterNewsletter({ consentText }: { consentText: string }) {
  return <NewsletterForm formId="footer-newsletter" consentText={consentText} />
}
