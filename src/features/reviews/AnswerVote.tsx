import buttons from '@/shared/ui/buttons.module.css'

import type { ShownQuestion } from './client'
import styles from './Questions.module.css'
import { answerVoteAction } from './questionsActions'

type ShownAnswer = ShownQuestion['Answers'][number]

/** An answer's helpful vote on the questions page: a form (no script needed), or the vote already given. */
export function AnswerVote({ answer, given }: { answer: ShownAnswer; given?: 'Positive' | 'Negative' }) {
  const counts = `${answer.TotalPositiveFeedbackCount} of ${answer.TotalFeedbackCount} found this helpful`
  if (given) {
    return (
      <p className={styles.vote}>
        You found this answer {given === 'Positive' ? 'helpful' : 'not helpful'}. {counts}.
      </p>
    )
  }
  return (
    <form action={answerVoteAction} className={styles.vote}>
      <input type="hidden" name="answerId" value={answer.Id} />
      <span id={`answer-${answer.Id}-helpful`}>Was this answer helpful?</span>
      <button type="submit" name="vote" value="Positive" className={buttons.secondary} aria-describedby={`answer-${answer.Id}-helpful`}>
        Yes ({answer.TotalPositiveFeedbackCount})
      </button>
      <button type="submit" name="vote" value="Negative" className={buttons.secondary} aria-describedby={`answer-${answer.Id}-helpful`}>
        No ({answer.TotalNegativeFeedbackCount})
      </button>
    </form>
  )
}
