'use client'

import { useEffect, useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

/**
 * 'Show Full Article': on small screens the body (`#${target}`) is clipped once scripts run, until this
 * button opens it. Without scripts, and for crawlers, the whole text is there and never clipped.
 */
export function ShowFull({ target }: { target: string }) {
  const [clipped, setClipped] = useState(false)
  useEffect(() => {
    const body = document.getElementById(target)
    const small = window.matchMedia('(max-width: 47.99rem)')
    if (!body || !small.matches) return
    body.dataset.clipped = 'true'
    const frame = requestAnimationFrame(() => setClipped(true))
    return () => cancelAnimationFrame(frame)
  }, [target])
  if (!clipped) return null
  return (
    <button
      type="button"
      className={buttons.secondary}
      aria-controls={target}
      aria-expanded="false"
      onClick={() => {
        const body = document.getElementById(target)
        if (body) delete body.dataset.clipped
        setClipped(false)
        body?.focus()
      }}
    >
      Show Full Article
    </button>
  )
}
