'use client'

import { useControllerChunk } from '@/shared/hooks/useControllerChunk'

const loadControllers = () => import('./controllers').then((module) => module.startArticleControllers)

/** Starts the article page's controllers (./controllers.ts, a chunk of its own) once the page has hydrated. */
export function ArticleControllers() {
  useControllerChunk(loadControllers)
  return null
}
