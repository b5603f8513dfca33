'use client'

import { useEffect } from 'react'

import { CONSENT_EVENT, trackingAllowed } from '@/shared/consent/consent'
import { carriesEmailedSecret } from '@/shared/security/emailedSecrets'

import { scheduleTagManager } from './scheduleTagManager'

/**
 * Mounted only when GTM_ID is set (see the shell); with none set the site makes no third-party request.
 * Loads nothing until the visitor accepts analytics or marketing (the cookie choice marks the page, or
 * sends its event when the visitor chooses): Consent Mode's denied defaults are in the data layer first.
 * Never on a page whose address carries an emailed link's secret (shared/security/emailedSecrets.ts).
 */
export function TagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    // A page opened from an emailed link keeps its secret from the tag's page view.
    if (carriesEmailedSecret(window.location.search)) return
    if (trackingAllowed()) return loadTagManager(gtmId)
    const onChoice = () => {
      if (!trackingAllowed()) return
      document.removeEventListener(CONSENT_EVENT, onChoice)
      loadTagManager(gtmId)
    }
    document.addEventListener(CONSENT_EVENT, onChoice)
    return () => document.removeEventListener(CONSENT_EVENT, onChoice)
  }, [gtmId])
  return null
}

function loadTagManager(gtmId: string): undefined {
  const w = window as Window & { dataLayer?: object[] }
  ;(w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  scheduleTagManager(gtmId, {
    readyState: () => document.readyState,
    inject: (src) => {
      const script = document.createElement('script')
      script.async = true
      script.src = src
      document.head.appendChild(script)
    },
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id),
  })
}
