import { CURRENT_COUNTRY } from './constants'
import styles from './Footer.module.css'
import { loadLegalLinks } from './footerData'
import { LegalLinks } from './LegalLinks'

/** The links every page keeps without JavaScript (and when the footer's content cannot be loaded). */
export async function FooterFallback() {
  return (
    <p className={styles.legal}>
      <LegalLinks links={await loadLegalLinks()} />
      <a href="/en-au/country-selector">{CURRENT_COUNTRY}</a>
    </p>
  )
}
