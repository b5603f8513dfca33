'use client'

import { Button } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import { errorMessageOf, type EnrolmentView, RecoveryCodes, ScanSecret } from './TwoFactorParts'

type Step = { kind: 'password' } | { kind: 'enrol'; view: EnrolmentView } | { kind: 'codes'; codes: string[] }

interface LoginAnswer {
  recoveryCodes?: string[]
  recoveryCodesLeft?: number
  errors?: { message?: string; data?: { twoFactor?: 'code' | 'enrol' } & Partial<EnrolmentView> }[]
}

export function TwoFactorLoginForm({ loginUrl, forgotUrl, redirectTo }: { loginUrl: string; forgotUrl: string; redirectTo: string }) {
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)
  const ids = { email: useId(), password: useId(), code: useId(), codeHint: useId(), message: useId() }

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setMessage('')
    const enrolment = step.kind === 'enrol' ? step.view.enrolment : undefined
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, code, enrolment }),
      })
      const body = (await response.json().catch(() => ({}))) as LoginAnswer
      if (response.ok) {
        if (body.recoveryCodes?.length) {
          setStep({ kind: 'codes', codes: body.recoveryCodes })
          setBusy(false)
          return
        }
        window.location.assign(redirectTo)
        return
      }
      const data = body.errors?.[0]?.data
      if (data?.twoFactor === 'enrol' && data.enrolment && data.secret && data.qr && data.uri) {
        setStep({ kind: 'enrol', view: { enrolment: data.enrolment, secret: data.secret, qr: data.qr, uri: data.uri } })
        setCode('')
      }
      setMessage(errorMessageOf(body, `Not signed in (${response.status}).`))
      if (data?.twoFactor) codeInput.current?.focus()
    } catch {
      setMessage('Not signed in: the back office could not be reached.')
    }
    setBusy(false)
  }

  if (step.kind === 'codes') {
    return (
      <div>
        <p role="status">Two-factor sign-in is on.</p>
        <RecoveryCodes codes={step.codes} />
        <Button el="link" url={redirectTo} buttonStyle="primary">
          Continue to the back office
        </Button>
      </div>
    )
  }

  const enrolling = step.kind === 'enrol'
  return (
    <form onSubmit={signIn} aria-describedby={message ? ids.message : undefined} noValidate={false}>
      {enrolling ? (
        <>
          <h1>Set up two-factor sign-in</h1>
          <ScanSecret view={step.view} />
        </>
      ) : (
        <>
          <div className="field-type email">
            <label className="field-label" htmlFor={ids.email}>
              Email
            </label>
            <div className="field-type__wrap">
              <input id={ids.email} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
          </div>
          <div className="field-type password">
            <label className="field-label" htmlFor={ids.password}>
              Password
            </label>
            <div className="field-type__wrap">
              <input
                id={ids.password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          </div>
        </>
      )}
      <div className="field-type text">
        <label className="field-label" htmlFor={ids.code}>
          {enrolling ? 'Code from your authenticator app' : 'Authenticator code'}
        </label>
        <div className="field-type__wrap">
          <input
            ref={codeInput}
            id={ids.code}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode={enrolling ? 'numeric' : 'text'}
            required={enrolling}
            aria-describedby={ids.codeHint}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <p id={ids.codeHint} className="field-description">
          {enrolling
            ? 'The 6 digits the app shows now.'
            : 'The 6-digit code from your authenticator app, or one of your recovery codes. The first time, leave it empty: you set the app up next.'}
        </p>
      </div>
      {message ? (
        <p id={ids.message} role="alert" className="form-submit-error">
          {message}
        </p>
      ) : null}
      <Button type="submit" buttonStyle="primary" disabled={busy}>
        {enrolling ? 'Turn on and sign in' : 'Login'}
      </Button>
      {enrolling ? null : (
        <p>
          <a href={forgotUrl}>Forgot password?</a>
        </p>
      )}
    </form>
  )
}
