import type { Brand } from '@/payload-types'
import { settings } from '@/shared/settings'

import styles from './Footer.module.css'

/** The footer: the brand's menu slots, then the site-wide links. Rendered lazily by LazyFooter. */
export function Footer({ brand }: { brand: Brand }) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.columns}>
        {(brand.menuSlots ?? []).map((slot) => (
          <nav key={slot.id ?? slot.heading} aria-label={slot.heading}>
            <h2>{slot.heading}</h2>
            <ul>
              {(slot.links ?? []).map((link) => (
                <li key={link.id ?? link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <FooterFallback />
    </footer>
  )
}

/** The links every page keeps, also shown without JavaScript. */
export function FooterFallback() {
  return (
    <p className={styles.legal}>
      <a href="/en-au/sitemap">Sitemap</a>
      <a href="/en-au/contact-us">Contact us</a>
      <a href="/en-au/country-selector">Australia (English)</a>
      <span>© {new Date().getFullYear()} {settings().BRAND_NAME}</span>
    </p>
  )
}
