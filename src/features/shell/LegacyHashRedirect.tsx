import { legacyHashRedirects } from './constants'

/** Old hash links (#fusion, ...) lead to their product pages. Inline: runs before paint, no bundle. */
export function LegacyHashRedirect() {
  const map = JSON.stringify(legacyHashRedirects)
  return <script dangerouslySetInnerHTML={{ __html: `(function(m){var t=m[location.hash.toLowerCase()];if(t)location.replace(t)})(${map})` }} />
}
