'use client'

import { Button, useAuth, useDocumentInfo, useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The back office's sampling tools, drawn with Payload's own components. On a campaign: how many applied,
 * confirmed and were chosen, Draw (the site draws the free places at random among confirmed applications),
 * the shipping list as CSV, and the campaign's applications. Above the applications list: Pick the ticked
 * ones. Choosing happens on the site's server (/api/sampling/recipients), which asks each new recipient's
 * review request exactly once. Editors and administrators only.
 */
type Outcome = { chosen?: number; skipped?: number; placesLeft?: number; notRequested?: number; message?: string }

const canChoose = (role?: string) => role === 'admin' || role === 'editor'

async function choose(body: object): Promise<string> {
  try {
    const response = await fetch('/api/sampling/recipients', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const outcome = (await response.json().catch(() => ({}))) as Outcome
    if (!response.ok) return outcome.message ?? `Nothing chosen (${response.status}).`
    const parts = [`${outcome.chosen ?? 0} chosen`]
    if (outcome.skipped) parts.push(`${outcome.skipped} not eligible or already chosen`)
    if (outcome.notRequested) parts.push(`${outcome.notRequested} without a review request (already reviewed or unsubscribed)`)
    parts.push(`${outcome.placesLeft ?? 0} places left`)
    return `${parts.join(', ')}.`
  } catch {
    return 'Nothing chosen: the site could not be reached.'
  }
}

async function count(where: string): Promise<number | undefined> {
  const response = await fetch(`/cms-api/sampling-applications?limit=1&depth=0&select[id]=true&${where}`, { credentials: 'include' })
  if (!response.ok) return undefined
  return ((await response.json()) as { totalDocs?: number }).totalDocs
}

/** How many applied, confirmed and were chosen for a campaign. */
async function counted(id: number | string | undefined) {
  if (!id) return undefined
  const campaign = `where[campaign][equals]=${id}`
  const [applied, confirmed, chosen] = await Promise.all([
    count(campaign),
    count(`${campaign}&where[status][equals]=confirmed`),
    count(`${campaign}&where[selected][equals]=true`),
  ])
  return { applied, confirmed, chosen }
}

export function SamplingCampaignTools() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ role?: string }>()
  const [counts, setCounts] = useState<{ applied?: number; confirmed?: number; chosen?: number }>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  // The counts come from the CMS API once the document is known (an external system: set in its callback).
  useEffect(() => {
    let live = true
    void counted(id).then((next) => {
      if (live && next) setCounts(next)
    })
    return () => {
      live = false
    }
  }, [id])

  if (!id) return <p>Save the campaign to choose its recipients.</p>
  const draw = async () => {
    setBusy(true)
    setMessage(await choose({ draw: Number(id) }))
    const next = await counted(id)
    if (next) setCounts(next)
    setBusy(false)
  }
  return (
    <section aria-labelledby="sampling-recipients-heading" style={{ display: 'grid', gap: '0.75rem', marginBlock: '1.5rem' }}>
      <h3 id="sampling-recipients-heading" style={{ margin: 0 }}>
        Recipients
      </h3>
      <p style={{ margin: 0 }}>
        {counts.applied ?? '…'} applied, {counts.confirmed ?? '…'} confirmed their email, {counts.chosen ?? '…'} chosen.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        {canChoose(user?.role) ? (
          <>
            <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={draw}>
              Draw recipients
            </Button>
            <a className="btn btn--style-secondary btn--size-small btn--no-margin" href={`/cms-api/sampling-campaigns/${id}/shipping-list.csv`} download>
              Export shipping list (CSV)
            </a>
          </>
        ) : null}
        <a href={`/admin/collections/sampling-applications?where[campaign][equals]=${id}`}>See and pick applications</a>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </section>
  )
}

export function SamplingApplicationTools() {
  const { user } = useAuth<{ role?: string }>()
  const { selectedIDs } = useSelection()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  if (!canChoose(user?.role)) return null
  const none = selectedIDs.length === 0
  const pick = async () => {
    setBusy(true)
    setMessage(await choose({ pick: selectedIDs.map(Number) }))
    setBusy(false)
    router.refresh()
  }
  return (
    <div role="group" aria-label="Pick recipients" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' }}>
      <span>{none ? 'Tick confirmed applications to pick them as recipients.' : `${selectedIDs.length} ticked:`}</span>
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy || none} onClick={pick}>
        Pick ticked as recipients
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </div>
  )
}
