import 'server-only'

// The cookie choice's server entry: Consent Mode's first script and the banner (drawn by the shell), and
// the form's handler (POST /api/consent).
export { ConsentBanner, ConsentMode } from './ConsentBanner'
export { CONSENT_ROUTE } from './constants'
export { handleConsentPost } from './record'
