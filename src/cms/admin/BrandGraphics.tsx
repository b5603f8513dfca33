import { settings } from '../../shared/settings'

/**
 * The brand's mark in the back office, drawn inline (as public/media/brands/default.svg draws it): on the
 * sign-in page (Logo) and in the menu's header (Icon), with the page's first bytes, nothing to fetch.
 */
export function BrandLogo() {
  const name = settings().BRAND_NAME
  return (
    <svg
      role="img"
      aria-label={`${name} back office`}
      viewBox="0 0 223 64"
      width="223"
      height="64"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width="223" height="64" rx="12" fill="#0b2a5b" />
      <path d="M18 44l14-26 14 26" fill="none" stroke="#2f6fd6" strokeWidth="5" strokeLinejoin="round" />
      <text x="58" y="42" fontFamily="Helvetica,Arial,sans-serif" fontSize="26" fontWeight="700" textLength="147" lengthAdjust="spacingAndGlyphs" fill="#fff">
        {name.toUpperCase()}
      </text>
    </svg>
  )
}

export function BrandIcon() {
  return (
    <svg role="img" aria-label={settings().BRAND_NAME} viewBox="0 0 64 64" width="25" height="25" style={{ display: 'block' }}>
      <rect width="64" height="64" rx="12" fill="#0b2a5b" />
      <path d="M18 46l14-27 14 27" fill="none" stroke="#2f6fd6" strokeWidth="6" strokeLinejoin="round" />
    </svg>
  )
}
