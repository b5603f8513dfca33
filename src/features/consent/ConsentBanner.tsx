import { CONSENT_ANCHOR } from '@/shared/consent/consent'
import { inlineScriptNonce } from '@/shared/security/cspNonce'
import buttons from '@/shared/ui/buttons.module.css'

import styles from './ConsentBanner.module.css'
import { bannerScript, consentModeScript } from './consentScripts'
import { CHOICE_SAVED_ANCHOR, CONSENT_ROUTE } from './constants'
import { findConsentTexts } from './data'
import { CONSENT_BUTTONS } from './texts'

const script = (source: string) => <script nonce={inlineScriptNonce()} dangerouslySetInnerHTML={{ __html: source }} />

/** First in the page: Consent Mode's denied defaults, and the visitor's choice when it answers this text's version. */
export async function ConsentMode() {
  const { version } = await findConsentTexts()
  return script(consentModeScript(version))
}

/**
 * The cookie choice: a labelled region fixed to the bottom of the screen (an overlay: nothing moves), drawn
 * in every page alike so pages stay cached for everyone, hidden by the page's consent mark once the visitor
 * answered this version. A plain form: without scripts it posts to /api/consent, which sets the cookie,
 * records the choice and sends the visitor back; with them it acts in place (consentScripts.ts).
 */
export async function ConsentBanner() {
  const texts = await findConsentTexts()
  const { necessary, analytics, marketing } = texts.purposes
  return (
    <section id={CONSENT_ANCHOR} className={styles.banner} aria-labelledby="cookie-settings-heading" data-testid="consent-banner">
      <span id={CHOICE_SAVED_ANCHOR} />
      <form className={styles.form} method="post" action={CONSENT_ROUTE}>
        <h2 id="cookie-settings-heading" className={styles.heading} tabIndex={-1}>
          {texts.heading}
        </h2>
        <p className={styles.intro}>{texts.intro}</p>
        <input type="hidden" name="version" value={texts.version} />
        <div className={styles.actions}>
          <button type="submit" name="choice" value="accept" className={buttons.primary}>
            {CONSENT_BUTTONS.accept}
          </button>
          <button type="submit" name="choice" value="reject" className={buttons.primary}>
            {CONSENT_BUTTONS.reject}
          </button>
        </div>
        <details className={styles.purposes}>
          <summary>Choose by purpose</summary>
          <ul className={styles.purposeList}>
            <li>
              <input id="consent-necessary" type="checkbox" checked disabled aria-describedby="consent-necessary-text" />
              <label htmlFor="consent-necessary">{necessary.label}</label>
              <p id="consent-necessary-text">{necessary.description}</p>
            </li>
            <li>
              <input id="consent-analytics" type="checkbox" name="analytics" aria-describedby="consent-analytics-text" />
              <label htmlFor="consent-analytics">{analytics.label}</label>
              <p id="consent-analytics-text">{analytics.description}</p>
            </li>
            <li>
              <input id="consent-marketing" type="checkbox" name="marketing" aria-describedby="consent-marketing-text" />
              <label htmlFor="consent-marketing">{marketing.label}</label>
              <p id="consent-marketing-text">{marketing.description}</p>
            </li>
          </ul>
          <button type="submit" name="choice" value="custom" className={buttons.secondary}>
            {CONSENT_BUTTONS.save}
          </button>
        </details>
      </form>
      {script(bannerScript(texts.version))}
    </section>
  )
}
