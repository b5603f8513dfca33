'use client'

/**
 * The generic error page: a page that fails to load shows this, with a way to try again. Used by the
 * site's error boundaries and, inside its own document, by global-error.tsx (a failing root layout).
 */
export function ErrorPage({ reset }: { reset: () => void }) {
  return (
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
  )
}
