import { redirect } from 'next/navigation'

import type { PageTypeViews } from '@/features/content/pageTypes'
import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { queryValues } from '@/shared/routing/pageQuery'
import { settings } from '@/shared/settings'

import { GamingRegistrationForm, ProductRegistrationForm } from './islands'
import styles from './OptInResult.module.css'
import { confirmSignUp, thanksText, unsubscribe } from './server/confirm'
import { findRegistrationOptions } from './server/options'
import { consentText } from './texts'
import { TOKEN_KEY } from './tokenKey'

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

/** What the subscriptions' page types add to a content page (definitions: pageTypes.ts). */
export const subscriptionPageViews = {
  productRegistrationForm: async () => {
    const { products, retailers } = await findRegistrationOptions()
    return (
      <ProductRegistrationForm
        formId="product-registration"
        products={products}
        retailers={retailers}
        consentText={consentText('productRegistration', settings().BRAND_NAME)}
      />
    )
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
