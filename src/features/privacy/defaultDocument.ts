import type { PrivacyDocument } from './schema'

/**
 * The privacy and terms document the site ships (used when PRIVACY_DATA_URL is not set), by country, then state, then
 * language. Served at /privacy-data.json too; PRIVACY_DATA_URL points the site at another copy.
 */
export const defaultPrivacyDocument: PrivacyDocument = {
  AU: {
    default: {
      en: {
        privacyLink: 'https://privacy.parent-company.example/en-au/privacy-policy',
        privacyPolicyCHD: 'https://privacy.parent-company.example/en-au/consumer-health-data',
        termsLink: 'https://terms.parent-company.example/en-au/terms-of-use',
      },
    },
  },
  NZ: {
    default: {
      en: {
        privacyLink: 'https://privacy.parent-company.example/en-nz/privacy-policy',
        privacyPolicyCHD: 'https://privacy.parent-company.example/en-nz/consumer-health-data',
        termsLink: 'https://terms.parent-company.example/en-nz/terms-of-use',
      },
    },
  },
}
