// Subscriptions and promotions: newsletter, waitlist, gaming and product registration forms, double
// opt-in and unsubscribe pages. Server code: server/; the forms' rules: schemas.ts; texts: texts.ts.
import { redirect } from 'next/navigation'

import type { PageTypeViews } from '@/features/content/pageTypes'
import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { queryValues } from '@/shared/routing/pageQuery'
import { settings } from '@/shared/settings'

import { GamingRegistrationForm, NewsletterForm, ProductRegistrationForm, WaitlistForm } from './islands'
import styles from './OptInResult.module.css'
import { confirmSignUp, thanksText, unsubscribe } from './server/confirm'
import { findProductSlug, findRegistrationOptions } from './server/options'
import { consentText } from './texts'
import { TOKEN_KEY } from './tokenKey'

export { TEXTS } from './texts'

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

function Result({ heading, lines }: { heading?: string; lines: string[] }) {
  return (
    <div className={styles.result} role="status">
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}

export const subscriptionPageViews = {
  productRegistrationForm: async () => {
    const { products, retailers } = await findRegistrationOptions()
    return <ProductRegistrationForm formId="product-registration" products={products} retailers={retailers} consentText={consentText('productRegistration', settings().BRAND_NAME)} />
  },
  gamingRegistrationPage: () => <GamingRegistrationForm formId="gaming-registration" consentText={consentText('gaming', settings().BRAND_NAME)} />,
  doubleOptinPage: async ({ page, query }) => {
    if (page.path.endsWith('/thanks')) return <Result lines={[thanksText()]} />
    const token = queryValues(query, TOKEN_KEY)[0]
    const outcome = await confirmSignUp(token)
    if (outcome.confirmed) redirect('/en-au/double-optin/thanks')
    return <Result lines={[outcome.message]} />
  },
  unsubscribePage: async ({ query }) => {
    const token = queryValues(query, TOKEN_KEY)[0]
    if (!token) return <Result lines={['To stop our emails, follow the unsubscribe link at the bottom of any email we sent you.']} />
    const email = emailOfUnsubscribeToken(token)
    if (!email) return <Result heading="This unsubscribe link is not valid" lines={['Please use the link in the latest email you received from us.']} />
    const outcome = await unsubscribe(email)
    return (
      <Result
        heading="You are unsubscribed"
        lines={[
          outcome.stopped.length ? `We have stopped ${outcome.stopped.join(', ')} for this address.` : 'This address is not on any of our lists.',
          'You will not receive marketing emails from us any more. You can sign up again at any time.',
        ]}
      />
    )
  },
} satisfies PageTypeViews

