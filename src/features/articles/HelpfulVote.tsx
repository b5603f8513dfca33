'use client'

import { useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

import { storedValue } from '@/shared/storage/storedValue'
import { useStoredValue } from '@/shared/hooks/useStoredValue'

const votes = storedValue<Record<string, 'Yes' | 'No'>>({
  key: 'article_helpful_votes',
  storage: 'local',
  fallback: {},
  parse: (stored) => (stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, 'Yes' | 'No'>) : undefined),
})

/** 'Was this article helpful?' Yes/No: sent to /api/articles/helpful, the choice remembered in the browser. Drawn in the browser only (./islands). */
export function HelpfulVote({ articleId }: { articleId: number }) {
  const [stored, setStored] = useStoredValue(votes, {})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const choice = stored[String(articleId)]
  const vote = async (helpful: 'Yes' | 'No') => {
    setBusy(true)
    try {
      const response = await fetch('/api/articles/helpful', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ article: articleId, helpful }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok || response.status === 409)
        setStored((current) => ({ ...current, [String(articleId)]: response.ok ? helpful : (current[String(articleId)] ?? helpful) }))
      setMessage(body.message ?? body.error ?? 'Your vote could not be saved just now.')
    } catch {
      setMessage('Your vote could not be saved just now.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="helpful-title">
      <h2 id="helpful-title">Was this article helpful?</h2>
      {(['Yes', 'No'] as const).map((answer) => (
        <button
          key={answer}
          type="button"
          className={buttons.secondary}
          aria-pressed={choice === answer}
          disabled={busy || Boolean(choice)}
          onClick={() => void vote(answer)}
        >
          {answer}
        </button>
      ))}
      <p role="status" aria-live="polite">
        {message || (choice ? `You answered ${choice}. Thank you for your feedback.` : '')}
      </p>
    </section>
  )
}
