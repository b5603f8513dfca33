import { CookieSettingsLink } from '@/features/consent'
import type { PrivacyLinks } from '@/features/privacy'

/**
 * The site's own links and the parent company's legal ones (its terms of use and privacy sites, from the
 * privacy document): the same in the footer and in its no-script fallback.
 */
export function LegalLinks({ links }: { links: Required<PrivacyLinks> }) {
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
      <CookieSettingsLink />
    </>
  )
}
