import { notFound } from 'next/navigation'

/**
 * Test hook (SITE_TEST_HOOKS=1, set by the browser tests only): a page of the site that fails, to show
 * the error page (global-error.tsx), at /en-au/__test/error (`%5F` is how a route segment starts with an
 * underscore: a folder named `_…` is private). Without the setting the address does not exist. Built only
 * into the test build (`*.test-route.tsx`: SITE_TEST_ROUTES=1, next.config.ts); the server's front leaves
 * the test pages to their routes when SITE_TEST_HOOKS=1 (TEST_PAGES_PREFIX in shared/serverContract.mjs).
 */
export const dynamic = 'force-dynamic'

export default function FailingPage() {
  if (process.env.SITE_TEST_HOOKS !== '1') notFound()
  throw new Error('test hook: failing page')
}
