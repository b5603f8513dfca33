// The cookie choice's fixed words; the editable ones are the consent-settings global's (cms/globals/ConsentSettings.ts).

export const CONSENT_BUTTONS = { accept: 'Accept all', reject: 'Reject all', save: 'Save my choices' } as const
export const COOKIE_SETTINGS_LINK = 'Cookie settings'
export const CONSENT_MESSAGES = {
  invalid: 'Choose Accept all, Reject all or Save my choices.',
  unavailable: 'Your choice could not be saved just now. Please try again later.',
} as const
