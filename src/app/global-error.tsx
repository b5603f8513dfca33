'use client'

import '@/shared/ui/tokens.css'

import { ErrorPage } from './errorPage'

/** A failure in a root layout itself: the same error page in a document of its own. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body>
        <ErrorPage reset={reset} />
      </body>
    </html>
  )
}
