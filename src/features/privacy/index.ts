export { defaultPrivacyDocument } from './defaultDocument'
export { fallbackPrivacyLinks, loadPrivacyLinks } from './privacyLinks'
export type { PrivacyLinks } from './schema'
