'use client'

import { Button, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

const LISTS = [
  ['', 'All lists'],
  ['newsletter', 'Newsletter'],
  ['waitlist', 'Waitlist'],
  ['gaming', 'Gaming'],
] as const

/**
 * Above the subscribers list, for administrators: export a list with its consent records as CSV, and
 * erase everything the site holds about one email address (every list, registrations, messages, emails
 * waiting, and the personal fields of their reviews, questions and answers). Both are logged. After an
 * erasure the list below is drawn again, without that person.
 */
export function SubscriberTools() {
  const { user } = useAuth<{ role?: string }>()
  const [list, setList] = useState('')
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const listId = useId()
  const emailId = useId()
  const router = useRouter()
  if (user?.role !== 'admin') return null

  const erase = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!window.confirm(`Erase everything held about ${email}? This cannot be undone.`)) return
    setBusy(true)
    try {
      const response = await fetch('/cms-api/subscribers/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[]; erased?: Record<string, number> }
      const total = Object.values(body.erased ?? {}).reduce((sum, count) => sum + count, 0)
      setMessage(
        response.ok
          ? `${body.message ?? 'Erased.'} ${total} record${total === 1 ? '' : 's'} erased or made anonymous.`
          : (body.errors?.[0]?.message ?? `Not erased (${response.status}).`),
      )
      if (response.ok) {
        setEmail('')
        router.refresh()
      }
    } catch {
      setMessage('Not erased: the back office could not be reached.')
    }
    setBusy(false)
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', marginBottom: '1rem' }}>
      <div role="group" aria-label="Export subscribers" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <label htmlFor={listId}>List</label>
        <select id={listId} value={list} onChange={(event) => setList(event.target.value)}>
          {LISTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <a className="btn btn--style-primary btn--size-small btn--no-margin" href={`/cms-api/subscribers/export.csv${list ? `?list=${list}` : ''}`} download>
          Export CSV with consent records
        </a>
      </div>
      <form onSubmit={erase} aria-label="Erase a person's data" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <label htmlFor={emailId}>Email address</label>
        <input id={emailId} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={busy}>
          Erase this person&apos;s data
        </Button>
        <p role="status" style={{ margin: 0 }}>
          {message}
        </p>
      </form>
    </div>
  )
}
