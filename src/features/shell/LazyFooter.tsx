'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { FOOTER_ROOT_MARGIN_PX, FOOTER_THRESHOLD } from './constants'
import type { Footer as FooterComponent } from './Footer'
import type { FooterData } from './footerData'

type Loaded = { Footer: typeof FooterComponent; data: FooterData } | 'failed' | null

/**
 * Loads the footer once a marker near the bottom of the page comes within 100 px of the viewport
 * (threshold 0.1): its code and its content (GET /api/footer/<brand>) together, so no page carries the
 * footer in its HTML or its scripts' payload. `signup` is the newsletter sign-up as the server draws it.
 * Without JavaScript the fallback (sitemap and legal links) shows instead, and so it does when the
 * content cannot be loaded.
 */
export function LazyFooter({ brand, signup, fallback }: { brand: string; signup: ReactNode; fallback: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<Loaded>(null)
  useEffect(() => {
    const element = marker.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const content = fetch(`/api/footer/${encodeURIComponent(brand)}`).then((response) =>
          response.ok ? (response.json() as Promise<FooterData>) : Promise.reject(),
        )
        Promise.all([import('./Footer'), content]).then(
          ([module, data]) => setLoaded({ Footer: module.Footer, data }),
          () => setLoaded('failed'),
        )
      },
      { rootMargin: `${FOOTER_ROOT_MARGIN_PX}px`, threshold: FOOTER_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [brand])
  return (
    <>
      <div ref={marker} data-footer-marker="" aria-hidden="true" style={{ height: 1 }} />
      {loaded === null ? (
        <noscript>{fallback}</noscript>
      ) : loaded === 'failed' ? (
        // The links alone (the footer's own styles come with its code, which may be what failed).
        <footer data-testid="site-footer">{fallback}</footer>
      ) : (
        <loaded.Footer data={loaded.data} signup={signup} />
      )}
    </>
  )
}
