'use client'

import { useEffect } from 'react'

import { scheduleTagManager } from './scheduleTagManager'

/** Mounted only when GTM_ID is set (see the shell); with none set the site makes no third-party request. */
export function TagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
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
  }, [gtmId])
  return null
}
