'use client'

import { useActionState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

import styles from './Questions.module.css'
import { answerVoteAction } from './questionsActions'

/**
 * The helpful vote's form. Its action goes through useActionState only for the permalink: React writes it
 * as the form's `action`, where a bare server action gets an empty one, which HTML does not allow.
 */
export function AnswerVoteForm({ answerId, positive, negative, permalink }: { answerId: string; positive: number; negative: number; permalink: string }) {
  const [, formAction] = useActionState(answerVoteAction, null, permalink)
  const question = `answer-${answerId}-helpful`
  return (
    <form action={formAction} className={styles.vote}>
      <input type="hidden" name="answerId" value={answerId} />
      <span id={question}>Was this answer helpful?</span>
      <button type="submit" name="vote" value="Positive" className={buttons.secondary} aria-describedby={question}>
        {`Yes (${positive})`}
      </button>
      <button type="submit" name="vote" value="Negative" className={buttons.secondary} aria-describedby={question}>
        {`No (${negative})`}
      </button>
    </form>
  )
}
