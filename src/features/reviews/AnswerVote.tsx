import type { ShownQuestion } from './client'
import { AnswerVoteForm } from './AnswerVoteForm'
import styles from './Questions.module.css'

type ShownAnswer = ShownQuestion['Answers'][number]

/**
 * An answer's helpful vote on the questions page: a form (no script needed), or the vote already given.
 * `address`: the page's own address with its sort and page; a vote sent without scripts comes back there,
 * at the answer's question.
 */
export function AnswerVote({ answer, given, address }: { answer: ShownAnswer; given?: 'Positive' | 'Negative'; address: string }) {
  const counts = `${answer.TotalPositiveFeedbackCount} of ${answer.TotalFeedbackCount} found this helpful`
  if (given) {
    return (
      <p className={styles.vote}>
        You found this answer {given === 'Positive' ? 'helpful' : 'not helpful'}. {counts}.
      </p>
    )
  }
  return (
    <AnswerVoteForm
      answerId={answer.Id}
      positive={answer.TotalPositiveFeedbackCount}
      negative={answer.TotalNegativeFeedbackCount}
      permalink={`${address}#question-${answer.QuestionId}`}
    />
  )
}
