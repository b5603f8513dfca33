'use client'

import { useEffect } from 'react'

import { useControllerChunk } from '@/shared/hooks/useControllerChunk'

const loadShellControllers = () => import('./shellControllers').then((module) => module.startShellControllers)

/**
 * A page shown again from the back/forward cache is re-rendered (reloaded) so it is never stale.
 * Marks the document once the shell's scripts run (`data-hydrated`), which tests wait for, and starts
 * the controllers of the shell's server-drawn controls (./shellControllers.ts, a chunk of their own).
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
  useControllerChunk(loadShellControllers)
  return null
}
