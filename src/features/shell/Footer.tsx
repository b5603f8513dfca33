import { loadPrivacyLinks } from '@/features/privacy'
import { settings } from '@/shared/settings'

import { CountrySelectorDialog } from './CountrySelector'
import { type Brand, findCountryOptions } from './data'
import styles from './Footer.module.css'

export const CURRENT_COUNTRY = 'Australia (English)'

/** The footer: the brand's menu slots, legal and privacy links, the country selector. Rendered lazily by LazyFooter. */
export async function Footer({ brand }: { brand: Brand }) {
  const [countries, privacy] = await Promise.all([
    findCountryOptions(),
    loadPrivacyLinks({ country: 'AU', language: 'en' }, { url: settings().PRIVACY_DATA_URL }),
  ])
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.columns}>
        {brand.menuSlots.map((slot) => (
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
      <div className={styles.legal}>
        <a href="/en-au/sitemap">Sitemap</a>
        <a href="/en-au/contact-us">Contact us</a>
        <a href={privacy.privacyLink} rel="noopener">
          Privacy policy
        </a>
        <a href={privacy.privacyPolicyCHD} rel="noopener">
          Consumer health data privacy
        </a>
        <CountrySelectorDialog
          current={CURRENT_COUNTRY}
          countries={countries}
        />
        <span>© {new Date().getFullYear()} {settings().BRAND_NAME}</span>
      </div>
    </footer>
  )
}

/** The links every page keeps without JavaScript. */
export function FooterFallback() {
  return (
    <p className={styles.legal}>
      <a href="/en-au/sitemap">Sitemap</a>
      <a href="/en-au/contact-us">Contact us</a>
      <a href="/en-au/country-selector">{CURRENT_COUNTRY}</a>
    </p>
  )
}
