import '@/shared/ui/tokens.css'
import '../intakeWorks'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { settings } from '@/shared/settings'

export const metadata: Metadata = {
  metadataBase: new URL(settings().SITE_URL),
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
