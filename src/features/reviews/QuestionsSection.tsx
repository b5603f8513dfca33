import { settings } from '@/shared/settings'
import buttons from '@/shared/ui/buttons.module.css'

import { productQuestions } from './client'
import { answerHelpfulCounts, QuestionItem } from './QuestionItem'
import { QUESTION_SORTS, QUESTIONS_ON_PRODUCT_PAGE } from './questionOptions'
import styles from './Questions.module.css'

/**
 * The product page's questions and answers: the most answered questions with their answers, in the HTML
 * (no script), and links to the product's questions page, where every question is listed, sorted and paged,
 * answers are voted on and a question is asked. A failing reviews call shows nothing (it is logged).
 */
export async function QuestionsSection({ productId, productName, questionsUrl }: { productId: string; productName: string; questionsUrl: string }) {
  const data = await productQuestions({ productId, sort: QUESTION_SORTS[0].sort, limit: QUESTIONS_ON_PRODUCT_PAGE })
  if (!data) return null
  const { questions, total } = data
  return (
    <section className={styles.section} aria-labelledby="questions-heading" id="questions">
      <h2 id="questions-heading">Questions &amp; answers</h2>
      {total === 0 ? (
        <p>No questions yet about {productName}. Ask the first one.</p>
      ) : (
        <p>
          {total === 1 ? '1 question' : `${total} questions`} about {productName}.
        </p>
      )}
      {questions.length ? (
        <ul className={styles.list} aria-label="Questions">
          {questions.map((question) => (
            <li key={question.Id}>
              <QuestionItem question={question} brandName={settings().BRAND_NAME} vote={answerHelpfulCounts} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.links}>
        <a className={buttons.secondary} href={`${questionsUrl}#ask`}>
          Ask a question
        </a>
        {total > questions.length ? <a href={questionsUrl}>{`See all ${total} questions`}</a> : null}
      </p>
    </section>
  )
}
