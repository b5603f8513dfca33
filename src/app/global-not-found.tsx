import '@/shared/ui/tokens.css'

import { notFoundMetadata } from '@/features/seo'
import { NotFoundPage } from '@/features/shell/server'

/**
 * Every 404 of the site, rendered on the server: an unmatched address and a route's `notFound()` alike.
 * Next renders a page's `notFound()` in production as an empty document whose content only appears once
 * scripts run (vercel/next.js#98954); with a global not-found page its error recovery renders this tree
 * instead, so the shell, title, search box and links are in the HTML. Rendered per request (it reads
 * the brand), never at build time.
 */
export const dynamic = 'force-dynamic'
export const metadata = notFoundMetadata

export default function GlobalNotFound() {
  return (
    <html lang="en-AU">
      <body>
        <NotFoundPage />
      </body>
    </html>
  )
}
