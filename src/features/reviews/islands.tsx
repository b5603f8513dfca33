'use client'

import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

import type { ReviewBrowser as Browser } from './ReviewBrowser'

const ReviewBrowser = lazy(() => import('./ReviewBrowser').then((module) => ({ default: module.ReviewBrowser })))

/** How far ahead of the screen the list's code starts loading, so it is ready when the visitor gets there. */
const AHEAD = '800px 0px'

/**
 * The product page's reviews list: the server's list (children: the first reviews, in the HTML, votes
 * as counts) until it comes within reach of the screen, then the interactive list (ReviewBrowser: sort,
 * filters, more pages, votes), whose code loads then instead of with the page. The reviews sit well
 * below the fold, so the page's first load does not wait for them.
 */
export function ReviewsWhenNear({ children, ...props }: ComponentProps<typeof Browser> & { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={children}>
          <ReviewBrowser {...props} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  )
}
