import { settings } from '@/shared/settings'

import { NewsletterForm, WaitlistForm } from './islands'
import styles from './OptInResult.module.css'
import { findProductSlug } from './server/options'
import { consentText } from './texts'

/** The newsletter block (home page, footer, wherever editors place it). */
export function NewsletterSignup({ id, heading, text }: { id: string; heading?: string; text?: string }) {
  return (
    <section className={styles.signup} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? 'Sign up to our newsletter'}</h2>
      {text ? <p>{text}</p> : null}
      <NewsletterForm formId={id} consentText={consentText('newsletter', settings().BRAND_NAME)} />
    </section>
  )
}

/** The footer's sign-up (every page): its form's script loads with the footer (shell/LazyFooter renders it once a visitor scrolls near), not with the page. */
export function FooterNewsletterSignup() {
  return (
    <section className={styles.footerSignup} aria-labelledby="footer-newsletter-heading">
      <h2 id="footer-newsletter-heading">Sign up to our newsletter</h2>
      <NewsletterForm formId="footer-newsletter" consentText={consentText('newsletter', settings().BRAND_NAME)} />
    </section>
  )
}

/** The waitlist block, for a product that is not on sale yet. */
export async function WaitlistSignup({ id, heading, text, productId }: { id: string; heading?: string; text?: string; productId?: number }) {
  const product = productId ? await findProductSlug(productId) : undefined
  return (
    <section className={styles.signup} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? 'Be the first to know'}</h2>
      {text ? <p>{text}</p> : null}
      <WaitlistForm formId={id} product={product} consentText={consentText('waitlist', settings().BRAND_NAME)} />
    </section>
  )
}
