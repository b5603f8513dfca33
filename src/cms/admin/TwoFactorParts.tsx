'use client'

import { useId } from 'react'

/** What the server sends to set up an authenticator app (twoFactor/enrolment.ts). */
export interface EnrolmentView {
  enrolment: string
  secret: string
  uri: string
  qr: string
}

/** The secret to scan (QR code) or type (text), for the sign-in's set-up step and the account's own set-up. */
export function ScanSecret({ view }: { view: EnrolmentView }) {
  return (
    <div>
      <ol>
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img src={view.qr} alt="QR code to add this account to an authenticator app" width={200} height={200} style={{ background: '#fff', padding: 8 }} />
      <p>
        Key: <code data-two-factor-secret>{view.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
    </div>
  )
}

/** The recovery codes, shown once after they are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your recovery codes</h2>
      <p>
        Keep these somewhere safe (a password manager). Each one signs you in once if you lose your phone. They are shown only now; you can make new ones from
        your account.
      </p>
      <ul data-recovery-codes style={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  )
}

/** The first message of a Payload error answer. */
export const errorMessageOf = (body: unknown, fallback: string): string =>
  (body as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message ?? fallback
