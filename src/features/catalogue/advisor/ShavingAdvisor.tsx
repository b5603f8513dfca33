import type { PageQuery } from '@/shared/routing/pageQuery'
import buttons from '@/shared/ui/buttons.module.css'

import { ProductCard } from '../ProductCard'
import { findProducts } from '../data'
import { ADVISOR_QUESTIONS, parseAdvisorAnswers } from './questions'
import { recommend } from './recommend'
import styles from './ShavingAdvisor.module.css'

/** The results' heading: the form's answer lands on it (scrolled to and focused, as the URL's fragment). */
const RESULTS_HEADING_ID = 'advice-heading'

/**
 * The shaving advisor: a plain GET form, so the answers live in the URL and a result can be shared
 * (and it works without scripts). The form's address ends in the results' heading as its fragment, so
 * the new page opens on the recommendations, with and without scripts: the browser scrolls to the
 * heading and focuses it (it takes focus, tabindex -1), and a screen reader reads it out.
 * Recommendations come from the catalogue's attributes.
 */
export async function ShavingAdvisor({ path, query }: { path: string; query: PageQuery }) {
  const answers = parseAdvisorAnswers(query)
  const answered = Object.keys(answers).length > 0
  const picks = answered ? recommend(answers, await findProducts({ limit: 500 })) : []
  return (
    <div className={styles.advisor}>
      <form method="get" action={`${path}#${RESULTS_HEADING_ID}`} className={styles.form}>
        {ADVISOR_QUESTIONS.map((question, index) => (
          <fieldset key={question.key} className={styles.question}>
            <legend>
              <span className={styles.step}>
                {index + 1} of {ADVISOR_QUESTIONS.length}
              </span>{' '}
              {question.legend}
            </legend>
            {question.options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input type="radio" name={question.key} value={option.value} required defaultChecked={answers[question.key] === option.value} />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" className={`${buttons.primary} ${styles.submit}`}>
          Show my recommendations
        </button>
      </form>

      {answered ? (
        <section aria-labelledby={RESULTS_HEADING_ID} className={styles.results}>
          <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className={styles.resultsHeading}>
            Your recommendations
          </h2>
          {picks.length === 0 ? (
            <p>
              We could not match a product to these answers. Browse <a href="/en-au/products">all products</a>.
            </p>
          ) : (
            <ol className={styles.picks}>
              {picks.map((pick) => (
                <li key={pick.product.id}>
                  <h3 className={styles.role}>{pick.role}</h3>
                  <ProductCard product={pick.product} />
                  <p className={styles.whyTitle}>Why we suggest it</p>
                  <ul className={styles.reasons}>
                    {pick.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          <p>This page&apos;s address keeps your answers: copy it to share these recommendations.</p>
        </section>
      ) : null}
    </div>
  )
}
