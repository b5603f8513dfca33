import type { GlobalConfig } from 'payload'

import { anyone, signedIn } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

export const ContactDetails: GlobalConfig = {
  slug: 'contact-details',
  admin: { group: 'Site' },
  access: { read: anyone, update: signedIn },
  hooks: revalidateGlobal('contact-details'),
  fields: [
    { name: 'phone', type: 'text', required: true },
    { name: 'phoneHours', type: 'text' },
    { name: 'email', type: 'email', required: true },
    { name: 'webContactUrl', type: 'text', required: true },
    { name: 'postalAddress', type: 'textarea' },
  ],
}
