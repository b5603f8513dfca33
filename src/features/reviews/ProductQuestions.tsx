import { cookies } from 'next/headers'

import EmailLinkForm from '@/shared/forms/EmailLinkForm'
import { siteCookieName } from '@/shared/security/siteCookies'
import { settings } from '@/shared/settings'

import { AnswerVote } from './AnswerVote'
import { AskQuestionForm } from './AskQuestionForm'
import { AUTH_TOKEN_FIELD, AUTHOR_CONFIRMATION, CONFIRM_PENDING } from './authorConfirmation'
import { productQuestions } from './client'
import { QuestionItem } from './QuestionItem'
import { ANSWER_VOTE_COOKIE_PREFIX, QUESTION_SORTS, QUESTIONS_PAGE_SIZE, sortOption } from './questionOptions'
import styles from './Questions.module.css'
import { confirmQuestionAction } from './reviewsActions'

/** The questions page's own address with a sort and a page. */
function pageAddress(path: string, sort: string, page: number) {
  const query = new URLSearchParams({ ...(sort === QUESTION_SORTS[0].value ? {} : { sort }), ...(page > 1 ? { page: String(page) } : {}) }).toString()
  return `${path}${query ? `?${query}` : ''}`
}

/** A link to the list at a sort and a page (sorting and paging work without scripts). */
const pageHref = (path: string, sort: string, page: number) => `${pageAddress(path, sort, page)}#questions-list`

/**
 * A product's questions page: every published question with its answers, sorted and paged by links,
 * helpful votes on answers by forms, the form to ask a question; also where the email confirming a question
 * leads (`?bv_authtoken=`, hosted authentication): its button confirms it, opening the link does not.
 */
export async function ProductQuestions({
  productId,
  productName,
  path,
  search,
}: {
  productId: string
  productName: string
  path: string
  search: Record<string, string | string[] | undefined>
}) {
  const token = typeof search.bv_authtoken === 'string' ? search.bv_authtoken : undefined
  const sort = sortOption(typeof search.sort === 'string' ? search.sort : undefined)
  const requested = Math.max(1, Math.min(10_000, Number.parseInt(typeof search.page === 'string' ? search.page : '1', 10) || 1))
  const [data, jar] = await Promise.all([
    productQuestions({ productId, sort: sort.sort, offset: (requested - 1) * QUESTIONS_PAGE_SIZE, limit: QUESTIONS_PAGE_SIZE }),
    cookies(),
  ])
  const given = (id: string) => {
    const value = jar.get(siteCookieName(`${ANSWER_VOTE_COOKIE_PREFIX}${id}`))?.value
    return value === 'Positive' || value === 'Negative' ? value : undefined
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / QUESTIONS_PAGE_SIZE)) : 1
  // Where the forms send a visitor without scripts: back to this very page.
  const address = pageAddress(path, sort.value, requested)
  return (
    <>
      {token ? (
        <EmailLinkForm
          formId="confirm-question"
          action={confirmQuestionAction}
          fields={{ [AUTH_TOKEN_FIELD]: token.slice(0, 200) }}
          label={AUTHOR_CONFIRMATION.question.button}
          pendingLabel={CONFIRM_PENDING}
        >
          <p>{AUTHOR_CONFIRMATION.question.intro(productName)}</p>
        </EmailLinkForm>
      ) : null}
      <section className={styles.section} aria-labelledby="questions-list-heading" id="questions-list">
        <h2 id="questions-list-heading">{data ? (data.total === 1 ? '1 question' : `${data.total} questions`) : 'Questions'}</h2>
        {!data ? (
          <p role="alert">The questions could not be loaded. Please try again later.</p>
        ) : data.total === 0 ? (
          <p>No questions yet. Ask the first one below.</p>
        ) : (
          <>
            <nav aria-label="Sort questions">
              <ul className={styles.sorts}>
                {QUESTION_SORTS.map((option) => (
                  <li key={option.value}>
                    <a href={pageHref(path, option.value, 1)} aria-current={option.value === sort.value ? 'true' : undefined}>
                      {option.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <ul className={styles.list} aria-label="Questions">
              {data.questions.map((question) => (
                <li key={question.Id}>
                  <QuestionItem
                    question={question}
                    brandName={settings().BRAND_NAME}
                    vote={(answer) => <AnswerVote answer={answer} given={given(answer.Id)} address={address} />}
                  />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Question pages" className={styles.paging}>
                {requested > 1 ? <a href={pageHref(path, sort.value, requested - 1)}>Previous page</a> : null}
                <span>{`Page ${Math.min(requested, pages)} of ${pages}`}</span>
                {requested < pages ? <a href={pageHref(path, sort.value, requested + 1)}>Next page</a> : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
      <div id="ask">
        <AskQuestionForm productId={productId} productName={productName} callbackPath={path} address={address} />
      </div>
    </>
  )
}
