import type { Field, GlobalConfig } from 'payload'

import { anyone, signedIn } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** The words before an editor changes them (also what the site shows while the global is unsaved). */
export const CONSENT_DEFAULTS = {
  version: 1,
  heading: 'Cookies on this site',
  intro:
    'We use cookies the site needs to work. With your permission we would also like to measure how the site is used and show you relevant offers elsewhere. You can change your mind at any time from "Cookie settings" at the bottom of every page.',
  purposes: {
    necessary: { label: 'Necessary', description: 'Keep the site working: your cookie choice, saved items and form protection. Always on.' },
    analytics: { label: 'Analytics', description: 'Count visits and see which pages help, through Google Tag Manager and Google Analytics.' },
    marketing: { label: 'Marketing', description: 'Measure our advertising and show you relevant offers on other sites.' },
  },
}

type PurposeName = keyof typeof CONSENT_DEFAULTS.purposes

/** One purpose's words in the cookie choice. */
const purpose = (name: PurposeName): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', required: true, defaultValue: CONSENT_DEFAULTS.purposes[name].label },
    { name: 'description', type: 'textarea', required: true, defaultValue: CONSENT_DEFAULTS.purposes[name].description },
  ],
})

/**
 * The cookie choice's texts (features/consent). Raising `version` asks every visitor again: a choice
 * counts only for the version it answered.
 */
export const ConsentSettings: GlobalConfig = {
  slug: 'consent-settings',
  label: 'Cookie choice',
  admin: { group: 'Site', description: 'The words of the cookie banner. Raise the version when the meaning changes: every visitor is asked again.' },
  access: { read: anyone, update: signedIn },
  hooks: revalidateGlobal('consent-settings'),
  fields: [
    { name: 'version', type: 'number', required: true, min: 1, max: 999999, defaultValue: CONSENT_DEFAULTS.version, admin: { step: 1 } },
    { name: 'heading', type: 'text', required: true, defaultValue: CONSENT_DEFAULTS.heading },
    { name: 'intro', type: 'textarea', required: true, defaultValue: CONSENT_DEFAULTS.intro },
    purpose('necessary'),
    purpose('analytics'),
    purpose('marketing'),
  ],
}
