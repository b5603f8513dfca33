import type React from 'react'

/**
 * Test hook (SITE_TEST_HOOKS=1, set by the browser tests only): a root layout that fails, to show that
 * global-error.tsx still gives the visitor the error page. Without the setting the page is a 404. Built
 * only into the test build (`*.test-route.tsx`: SITE_TEST_ROUTES=1, next.config.ts).
 */
export default function FailingRootLayout({ children }: { children: React.ReactNode }) {
  if (process.env.SITE_TEST_HOOKS === '1') throw new Error('test hook: failing root layout')
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
