'use client'

import { Banner, Button, useDocumentInfo, useFormFields, useFormInitializing } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { AWAITING_CONFIRMATION_NOTE, REJECTION_REASONS } from './moderationRules'
import { RejectionReason } from './RejectionReason'
import { moderate } from './moderateRequest'

/**
 * Approve and Reject as actions above a review, question or answer (the status itself is read-only in
 * the form): one click approves; rejecting asks for a reason from the list. The record is then shown as
 * stored, or the refusal says why (e.g. waiting for the author's confirmation). The actions are disabled
 * until the document's form has mounted (drawn on the server, a button cannot act before its script has
 * hydrated it: a click then would be lost without a word). A record whose author has not yet confirmed
 * their email address cannot be approved: Approve is disabled and the reason shown beside it.
 */
export function ModerateDocument() {
  const { id, collectionSlug } = useDocumentInfo()
  const formStatus = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const unconfirmed = useFormFields(([fields]) => fields.awaitingConfirmation?.value) === true
  const [changed, setChanged] = useState<string>()
  const status = changed ?? formStatus
  const router = useRouter()
  const [reason, setReason] = useState<string>(REJECTION_REASONS[0])
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const waiting = useFormInitializing() || busy
  if (!id || !collectionSlug) return null

  const act = async (data: { status: 'approved' | 'rejected'; rejectionReason?: string }) => {
    setBusy(true)
    setMessage('')
    const problem = await moderate(collectionSlug, [id], data)
    if (problem) setMessage(problem)
    else {
      setChanged(data.status)
      setMessage(data.status === 'approved' ? 'Approved.' : `Rejected: ${data.rejectionReason}.`)
      router.refresh()
    }
    setBusy(false)
  }

  return (
    <div className="moderate-document" role="group" aria-label="Moderation" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
      <span>
        Status: <strong>{status ?? 'pending'}</strong>
      </span>
      <Button
        buttonStyle="primary"
        size="small"
        margin={false}
        disabled={waiting || unconfirmed || status === 'approved'}
        onClick={() => act({ status: 'approved' })}
      >
        Approve
      </Button>
      <RejectionReason value={reason} onChange={setReason} disabled={waiting} />
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={waiting || status === 'rejected'}
        onClick={() => act({ status: 'rejected', rejectionReason: reason })}
      >
        Reject
      </Button>
      {unconfirmed ? (
        <Banner type="warning" className="moderate-document__note">
          {AWAITING_CONFIRMATION_NOTE}
        </Banner>
      ) : null}
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </div>
  )
}
