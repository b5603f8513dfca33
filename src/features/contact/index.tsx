// Contact: the brand's contact details (the contact-details global) and the contact page.
import type { PageTypeViews } from '@/features/content/pageTypes'

import { ContactDetails } from './ContactDetails'
import { findContactDetails } from './data'

export { findContactDetails, type ContactDetails as ContactDetailsData } from './data'

export const contactPageViews = {
  contactUs: async () => <ContactDetails contact={await findContactDetails()} />,
} satisfies PageTypeViews
