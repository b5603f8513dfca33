import type { GlobalConfig } from 'payload'

import { anyone, signedIn } from '../access'

export const ContactDetails: GlobalConfig = {
  slug: 'contact-details',
  admin: { group: 'Site' },
  access: { read: anyone, update: signedIn },
  fields: [
    { name: 'phone', type: 'text', required: true },
    { name: 'phoneHours', type: 'text' },
    { name: 'email', type: 'email', required: true },
    { name: 'webContactUrl', type: 'text', required: true },
    { name: 'postalAddress', type: 'textarea' },
  ],
}
