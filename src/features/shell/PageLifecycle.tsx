'use client'

import { useEffect } from 'react'

/**
 * A page shown again from the back/forward cache is re-rendered (reloaded) so it is never stale.
 * Marks the document once the shell's scripts run (`data-hydrated`), which tests wait for.
 */
export function PageLifecycle() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  return null
}
