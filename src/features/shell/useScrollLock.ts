'use client'

import { useEffect } from 'react'

/** Locks page scrolling while `locked` (menu or search open). */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    root.dataset.scrollLocked = 'true'
    return () => {
      delete root.dataset.scrollLocked
    }
  }, [locked])
}
