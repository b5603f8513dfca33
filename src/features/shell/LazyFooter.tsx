'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { FOOTER_ROOT_MARGIN_PX, FOOTER_THRESHOLD } from './constants'

/**
 * Renders the footer once a marker near the bottom of the page comes within 100 px of the viewport
 * (threshold 0.1). Without JavaScript the fallback (sitemap and legal links) shows instead.
 */
export function LazyFooter({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = marker.current
    if (!element || shown) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${FOOTER_ROOT_MARGIN_PX}px`, threshold: FOOTER_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  return (
    <>
      <div ref={marker} data-footer-marker="" aria-hidden="true" style={{ height: 1 }} />
      {shown ? children : <noscript>{fallback}</noscript>}
    </>
  )
}
