'use client'

import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** Copies the article's address with navigator.clipboard; the result is announced politely. Shown once scripts run. */
export function CopyLink({ url }: { url: string }) {
  const [message, setMessage] = useState('')
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setMessage('Link copied to the clipboard.'),
              () => setMessage('The link could not be copied. Copy it from the address bar instead.'),
            )
          }
        >
          Copy link
        </button>
      ) : null}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </>
  )
}
