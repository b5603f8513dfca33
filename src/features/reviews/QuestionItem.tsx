import type { ReactNode } from 'react'

import type { ShownQuestion } from './client'
import styles from './Questions.module.css'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' })
const when = (time: string) => <time dateTime={time}>{dateFormat.format(new Date(time))}</time>

/**
 * One question with its published answers, the brand's marked as such; `vote` draws each answer's helpful
 * vote (a form on the questions page, the counts as text on the product page).
 */
export function QuestionItem({
  question,
  brandName,
  vote,
}: {
  question: ShownQuestion
  brandName: string
  vote: (answer: ShownQuestion['Answers'][number]) => ReactNode
}) {
  return (
    <article className={styles.question} id={`question-${question.Id}`} aria-labelledby={`question-${question.Id}-title`}>
      <h3 id={`question-${question.Id}-title`}>
        <span className={styles.mark} aria-hidden="true">
          Q
        </span>
        {question.QuestionSummary}
      </h3>
      {question.QuestionDetails ? <p>{question.QuestionDetails}</p> : null}
      <p className={styles.meta}>
        Asked by {question.UserNickname}
        {question.UserLocation ? ` · ${question.UserLocation}` : ''} · {when(question.SubmissionTime)}
      </p>
      {question.Answers.length ? (
        <ul className={styles.answers} aria-label={`Answers to: ${question.QuestionSummary}`}>
          {question.Answers.map((answer) => (
            <li key={answer.Id} className={answer.IsBrandAnswer ? styles.brandAnswer : undefined}>
              <p className={styles.meta}>
                {answer.IsBrandAnswer ? <strong className={styles.badge}>Answer from {brandName}</strong> : <>Answered by {answer.UserNickname}</>} ·{' '}
                {when(answer.SubmissionTime)}
              </p>
              <p>{answer.AnswerText}</p>
              {vote(answer)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>No answers yet.</p>
      )}
    </article>
  )
}

/** An answer's helpful counts as text. */
export const answerHelpfulCounts = (answer: ShownQuestion['Answers'][number]) => (
  <p className={styles.meta}>
    {answer.TotalPositiveFeedbackCount} of {answer.TotalFeedbackCount} found this helpful
  </p>
)
