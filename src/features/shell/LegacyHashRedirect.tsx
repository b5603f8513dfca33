import { inlineScriptNonce } from '@/shared/security/cspNonce'

import { legacyHashRedirects } from './constants'

/**
 * Old hash links (#fusion, ...) lead to their product pages: on load, and when the hash of an open page
 * changes to one of them. Inline: runs before paint, no bundle.
 */
export function LegacyHashRedirect() {
  const map = JSON.stringify(legacyHashRedirects)
  return (
    <script
      nonce={inlineScriptNonce()}
      dangerouslySetInnerHTML={{
        __html: `(function(m){function g(){var t=m[location.hash.toLowerCase()];if(t)location.replace(t)}g();addEventListener('hashchange',g)})(${map})`,
      }}
    />
  )
}
