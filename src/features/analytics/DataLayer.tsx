import { inlineScriptNonce } from '@/shared/security/cspNonce'
/**
 * Starts window.dataLayer with the page's type (its analytics page-type label) before any other
 * script runs. Inline, so it costs no bundle.
 */
export function DataLayer({ pageType }: { pageType: string }) {
  const initial = JSON.stringify({ event: 'pageView', pageType }).replace(/</g, '\\u003c')
  return <script nonce={inlineScriptNonce()} dangerouslySetInnerHTML={{ __html: `window.dataLayer=window.dataLayer||[];window.dataLayer.push(${initial});` }} />
}
