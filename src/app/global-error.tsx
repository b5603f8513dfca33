'use client'

import '@/shared/ui/tokens.css'

/**
 * The generic error page: a page that fails to load, or a failing root layout, shows this in a document
 * of its own, with a way to try again. The site's only error boundary (segment error.tsx files would add
 * a script to every page for the same page).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body>
        <main id="main-content" style={{ maxWidth: '48rem', margin: '0 auto', padding: '6rem 1rem' }}>
          <title>Something went wrong</title>
          <h1>Ouch… Something&apos;s gone against the grain…</h1>
          <p>We could not load this page. Please try again in a moment.</p>
          <p>
            <button type="button" onClick={reset}>
              Try again
            </button>{' '}
            or <a href="/en-au/">go to the home page</a>.
          </p>
        </main>
      </body>
    </html>
  )
}
