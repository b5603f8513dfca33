'use client'

import { useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

/** Copies the article's address with navigator.clipboard; the result is announced politely. Drawn in the browser only (./islands). */
export function CopyLink({ url }: { url: string }) {
  const [message, setMessage] = useState('')
  return (
    <>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() =>
          navigator.clipboard.writeText(url).then(
            () => setMessage('Link copied to the clipboard.'),
            () => setMessage('The link could not be copied. Copy it from the address bar instead.'),
          )
        }
      >
        Copy link
      </button>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </>
  )
}
