'use client'

import { Button, useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { moderate } from './moderateRequest'
import { REJECTION_REASONS } from './moderationRules'
import { RejectionReason } from './RejectionReason'

/** Approve or reject every ticked row of the list at once (a reason from the list for rejecting). */
export function BulkModeration({ collectionSlug, plural }: { collectionSlug: string; plural: string }) {
  const { selectedIDs } = useSelection()
  const ids = selectedIDs
  const [reason, setReason] = useState<string>(REJECTION_REASONS[0])
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const router = useRouter()

  const act = async (data: { status: 'approved' | 'rejected'; rejectionReason?: string }) => {
    setBusy(true)
    const problem = await moderate(collectionSlug, ids, data)
    setMessage(problem ?? `${ids.length} ${data.status}.`)
    setBusy(false)
    if (!problem) router.refresh()
  }

  const none = ids.length === 0
  return (
    <div role="group" aria-label={`Moderate the ticked ${plural}`} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
      <span>{none ? `Tick ${plural} in the list to moderate several at once.` : `${ids.length} ticked:`}</span>
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy || none} onClick={() => act({ status: 'approved' })}>
        Approve ticked
      </Button>
      <RejectionReason value={reason} onChange={setReason} disabled={busy} />
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || none} onClick={() => act({ status: 'rejected', rejectionReason: reason })}>
        Reject ticked
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </div>
  )
}
