import { inlineScriptNonce } from '@/shared/security/cspNonce'

import { earlyActionsScript } from './keepEarlyActions'

/**
 * The first thing in a public page's body: keeps what the visitor does before the scripts have hydrated
 * each control (./keepEarlyActions.ts). Inline, so it listens before any control is parsed.
 */
export function EarlyActions() {
  return <script nonce={inlineScriptNonce()} dangerouslySetInnerHTML={{ __html: earlyActionsScript }} />
}
