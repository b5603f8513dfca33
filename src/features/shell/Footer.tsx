import type { ReactNode } from 'react'

import { CountrySelectorDialog } from './CountrySelector'
import styles from './Footer.module.css'
import type { FooterData } from './footerData'
import { LegalLinks } from './LegalLinks'

/**
 * The footer: the brand's menu slots, the newsletter sign-up (drawn by the server: `signup`), legal and
 * privacy links, the country selector. Drawn in the browser by LazyFooter from GET /api/footer/<brand>.
 */
export function Footer({ data, signup }: { data: FooterData; signup: ReactNode }) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.columns}>
        {data.menuSlots.map((slot) => (
          <nav key={slot.heading} aria-label={slot.heading}>
            <h2>{slot.heading}</h2>
            <ul>
              {slot.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.signup}>{signup}</div>
      <div className={styles.legal}>
        <LegalLinks links={data.legal} />
        <CountrySelectorDialog current={data.current} countries={data.countries} />
        <span>{data.copyright}</span>
      </div>
    </footer>
  )
}
