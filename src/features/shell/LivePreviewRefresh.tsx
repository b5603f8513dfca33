'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Inside the back office's live preview frame: each autosave of the document (the editor typing)
 * re-renders this page on the server with the newest draft (Payload's server-side live preview). Loaded
 * only in an editor's preview (./islands.tsx), never on visitors' pages.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />
}
