import { notFound } from 'next/navigation'

export const dynamic = 'force-dynamic'

// Only its failing layout matters (SITE_TEST_HOOKS=1); otherwise the address does not exist. Built only
// into the test build (`*.test-route.tsx`: SITE_TEST_ROUTES=1, next.config.ts).
export default function RootLayoutErrorHook() {
  if (process.env.SITE_TEST_HOOKS !== '1') notFound()
  return null
}
