'use client'

import { useEffect } from 'react'

/** Starts the article page's controllers (./controllers.ts, a chunk of its own) once the page has hydrated. */
export function ArticleControllers() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    import('./controllers').then(({ startArticleControllers }) => {
      if (!unmounted) stop = startArticleControllers()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  return null
}
