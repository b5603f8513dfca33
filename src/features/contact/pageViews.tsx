import type { PageTypeViews } from '@/features/content/pageTypes'
import { settings } from '@/shared/settings'

import { ContactForm } from './islands'
import { ContactDetails } from './ContactDetails'
import styles from './ContactDetails.module.css'
import { findContactDetails, findProductOptions } from './data'
import { CONTACT_TEXTS } from './contactTexts'

/** What the contact page type adds to a content page (definitions: pageTypes.ts). */
export const contactPageViews = {
  contactUs: async () => {
    const [contact, products] = await Promise.all([findContactDetails(), findProductOptions()])
    return (
      <>
        <ContactDetails contact={contact} />
        <section id="web-contact" className={styles.webContact} aria-labelledby="web-contact-heading" tabIndex={-1}>
          <h2 id="web-contact-heading">Send us a message</h2>
          <ContactForm products={products} consentText={CONTACT_TEXTS.consentText.replaceAll('{brand}', settings().BRAND_NAME)} />
        </section>
      </>
    )
  },
} satisfies PageTypeViews
