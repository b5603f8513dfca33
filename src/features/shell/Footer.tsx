import { loadPrivacyLinks } from '@/features/privacy'
import { FooterNewsletterSignup } from '@/features/subscriptions'
import { settings } from '@/shared/settings'

import { CountrySelectorDialog } from './islands'
import { type Brand, findCountryOptions } from './data'
import styles from './Footer.module.css'

export const CURRENT_COUNTRY = 'Australia (English)'

/** The footer: the brand's menu slots, legal and privacy links, the country selector. Rendered lazily by LazyFooter. */
export async function Footer({ brand }: { brand: Brand }) {
  const [countries, legal] = await Promise.all([findCountryOptions(), LegalLinks()])
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
      <FooterNewsletterSignup />
      <div className={styles.legal}>
        {legal}
        <CountrySelectorDialog
          current={CURRENT_COUNTRY}
          countries={countries}
        />
        <span>© {new Date().getFullYear()} {settings().BRAND_NAME}</span>
      </div>
    </footer>
  )
}

/**
 * The site's own links and the parent company's legal ones: its terms of use and privacy sites (from
 * the privacy document). The same in the footer and in its no-script fallback.
 */
async function LegalLinks() {
  const links = await loadPrivacyLinks({ country: 'AU', language: 'en' }, { url: settings().PRIVACY_DATA_URL })
  return (
    <>
      <a href="/en-au/sitemap">Sitemap</a>
      <a href="/en-au/contact-us">Contact us</a>
      <a href={links.termsLink} rel="noopener">
        Terms of use
      </a>
      <a href={links.privacyLink} rel="noopener">
        Privacy policy
      </a>
      <a href={links.privacyPolicyCHD} rel="noopener">
        Consumer health data privacy
      </a>
    </>
  )
}

/** The links every page keeps without JavaScript. */
export async function FooterFallback() {
  return (
    <p className={styles.legal}>
      {await LegalLinks()}
      <a href="/en-au/country-selector">{CURRENT_COUNTRY}</a>
    </p>
  )
}
