'use client'

import { Button, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { errorMessageOf, type EnrolmentView, RecoveryCodes, ScanSecret } from './TwoFactorParts'

/**
 * On an account: whether two-factor sign-in is on; for one's own account, set it up or make new recovery
 * codes; for an administrator looking at someone else's, reset it (lost phone). The endpoints are in
 * twoFactor/endpoints.ts.
 */
export const TwoFactorField: CheckboxFieldClientComponent = ({ path }) => {
  const { value } = useField<boolean>({ path })
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ id: number; role?: string }>()
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [codes, setCodes] = useState<string[]>([])
  const [setUp, setSetUp] = useState<EnrolmentView>()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const codeId = useId()
  if (id === undefined || !user) return null
  const own = String(user.id) === String(id)
  const enabled = Boolean(value)

  const post = async (url: string, body: object = {}) => {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; recoveryCodes?: string[] } & Partial<EnrolmentView>
      setBusy(false)
      if (!response.ok) {
        setMessage(errorMessageOf(answer, `Not done (${response.status}).`))
        return undefined
      }
      return answer
    } catch {
      setBusy(false)
      setMessage('Not done: the back office could not be reached.')
      return undefined
    }
  }

  const reset = async () => {
    if (!window.confirm('Reset two-factor sign-in for this account? It sets it up again at its next sign-in.')) return
    const answer = await post(`/cms-api/users/${id}/two-factor/reset`)
    if (answer) {
      setMessage(answer.message ?? 'Reset.')
      router.refresh()
    }
  }
  const newCodes = async () => {
    if (!window.confirm('Make new recovery codes? The old ones stop working.')) return
    const answer = await post('/cms-api/users/two-factor/recovery-codes')
    if (answer?.recoveryCodes) setCodes(answer.recoveryCodes)
  }
  const startSetUp = async () => {
    const answer = await post('/cms-api/users/two-factor/set-up')
    if (answer?.enrolment && answer.secret && answer.qr && answer.uri)
      setSetUp({ enrolment: answer.enrolment, secret: answer.secret, qr: answer.qr, uri: answer.uri })
  }
  const confirmSetUp = async () => {
    const answer = await post('/cms-api/users/two-factor/set-up', { enrolment: setUp?.enrolment, code })
    if (answer?.recoveryCodes) {
      setSetUp(undefined)
      setCodes(answer.recoveryCodes)
      router.refresh()
    }
  }

  return (
    <section aria-labelledby={headingId} className="field-type" style={{ marginBottom: '1.5rem' }}>
      <h3 id={headingId}>Two-factor sign-in</h3>
      <p data-two-factor-status>{enabled ? 'On: signing in asks for a code from an authenticator app.' : 'Off: not set up.'}</p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {own && enabled ? (
          <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={newCodes}>
            Make new recovery codes
          </Button>
        ) : null}
        {own && !enabled && !setUp ? (
          <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={startSetUp}>
            Set up two-factor sign-in
          </Button>
        ) : null}
        {!own && user.role === 'admin' && enabled ? (
          <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={reset}>
            Reset two-factor sign-in
          </Button>
        ) : null}
      </div>
      {setUp ? (
        <div>
          <ScanSecret view={setUp} />
          <label htmlFor={codeId}>Code from your authenticator app</label>{' '}
          <input id={codeId} type="text" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />{' '}
          <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={confirmSetUp}>
            Turn on
          </Button>
        </div>
      ) : null}
      {codes.length ? <RecoveryCodes codes={codes} /> : null}
      <p role="status">{message}</p>
    </section>
  )
}
