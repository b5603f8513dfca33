import type { PageTypeViews } from '@/features/content/pageTypes'
import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { queryValues } from '@/shared/routing/pageQuery'
import { settings } from '@/shared/settings'

import { confirmSignUpAction, unsubscribeAction } from './actions'
import { EmailLinkForm, GamingRegistrationForm, ProductRegistrationForm } from './islands'
import styles from './OptInResult.module.css'
import { signUpToConfirm, thanksText } from './server/confirm'
import { findRegistrationOptions } from './server/options'
import { consentText, EMAIL_LINK_TEXTS, REVIEW_REQUEST_CONSENT, TEXTS } from './texts'
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
        reviewRequestText={REVIEW_REQUEST_CONSENT}
      />
    )
  },
  gamingRegistrationPage: () => <GamingRegistrationForm formId="gaming-registration" consentText={consentText('gaming', settings().BRAND_NAME)} />,
  // An emailed link's page: opening it (a mail gateway's scanner does) changes nothing; its button does.
  doubleOptinPage: async ({ page, query }) => {
    if (page.path.endsWith('/thanks')) return <Result lines={[thanksText()]} />
    const token = queryValues(query, TOKEN_KEY)[0]
    const signUp = await signUpToConfirm(token)
    if (!signUp || !token) return <Result lines={[TEXTS.doubleOptinFailure]} />
    return (
      <EmailLinkForm
        formId="double-optin"
        action={confirmSignUpAction}
        fields={{ [TOKEN_KEY]: token }}
        label={EMAIL_LINK_TEXTS.confirmButton}
        pendingLabel={EMAIL_LINK_TEXTS.confirmPending}
      >
        <p>{EMAIL_LINK_TEXTS.confirmIntro(signUp.list)}</p>
      </EmailLinkForm>
    )
  },
  unsubscribePage: ({ query }) => {
    const token = queryValues(query, TOKEN_KEY)[0]
    if (!token) return <Result lines={[EMAIL_LINK_TEXTS.unsubscribeNoToken]} />
    const email = emailOfUnsubscribeToken(token)
    if (!email) return <Result heading={EMAIL_LINK_TEXTS.unsubscribeInvalidTitle} lines={[EMAIL_LINK_TEXTS.unsubscribeInvalid]} />
    return (
      <EmailLinkForm
        formId="unsubscribe"
        action={unsubscribeAction}
        fields={{ [TOKEN_KEY]: token }}
        label={EMAIL_LINK_TEXTS.unsubscribeButton}
        pendingLabel={EMAIL_LINK_TEXTS.unsubscribePending}
      >
        <p>{EMAIL_LINK_TEXTS.unsubscribeIntro(email)}</p>
      </EmailLinkForm>
    )
  },
} satisfies PageTypeViews
